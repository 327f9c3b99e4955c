// What bench:api measures, as data: each entry names the call and how to build its URL from
// values looked up once in the seeded catalogue (`needs`).

/**
 * @typedef {{ category?: string; productKey?: string }} Lookups
 * @typedef {{
 *   label: string;
 *   needs: (keyof Lookups)[];
 *   url: (values: Required<Lookups>) => string;
 *   check?: (body: unknown) => string | null;
 * }} Endpoint
 * @typedef {{ method: string; path: string; body: string; headers?: Record<string, string> }} PreparedRequest
 * @typedef {{
 *   label: string;
 *   needs: (keyof Lookups)[];
 *   carts: 'open' | 'ready';
 *   perRequest: boolean;
 *   request: (cart: { token: string }, values: Required<Lookups>, index: number) => PreparedRequest;
 * }} CartEndpoint
 */

/** @type {Record<string, Endpoint>} */
export const API_ENDPOINTS = {
  productList: {
    label: 'product list (15, category and its children, in stock, newest first)',
    needs: ['category'],
    url: ({ category }) =>
      `/v1/products?per_page=15&page=1&category=${encodeURIComponent(category)}&child=true&in_stock=1&sort=new`,
    // A page of filters that match nothing would measure an empty answer.
    check: (body) => {
      const count = listOf(body)?.length ?? 0;
      return count === 15 ? null : `the filters matched ${count} products, not a page of 15`;
    },
  },
  productListAll: {
    label: 'product list (15, the whole catalogue, recommended order)',
    needs: [],
    url: () => '/v1/products?per_page=15&page=1',
  },
  productListDeep: {
    label: 'product list (15, page 200 of the whole catalogue, cheapest first)',
    needs: [],
    url: () => '/v1/products?per_page=15&page=200&sort=price_asc',
  },
  productSearch: {
    label: 'keyword search (15, 「ジャケット」)',
    needs: [],
    url: () => `/v1/products?per_page=15&page=1&keyword=${encodeURIComponent('ジャケット')}`,
  },
  productDetail: {
    label: 'product detail',
    needs: ['productKey'],
    url: ({ productKey }) => `/v1/products/${encodeURIComponent(productKey)}`,
  },
  categoryTree: {
    label: 'category tree',
    needs: [],
    url: () => '/v1/categories/hierarchy?table=products',
  },
  // Calls the API has had from the start: a check of the harness itself.
  settingsFront: { label: 'front settings', needs: [], url: () => '/v1/settings/front' },
  staticPageUrls: { label: 'static page URLs', needs: [], url: () => '/v1/static-pages/urls' },
};

/**
 * Calls that change a cart. Their carts are made before the measured run through the public
 * cart calls (init, add, delivery address, orderer and payment): only `request` is timed.
 * `perRequest`: each request uses up its own cart (the decision), so the run is a fixed number
 * of requests (one per prepared cart) instead of a duration, and has no warm-up.
 * @type {Record<string, CartEndpoint>}
 */
export const CART_ENDPOINTS = {
  cartAdd: {
    label: 'cart add (1 unit; requests spread round-robin over 100 guest carts)',
    needs: ['productKey'],
    carts: 'open',
    perRequest: false,
    request: ({ token }, { productKey }) => ({
      method: 'PATCH',
      path: '/v1/carts/products/add',
      body: JSON.stringify({ token, products: [{ product_key: productKey, quantity: 1 }] }),
    }),
  },
  decision: {
    label: 'decision (guest, cash on delivery, 1 line; a fresh prepared cart per request)',
    needs: ['productKey'],
    carts: 'ready',
    perRequest: true,
    request: ({ token }, _values, index) => ({
      method: 'POST',
      path: `/v1/carts/${token}/decision`,
      body: '{}',
      headers: { 'idempotency-key': `bench-${index}-${token}` },
    }),
  },
};

/** Issue 7's three and issue 8's cart calls. */
export const DEFAULT_API_ENDPOINTS = [
  'productList',
  'productDetail',
  'categoryTree',
  'cartAdd',
  'decision',
];

/** @param {unknown} body */
function listOf(body) {
  const list = Array.isArray(body) ? body : /** @type {{ data?: unknown }} */ (body ?? {}).data;
  return Array.isArray(list) ? /** @type {Record<string, unknown>[]} */ (list) : undefined;
}

/** @param {unknown} body */
function firstOf(body) {
  return listOf(body)?.[0];
}

/**
 * How each lookup is made: a call and what to take from its answer.
 * @type {Record<keyof Lookups, { url: string; pick: (body: unknown) => unknown }>}
 */
export const LOOKUPS = {
  category: { url: '/v1/categories/hierarchy?table=products', pick: (body) => firstOf(body)?.id },
  productKey: { url: '/v1/products?per_page=1', pick: (body) => firstOf(body)?.key },
};
