import type { HttpClient } from '../../client.js';
import { call } from '../../request.js';
import type { Id } from '../common.js';

/** A new memo names its order; an edit changes only the text. */
export type MemoBody = { order_id?: Id; memo: string };

/** Spec section 7, "Member data": the member's notes on their own orders. */
export function memosApi(http: HttpClient) {
  return {
    create: (body: MemoBody & { order_id: Id }) => call(http, 'post', '/v1/memos', { body }),
    update: (id: Id, body: { memo: string }) =>
      call(http, 'patch', '/v1/memos/{id}', { params: { id }, body }),
    remove: (id: Id) => call(http, 'delete', '/v1/memos/{id}', { params: { id } }),
  };
}
