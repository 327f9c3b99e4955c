import type { HttpClient } from '../client.js';
import { callPending, callPendingPaged } from '../request.js';
import type { Fields, Id, Json, PageQuery } from './common.js';

/** A viewed product (spec section 3): the product's favourite flag travels with it. */
export type ProductHistory = {
  product_id: Id;
  product: { id: Id; is_favorite?: boolean } & Json;
} & Json;
export type ProductSearchHistory = { id: Id } & Json;
export type ProductRequestHistory = { id: Id } & Json;

type ListQuery = PageQuery & Fields;

/** Spec section 7, "Products": browsing, search-word and product-request histories. */
export function historiesApi(http: HttpClient) {
  return {
    /** A guest's recently viewed products (spec section 6: guests may read them). */
    guestProducts: (query: ListQuery = {}) =>
      callPendingPaged<ProductHistory>(http, '/v1/guest/product-histories', { query }),
    products: (query: ListQuery = {}) =>
      callPendingPaged<ProductHistory>(http, '/v1/me/product-histories', { query }),
    removeProduct: (id: Id) =>
      callPending<Json>(http, 'delete', '/v1/me/product-histories/{id}', { params: { id } }),
    /** Guests post views too (spec section 6). */
    postProduct: (body: Fields) =>
      callPending<Json>(http, 'post', '/v1/product-histories', { body }),
    searches: (query: ListQuery = {}) =>
      callPendingPaged<ProductSearchHistory>(http, '/v1/me/product-search-histories', { query }),
    removeSearch: (id: Id) =>
      callPending<Json>(http, 'delete', '/v1/me/product-search-histories/{id}', { params: { id } }),
    requests: (query: ListQuery = {}) =>
      callPendingPaged<ProductRequestHistory>(http, '/v1/me/product-request-histories', { query }),
    removeRequest: (id: Id) =>
      callPending<Json>(http, 'delete', '/v1/me/product-request-histories/{id}', {
        params: { id },
      }),
  };
}
