import type { HttpClient } from '../client.js';
import { callPending, callPendingPaged } from '../request.js';
import type { Fields, Id, Json, PageQuery } from './common.js';

/** Spec section 7, "Member data": bookmarks, a paged list. */
export function bookmarksApi(http: HttpClient) {
  return {
    list: (query: PageQuery & Fields = {}) =>
      callPendingPaged<Json>(http, '/v1/me/bookmarks', { query }),
    get: (id: Id) => callPending<Json>(http, 'get', '/v1/me/bookmarks/{id}', { params: { id } }),
    add: (body: Fields) => callPending<Json>(http, 'post', '/v1/me/bookmarks', { body }),
    remove: (id: Id) =>
      callPending<Json>(http, 'delete', '/v1/me/bookmarks/{id}', { params: { id } }),
  };
}
