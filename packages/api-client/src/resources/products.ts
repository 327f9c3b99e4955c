import type { HttpClient } from '../client.js';
import { callPending, callPendingPaged } from '../request.js';
import type { Fields, Id, Json, PageQuery, Single } from './common.js';

/** Spec section 9: product lists page by 15, not the default 10. */
export const PRODUCTS_PER_PAGE = 15;

/**
 * A product as spec section 3 names it (its tracking fields included); the rest of the
 * record is not described there.
 */
export type Product = {
  key: string;
  id: Id;
  is_favorite?: boolean;
  name?: string;
  code?: string;
  product_price?: number;
  product_price_with_tax?: number;
  before_price?: number;
  brand?: unknown;
  product_model?: { products?: unknown[]; categories?: { name: string }[] } & Json;
  image?: { path: string } & Json;
  is_show_product?: boolean;
  is_stock_available?: boolean;
  logreco_rcmd_ct?: unknown;
} & Json;

/** A query of the product list; `category` narrows it to a category and its children. */
export type ProductQuery = PageQuery & { category?: Id | null } & Fields;

export type ProductReview = { id: Id } & Json;

function hasCategory(query: ProductQuery): boolean {
  const { category } = query;
  return category !== undefined && category !== null && category !== '';
}

/** Spec section 7, "Products": the catalogue, likes, reviews, requests and search words. */
export function productsApi(http: HttpClient) {
  return {
    /** Spec section 7: a category filter also returns the products of its child categories (child=true). */
    list: (query: ProductQuery = {}) =>
      callPendingPaged<Product>(
        http,
        '/v1/products',
        { query: hasCategory(query) ? { ...query, child: true } : query },
        PRODUCTS_PER_PAGE,
      ),
    detail: (key: string) =>
      callPending<Single<Product>>(http, 'get', '/v1/products/{key}', { params: { key } }),
    recommend: (key: string) =>
      callPending<Json>(http, 'get', '/v1/products/{key}/recommend', { params: { key } }),
    accessories: (key: string) =>
      callPending<Json>(http, 'get', '/v1/products/{key}/accessories', { params: { key } }),
    like: (key: string) =>
      callPending<Json>(http, 'post', '/v1/products/{key}/likes', { params: { key } }),
    unlike: (key: string) =>
      callPending<Json>(http, 'delete', '/v1/products/{key}/likes', { params: { key } }),
    reviews: (key: string, query: PageQuery & Fields = {}) =>
      callPendingPaged<ProductReview>(http, '/v1/products/{key}/reviews', {
        params: { key },
        query,
      }),
    postReview: (productId: Id, review: Fields) =>
      callPending<Json>(http, 'post', '/v1/products/{productId}/reviews', {
        params: { productId },
        body: review,
      }),
    request: (body: Fields) => callPending<Json>(http, 'post', '/v1/product-requests', { body }),
    /**
     * Records a search word. A blank word is no search (spec section 5): it resolves to
     * undefined without a request.
     */
    postSearchHistory: async (word: string): Promise<Json | undefined> => {
      if (word.trim() === '') return undefined;
      return callPending<Json>(http, 'post', '/v1/product-search-histories', {
        body: { query: word },
      });
    },
  };
}
