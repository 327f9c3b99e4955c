// What bench:api measures, as data: each entry names the call and how to build its URL from
// values looked up once in the seeded catalogue (`needs`).

/**
 * @typedef {{ category?: string; productKey?: string }} Lookups
 * @typedef {{ label: string; needs: (keyof Lookups)[]; url: (values: Required<Lookups>) => string }} Endpoint
 */

/** @type {Record<string, Endpoint>} */
export const API_ENDPOINTS = {
  productList: {
    label: 'product list (15, category and its children, in stock, newest first)',
    needs: ['category'],
    url: ({ category }) =>
      `/v1/products?per_page=15&page=1&category=${encodeURIComponent(category)}&child=true&in_stock=1&sort=new`,
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

/** Issue 7's three; issue 8 adds cart calls here. */
export const DEFAULT_API_ENDPOINTS = ['productList', 'productDetail', 'categoryTree'];

/** @param {unknown} body */
function firstOf(body) {
  const list = Array.isArray(body) ? body : /** @type {{ data?: unknown }} */ (body ?? {}).data;
  return Array.isArray(list)
    ? /** @type {Record<string, unknown> | undefined} */ (list[0])
    : undefined;
}

/**
 * How each lookup is made: a call and what to take from its answer.
 * @type {Record<keyof Lookups, { url: string; pick: (body: unknown) => unknown }>}
 */
export const LOOKUPS = {
  category: { url: '/v1/categories/hierarchy?table=products', pick: (body) => firstOf(body)?.id },
  productKey: { url: '/v1/products?per_page=1', pick: (body) => firstOf(body)?.key },
};
