import { expect, test } from '../fixtures.js';
import type { APIRequestContext } from '@playwright/test';
import { ROUTES, routesFor } from '@mise/storefront';
import type { RouteDef } from '@mise/storefront';
import { SHOPS, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';
import { cookieHeader, memberCookies } from './member.js';
import type { SessionCookie } from './member.js';

/** Keys of items every demo shop has, for the detail pages whose loader looks the item up. */
const SAMPLE_KEYS: Partial<Record<string, string>> = { newsDetail: 'n001', blogDetail: 'b001' };

type Keyed = { data: { key: string }[] };

/** The shop's own first product and maker (each shop's catalogue has keys of its own). */
const catalogKeys = new Map<string, Promise<Partial<Record<string, string>>>>();
function shopKeys(request: APIRequestContext, shop: Shop) {
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
async function samplePath(request: APIRequestContext, shop: Shop, route: RouteDef) {
  const key = SAMPLE_KEYS[route.id] ?? (await shopKeys(request, shop))[route.id] ?? 'sample-1';
  return route.path.replace(/:key\??/g, key).replace(':slug', 'guide');
}

/** Every route but the catch-all (whose 404 shell.spec.ts checks). */
const routesOf = (shop: Shop) => routesFor(shop.theme).filter((route) => route.path !== '*');

async function get(
  request: APIRequestContext,
  shop: Shop,
  path: string,
  cookies?: SessionCookie[],
) {
  return request.get(`${shopUrl(shop)}${path}`, {
    maxRedirects: 0,
    headers: cookies ? { cookie: cookieHeader(cookies) } : {},
  });
}

async function expectPage(
  request: APIRequestContext,
  shop: Shop,
  path: string,
  cookies?: SessionCookie[],
) {
  const response = await get(request, shop, path, cookies);
  expect(response.status(), `${path} answers 200`).toBe(200);
  expect(await response.text()).toContain('<html lang="ja">');
}

async function expectRedirect(
  request: APIRequestContext,
  shop: Shop,
  path: string,
  to: string,
  cookies?: SessionCookie[],
) {
  const response = await get(request, shop, path, cookies);
  expect(response.status(), `${path} redirects`).toBe(302);
  expect(response.headers().location).toBe(to);
}

/** Whether the shop's settings turn the member-only guard off (SITE.IS_NO_MEMBER_USE). */
async function isNoMemberUse(request: APIRequestContext, shop: Shop): Promise<boolean> {
  const response = await request.get(`${shopUrl(shop)}/v1/settings/front`);
  const { data } = (await response.json()) as { data: Record<string, unknown> };
  return data['SITE.IS_NO_MEMBER_USE'] === true;
}

/** One login per shop for all its member checks (the API limits logins per minute). */
const sessions = new Map<string, Promise<SessionCookie[]>>();
function memberOf(request: APIRequestContext, shop: Shop) {
  let session = sessions.get(shop.theme);
  if (!session) {
    session = memberCookies(request, shop);
    sessions.set(shop.theme, session);
  }
  return session;
}

for (const shop of SHOPS) {
  test.describe(`${shop.theme} shop: every route of its table`, () => {
    test.describe('as a visitor', () => {
      for (const route of routesOf(shop)) {
        test(`${route.path} (${route.access})`, async ({ request }) => {
          const path = await samplePath(request, shop, route);
          if (route.access === 'login') {
            await expectRedirect(request, shop, path, '/login/');
          } else if (route.access === 'member' && !(await isNoMemberUse(request, shop))) {
            await expectRedirect(request, shop, path, '/login/');
          } else {
            await expectPage(request, shop, path);
          }
        });
      }
    });

    test.describe(`as the member ${shop.member}`, () => {
      for (const route of routesOf(shop).filter((r) => r.access !== 'public')) {
        test(`${route.path} (${route.access})`, async ({ request }) => {
          const path = await samplePath(request, shop, route);
          const cookies = await memberOf(request, shop);
          if (route.access === 'logout') await expectRedirect(request, shop, path, '/ec/', cookies);
          else await expectPage(request, shop, path, cookies);
        });
      }
    });

    test.describe('routes of other themes', () => {
      for (const route of ROUTES.filter((r) => r.themes && !r.themes.includes(shop.theme))) {
        test(`${route.path} is not found`, async ({ request }) => {
          const response = await get(request, shop, await samplePath(request, shop, route));
          expect(response.status()).toBe(404);
        });
      }
    });
  });
}
