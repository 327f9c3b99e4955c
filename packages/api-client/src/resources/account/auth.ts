import { NO_AUTH_RETRY } from '../../client.js';
import { captchaConfig } from '../../captcha.js';
import type { HttpClient } from '../../client.js';
import { call } from '../../request.js';
import type { RequestBody, ResponseBody } from '../../types.js';

export type LoginBody = RequestBody<'/v1/auth/login', 'post'>;
export type LoginResult = ResponseBody<'/v1/auth/login', 'post'>;

/** Spec section 7, "Auth and user": login, verification, tokens, OAuth, unlock. */
export function authApi(http: HttpClient) {
  return {
    /** captchaToken: the shop's bot protection's token for the action `login`, when it has one. */
    login: (body: LoginBody, captchaToken?: string) =>
      call(http, 'post', '/v1/auth/login', { body, config: captchaConfig(captchaToken) }),
    loginSyncChannel: (body: RequestBody<'/v1/auth/login-sync-channel', 'post'>) =>
      call(http, 'post', '/v1/auth/login-sync-channel', { body }),
    verify: (body: RequestBody<'/v1/auth/verify', 'post'>) =>
      call(http, 'post', '/v1/auth/verify', { body }),
    /** Logging out never refreshes on 401: the session is ending anyway. */
    logout: () => call(http, 'post', '/v1/auth/logout', { config: NO_AUTH_RETRY }),
    oauthRedirect: (type: string) =>
      call(http, 'get', '/v1/auth/{type}/redirect', { params: { type } }),
    oauthCallback: (type: string, query: Record<string, string>) =>
      call(http, 'get', '/v1/auth/{type}/callback', { params: { type }, query }),
    unlock: (token: string) => call(http, 'get', '/v1/auth/unlock/{token}', { params: { token } }),
  };
}
