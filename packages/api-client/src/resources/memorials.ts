import type { HttpClient } from '../client.js';
import type { Paged } from '../paging.js';
import { callPending, callPendingPaged } from '../request.js';
import type { Fields, Id, Json, Single } from './common.js';

/** A member's memorial day (spec section 3). */
export type Memorial = {
  id: Id;
  user_id: Id;
  target_user_name: string;
  division_ct: number;
  name: string;
  month: number | string;
  date: number | string;
  call: string;
} & Json;

export type MemorialBody = Partial<Omit<Memorial, 'id' | 'user_id'>> & Fields;

/** Spec section 7, "Member data": memorial days; page.limit (x-limit) is the most the member may keep. */
export function memorialsApi(http: HttpClient) {
  return {
    list: (query: Fields = {}): Promise<Paged<Memorial>> =>
      callPendingPaged<Memorial>(http, '/v1/me/user-memorials', { query }),
    get: (id: Id) =>
      callPending<Single<Memorial>>(http, 'get', '/v1/me/user-memorials/{id}', { params: { id } }),
    create: (body: MemorialBody) =>
      callPending<Json>(http, 'post', '/v1/me/user-memorials', { body }),
    update: (id: Id, body: MemorialBody) =>
      callPending<Json>(http, 'put', '/v1/me/user-memorials/{id}', { params: { id }, body }),
    remove: (id: Id) =>
      callPending<Json>(http, 'delete', '/v1/me/user-memorials/{id}', { params: { id } }),
  };
}
