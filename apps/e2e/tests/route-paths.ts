import type { APIRequestContext } from '@playwright/test';
import { routesFor } from '@mise/storefront';
import type { RouteDef } from '@mise/storefront';
import { shopUrl } from '../shops.js';
import type { ShopServer } from '../shops.js';

/** Keys of items every demo shop has, for the detail pages whose loader looks the item up. */
const SAMPLE_KEYS: Partial<Record<string, string>> = { newsDetail: 'n001', blogDetail: 'b001' };

type Keyed = { data: { key: string }[] };

/** The shop's own first product and maker (each shop's catalogue has keys of its own). */
const catalogKeys = new Map<string, Promise<Partial<Record<string, string>>>>();
function shopKeys(request: APIRequestContext, shop: ShopServer) {
  let keys = catalogKeys.get(shop.theme);
  if (!keys) {
    keys = (async () => {
      const [products, makers] = await Promise.all(
        ['/v1/products?per_page=1', '/v1/makers?per=all'].map(async (path) => {
          const response = await request.get(`${shopUrl(shop)}${path}`);
          return ((await response.json()) as Keyed).data;
        }),
      );
      const product = products?.[0]?.key;
      const maker = makers?.[0]?.key;
      return { productDetail: product, productUos: product, makerDetail: maker };
    })();
    catalogKeys.set(shop.theme, keys);
  }
  return keys;
}

/**
 * A concrete path for a route: a seeded key for :key (a sample key where the page renders
 * without looking the item up), and for /:slug a static page every demo shop has.
 */
export async function samplePath(request: APIRequestContext, shop: ShopServer, route: RouteDef) {
  const key = SAMPLE_KEYS[route.id] ?? (await shopKeys(request, shop))[route.id] ?? 'sample-1';
  return route.path.replace(/:key\??/g, key).replace(':slug', 'guide');
}

/** Every route but the catch-all (whose 404 shell.spec.ts checks). */
export const routesOf = (shop: ShopServer) =>
  routesFor(shop.theme).filter((route) => route.path !== '*');
