import type { HttpClient } from '../client.js';
import { callPending } from '../request.js';
import type { Fields, Id, Json } from './common.js';

export type MemoBody = { memo: string } & Fields;

/** Spec section 7, "Member data": the member's notes on an order. */
export function memosApi(http: HttpClient) {
  return {
    create: (body: MemoBody) => callPending<Json>(http, 'post', '/v1/memos', { body }),
    update: (id: Id, body: MemoBody) =>
      callPending<Json>(http, 'patch', '/v1/memos/{id}', { params: { id }, body }),
    remove: (id: Id) => callPending<Json>(http, 'delete', '/v1/memos/{id}', { params: { id } }),
  };
}
