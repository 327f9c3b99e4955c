import type { AxiosResponse } from 'axios';
import type { HttpClient } from '../../client.js';
import { readPage } from '../../paging.js';
import type { Page, Paged } from '../../paging.js';
import { call, callPaged, fillPath } from '../../request.js';
import type { ListItem, RequestBody, ResponseBody } from '../../types.js';
import type { Id, PageQuery } from '../common.js';

/** One of the member's product lists: key, name and how many products it holds. */
export type UserList = ListItem<'/v1/me/user-lists'>;
type Detail = ResponseBody<'/v1/me/user-lists/{key}', 'get'>['data'];
/** A product on a list: its product card plus the stock of this very product (variant). */
export type UserListable = Detail['listables'][number];
/** A list with one page of its products. */
export type UserListDetail = Detail & { page: Page };
/** What a list is created or renamed with (its name). */
export type UserListBody = RequestBody<'/v1/me/user-lists', 'post'>;
/**
 * Where attach puts the products: a list by key, or a new list by name (nothing: the body's
 * key and name are left out).
 */
export type AttachTarget = { key: string } | { name: string };

/** Spec section 7, "Member data": the member's own product lists (お気に入りリスト). */
export function listsApi(http: HttpClient) {
  return {
    /** The member's lists, newest first; page.limit is how many a member may keep (x-limit). */
    all: (query: PageQuery = {}): Promise<Paged<UserList>> =>
      callPaged(http, '/v1/me/user-lists', { query }),
    /** is_listables=1: with the list's entries (its listables, spec section 3), 15 a page. */
    get: async (key: string, query: PageQuery = {}): Promise<UserListDetail> => {
      const response: AxiosResponse<ResponseBody<'/v1/me/user-lists/{key}', 'get'>> =
        await http.request({
          method: 'get',
          url: fillPath('/v1/me/user-lists/{key}', { key }),
          params: { is_listables: 1, ...query },
        });
      return { ...response.data.data, page: readPage(response.headers, 15) };
    },
    /** Spec section 7 attaches and detaches products only (table=products). */
    attach: (ids: readonly Id[], target?: AttachTarget) =>
      call(http, 'patch', '/v1/me/user-lists/attach', {
        body: { ...target, table: 'products', ids: [...ids] },
      }),
    /** Takes the products off every list of the member. */
    detach: (ids: readonly Id[]) =>
      call(http, 'patch', '/v1/me/user-lists/detach', {
        body: { table: 'products', ids: [...ids] },
      }),
    /** Takes the products off one list. */
    detachByKey: (key: string, ids: readonly Id[] = []) =>
      call(http, 'patch', '/v1/me/user-lists/{key}/detach', {
        params: { key },
        body: { table: 'products', ids: [...ids] },
      }),
    create: (body: UserListBody) => call(http, 'post', '/v1/me/user-lists', { body }),
    rename: (key: string, body: UserListBody) =>
      call(http, 'put', '/v1/me/user-lists/{key}', { params: { key }, body }),
    remove: (key: string) => call(http, 'delete', '/v1/me/user-lists/{key}', { params: { key } }),
  };
}
