import type { HttpClient } from '../client.js';
import { call } from '../request.js';
import type { RequestBody } from '../types.js';

/** Password and username reminders: request → check (security question) → reset. */
export function reminderApi(http: HttpClient) {
  return {
    request: (body: RequestBody<'/v1/reminder/request', 'post'>) =>
      call(http, 'post', '/v1/reminder/request', { body }),
    check: (token: string) => call(http, 'post', '/v1/reminder/check', { body: { token } }),
    /** Password reminder: answers with a logged-in session (access_token); username reminder: with the username. */
    reset: (body: RequestBody<'/v1/reminder/reset', 'post'>) =>
      call(http, 'post', '/v1/reminder/reset', { body }),
  };
}
