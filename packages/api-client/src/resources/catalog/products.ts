import { KEEP_ON_ROUTE_CHANGE } from '../../client.js';
import { captchaConfig } from '../../captcha.js';
import type { HttpClient } from '../../client.js';
import { call, callPaged } from '../../request.js';
import type { ListItem, RequestBody, ResponseBody } from '../../types.js';
import type { Fields, Id, PageQuery } from '../common.js';

/** Spec section 9: product lists page by 15, not the default 10. */
export const PRODUCTS_PER_PAGE = 15;

/**
 * A product as lists show it (spec section 3, tracking fields included): one entry per model,
 * its first product, with the stock of the whole model.
 */
export type Product = ListItem<'/v1/products'>;
/** A product page's product: the model with its variants, images, specs, categories and tags. */
export type ProductDetail = ResponseBody<'/v1/products/{key}', 'get'>['data'];
/** One colour/size variant of a model (each has its own key, price and stock). */
export type ProductVariant = ProductDetail['product_model']['products'][number];
export type ProductImage = ProductDetail['images'][number];
export type ProductCategory = ProductDetail['product_model']['categories'][number];

/** The sort orders of the product list. */
export type ProductSort = 'recommend' | 'new' | 'price_asc' | 'price_desc' | 'popular' | 'review';

/**
 * A query of the product list; `category` narrows it to a category and its children. Prices
 * are tax-inclusive yen; several keyword words separated by spaces must all match.
 */
export type ProductQuery = PageQuery & {
  keyword?: string;
  category?: Id | null;
  maker?: Id;
  brand?: Id;
  tag?: Id;
  /** 車種から探す: parts fitting a vehicle, or any vehicle of a maker, in a model year. */
  vehicle?: Id;
  vehicle_maker?: Id;
  vehicle_year?: number;
  price_min?: number;
  price_max?: number;
  in_stock?: boolean | 0 | 1;
  sort?: ProductSort;
  /** Unlock tokens of password-protected tags (site.tagPassword), comma-separated. */
  tag_token?: string;
} & Fields;

export type ProductReview = ListItem<'/v1/products/{key}/reviews'>;
export type ProductReviewBody = RequestBody<'/v1/products/{productId}/reviews', 'post'>;
export type ProductRequestBody = RequestBody<'/v1/product-requests', 'post'>;

function hasCategory(query: ProductQuery): boolean {
  const { category } = query;
  return category !== undefined && category !== null && category !== '';
}

/** Spec section 7, "Products": the catalogue, likes, reviews, requests and search words. */
export function productsApi(http: HttpClient) {
  return {
    /** Spec section 7: a category filter also returns the products of its child categories (child=true). */
    list: (query: ProductQuery = {}) =>
      callPaged(
        http,
        '/v1/products',
        { query: hasCategory(query) ? { ...query, child: true } : query },
        PRODUCTS_PER_PAGE,
      ),
    /** 404 (product_not_found) for an unknown or withdrawn key. */
    detail: (key: string, query: { tag_token?: string } = {}) =>
      call(http, 'get', '/v1/products/{key}', { params: { key }, query }),
    recommend: (key: string) =>
      call(http, 'get', '/v1/products/{key}/recommend', { params: { key } }),
    accessories: (key: string) =>
      call(http, 'get', '/v1/products/{key}/accessories', { params: { key } }),
    like: (key: string) => call(http, 'post', '/v1/products/{key}/likes', { params: { key } }),
    unlike: (key: string) => call(http, 'delete', '/v1/products/{key}/likes', { params: { key } }),
    reviews: (key: string, query: PageQuery & Fields = {}) =>
      callPaged(http, '/v1/products/{key}/reviews', { params: { key }, query }),
    /**
     * A member's review (rating 1–5, title, body, nickname); 422 with field messages.
     * captchaToken: the bot protection's token for the action `review`, when the shop has one.
     */
    postReview: (productId: Id, review: ProductReviewBody, captchaToken?: string) =>
      call(http, 'post', '/v1/products/{productId}/reviews', {
        params: { productId },
        body: review,
        config: captchaConfig(captchaToken),
      }),
    /** A restock request (product_id of a sold-out product) or a new-product request (name). */
    request: (body: ProductRequestBody) => call(http, 'post', '/v1/product-requests', { body }),
    /**
     * Records a search word. A blank word is no search (spec section 5): it resolves to
     * undefined without a request.
     */
    postSearchHistory: async (word: string) => {
      if (word.trim() === '') return undefined;
      return call(http, 'post', '/v1/product-search-histories', {
        body: { query: word },
        config: KEEP_ON_ROUTE_CHANGE,
      });
    },
  };
}
