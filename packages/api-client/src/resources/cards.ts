import type { HttpClient } from '../client.js';
import type { Paged } from '../paging.js';
import { callPending, callPendingPaged } from '../request.js';
import type { Fields, Id, Json } from './common.js';

/** A saved payment card (spec section 3). */
export type UserCard = {
  id: Id;
  is_main: boolean;
  name: string;
  masked_number: string;
  expiration: string;
} & Json;

/** Spec section 7, "Member data": saved cards; page.limit (x-limit) is the most the member may keep. */
export function cardsApi(http: HttpClient) {
  return {
    list: (query: Fields = {}): Promise<Paged<UserCard>> =>
      callPendingPaged<UserCard>(http, '/v1/me/user-cards', { query }),
    add: (body: Fields) => callPending<Json>(http, 'post', '/v1/me/user-cards', { body }),
    remove: (id: Id) =>
      callPending<Json>(http, 'delete', '/v1/me/user-cards/{id}', { params: { id } }),
    /** Makes it the main card. */
    use: (id: Id) =>
      callPending<Json>(http, 'patch', '/v1/me/user-cards/{id}/use', { params: { id } }),
  };
}
