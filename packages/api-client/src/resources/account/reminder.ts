import { captchaConfig } from '../../captcha.js';
import type { HttpClient } from '../../client.js';
import { call } from '../../request.js';
import type { RequestBody } from '../../types.js';

/** Password and username reminders: request → check (security question) → reset. */
export function reminderApi(http: HttpClient) {
  return {
    /** captchaToken: the bot protection's token for the action `reminder`, when the shop has one. */
    request: (body: RequestBody<'/v1/reminder/request', 'post'>, captchaToken?: string) =>
      call(http, 'post', '/v1/reminder/request', { body, config: captchaConfig(captchaToken) }),
    check: (token: string) => call(http, 'post', '/v1/reminder/check', { body: { token } }),
    /** Password reminder: answers with a logged-in session (access_token); username reminder: with the username. */
    reset: (body: RequestBody<'/v1/reminder/reset', 'post'>) =>
      call(http, 'post', '/v1/reminder/reset', { body }),
  };
}
