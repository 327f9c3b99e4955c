import type { HttpClient } from '../../client.js';
import { call, callPaged } from '../../request.js';
import type { ListItem, RequestBody } from '../../types.js';
import type { Fields, Id, PageQuery } from '../common.js';

/** A bookmarked product. */
export type Bookmark = ListItem<'/v1/me/bookmarks'>;
/** What a member bookmarks: a product, by id or key. */
export type BookmarkBody = RequestBody<'/v1/me/bookmarks', 'post'>;

/** Spec section 7, "Member data": bookmarks, a paged list. */
export function bookmarksApi(http: HttpClient) {
  return {
    list: (query: PageQuery & Fields = {}) => callPaged(http, '/v1/me/bookmarks', { query }),
    get: (id: Id) => call(http, 'get', '/v1/me/bookmarks/{id}', { params: { id } }),
    /** Bookmarking a product again answers the existing bookmark. */
    add: (body: BookmarkBody) => call(http, 'post', '/v1/me/bookmarks', { body }),
    remove: (id: Id) => call(http, 'delete', '/v1/me/bookmarks/{id}', { params: { id } }),
  };
}
