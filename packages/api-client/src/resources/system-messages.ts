import type { HttpClient } from '../client.js';
import { callPending, callPendingPaged } from '../request.js';
import type { Fields, Id, Json, PageQuery } from './common.js';

/** Spec section 7, "Member data": the member's message centre. */
export function systemMessagesApi(http: HttpClient) {
  return {
    list: (query: PageQuery & Fields = {}) =>
      callPendingPaged<Json>(http, '/v1/me/system-messages', { query }),
    get: (id: Id) =>
      callPending<Json>(http, 'get', '/v1/me/system-messages/{id}', { params: { id } }),
  };
}
