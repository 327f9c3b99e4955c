import type { HttpClient } from '../../client.js';
import type { Paged } from '../../paging.js';
import { call, callPaged } from '../../request.js';
import type { ListItem, RequestBody } from '../../types.js';
import type { Id, PageQuery } from '../common.js';

/** A member's memorial day (spec section 3): whose day, its name, month and date, and 呼び名. */
export type Memorial = ListItem<'/v1/me/user-memorials'>;
/** The memorial form's values (the server casts and checks them with memorialSchema). */
export type MemorialBody = RequestBody<'/v1/me/user-memorials', 'post'>;

/** Spec section 7, "Member data": memorial days; page.limit (x-limit) is the most the member may keep. */
export function memorialsApi(http: HttpClient) {
  return {
    list: (query: PageQuery = {}): Promise<Paged<Memorial>> =>
      callPaged(http, '/v1/me/user-memorials', { query }),
    get: (id: Id) =>
      call(http, 'get', '/v1/me/user-memorials/{id}', { params: { id: String(id) } }),
    create: (body: MemorialBody) => call(http, 'post', '/v1/me/user-memorials', { body }),
    update: (id: Id, body: MemorialBody) =>
      call(http, 'put', '/v1/me/user-memorials/{id}', { params: { id: String(id) }, body }),
    remove: (id: Id) =>
      call(http, 'delete', '/v1/me/user-memorials/{id}', { params: { id: String(id) } }),
  };
}
