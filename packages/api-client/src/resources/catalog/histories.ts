import { KEEP_ON_ROUTE_CHANGE } from '../../client.js';
import type { HttpClient } from '../../client.js';
import { call, callPaged } from '../../request.js';
import type { ListItem, RequestBody } from '../../types.js';
import type { Fields, Id, PageQuery } from '../common.js';

/** A viewed product (spec section 3): the product's favourite flag travels with it. */
export type ProductHistory = ListItem<'/v1/me/product-histories'>;
export type ProductSearchHistory = ListItem<'/v1/me/product-search-histories'>;
export type ProductRequestHistory = ListItem<'/v1/me/product-request-histories'>;
export type ProductHistoryBody = RequestBody<'/v1/product-histories', 'post'>;

type ListQuery = PageQuery & Fields;

/** Spec section 7, "Products": browsing, search-word and product-request histories. */
export function historiesApi(http: HttpClient) {
  return {
    /**
     * A guest's recently viewed products (spec section 6: guests may read them), recognised by
     * the mise_guest_id cookie the API sets when a guest posts a view.
     */
    guestProducts: (query: ListQuery = {}) =>
      callPaged(http, '/v1/guest/product-histories', { query }),
    products: (query: ListQuery = {}) => callPaged(http, '/v1/me/product-histories', { query }),
    removeProduct: (id: Id) =>
      call(http, 'delete', '/v1/me/product-histories/{id}', { params: { id } }),
    /** Guests post views too (spec section 6); answers the recent list (at most 10). */
    postProduct: (body: ProductHistoryBody) =>
      call(http, 'post', '/v1/product-histories', { body, config: KEEP_ON_ROUTE_CHANGE }),
    searches: (query: ListQuery = {}) =>
      callPaged(http, '/v1/me/product-search-histories', { query }),
    removeSearch: (id: Id) =>
      call(http, 'delete', '/v1/me/product-search-histories/{id}', { params: { id } }),
    requests: (query: ListQuery = {}) =>
      callPaged(http, '/v1/me/product-request-histories', { query }),
    removeRequest: (id: Id) =>
      call(http, 'delete', '/v1/me/product-request-histories/{id}', { params: { id } }),
  };
}
