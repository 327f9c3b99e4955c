import { captchaConfig } from '../../captcha.js';
import type { HttpClient } from '../../client.js';
import { call, callPaged } from '../../request.js';
import type { ListItem, RequestBody, ResponseBody } from '../../types.js';

export type MemberProfile = ResponseBody<'/v1/me/user', 'get'>['data'];
export type RegistrationBody = RequestBody<'/v1/users', 'post'>;
export type ProfileBody = RequestBody<'/v1/me/user', 'put'>;
/** The registration form's empty member and the choices of its selects (GET /v1/users/dummy). */
export type RegistrationTemplate = ResponseBody<'/v1/users/dummy', 'get'>['data'];

/** The member's account: registration, profile, password, e-mail verification, login history. */
export function userApi(http: HttpClient) {
  return {
    get: () => call(http, 'get', '/v1/me/user'),
    /** captchaToken: the bot protection's token for the action `register`, when the shop has one. */
    register: (body: RegistrationBody, captchaToken?: string) =>
      call(http, 'post', '/v1/users', { body, config: captchaConfig(captchaToken) }),
    /** The username is never sent on update (spec section 3). */
    update: (body: ProfileBody & { username?: unknown }) => {
      const { username: _username, ...rest } = body;
      return call(http, 'put', '/v1/me/user', { body: rest });
    },
    /** Leaving the shop (退会): the password confirms it (none for a member without one). */
    remove: (body: RequestBody<'/v1/me/user', 'delete'> = {}) =>
      call(http, 'delete', '/v1/me/user', { body }),
    changePassword: (body: RequestBody<'/v1/me/password', 'put'>) =>
      call(http, 'put', '/v1/me/password', { body }),
    dummy: () => call(http, 'get', '/v1/users/dummy'),
    checkSchoolKey: (key: string) =>
      call(http, 'post', '/takimoto/v1/schools/check', { body: { key } }),
    requestEmailVerify: (body: RequestBody<'/v1/email-verify/request', 'post'> = {}) =>
      call(http, 'post', '/v1/email-verify/request', { body }),
    checkEmailVerify: (body: RequestBody<'/v1/email-verify/check', 'post'>) =>
      call(http, 'post', '/v1/email-verify/check', { body }),
    loginHistories: (query: { page?: number; per?: number } = {}) =>
      callPaged(http, '/v1/me/login-histories', { query: { page: query.page, per: query.per } }),
  };
}

export type LoginHistoryEntry = ListItem<'/v1/me/login-histories'>;
