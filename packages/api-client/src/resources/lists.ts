import type { HttpClient } from '../client.js';
import { callPending } from '../request.js';
import type { Fields, Id, Json } from './common.js';

/** Spec section 7, "Member data": the member's own product lists. */
export function listsApi(http: HttpClient) {
  return {
    all: () => callPending<Json>(http, 'get', '/v1/me/user-lists'),
    /** is_listables=1: with the list's entries (its listables, spec section 3). */
    get: (key: string) =>
      callPending<Json>(http, 'get', '/v1/me/user-lists/{key}', {
        params: { key },
        query: { is_listables: 1 },
      }),
    /** Spec section 7 attaches and detaches products only (table=products). */
    attach: (ids: readonly Id[]) =>
      callPending<Json>(http, 'patch', '/v1/me/user-lists/attach', {
        body: { table: 'products', ids },
      }),
    detach: (ids: readonly Id[]) =>
      callPending<Json>(http, 'patch', '/v1/me/user-lists/detach', {
        body: { table: 'products', ids },
      }),
    detachByKey: (key: string, body: Fields = {}) =>
      callPending<Json>(http, 'patch', '/v1/me/user-lists/{key}/detach', { params: { key }, body }),
  };
}
