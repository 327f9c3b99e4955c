import { expect, test } from '../fixtures.js';
import type { APIRequestContext } from '@playwright/test';
import { ROUTES } from '@mise/storefront';
import { NEW_SHOPS, SHOPS, shopUrl } from '../shops.js';
import type { Shop, ShopServer } from '../shops.js';
import { cookieHeader, memberCookies } from './member.js';
import type { SessionCookie } from './member.js';
import { routesOf, samplePath } from './route-paths.js';

async function get(
  request: APIRequestContext,
  shop: ShopServer,
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
  shop: ShopServer,
  path: string,
  cookies?: SessionCookie[],
) {
  const response = await get(request, shop, path, cookies);
  expect(response.status(), `${path} answers 200`).toBe(200);
  expect(await response.text()).toContain('<html lang="ja">');
}

async function expectRedirect(
  request: APIRequestContext,
  shop: ShopServer,
  path: string,
  to: string,
  cookies?: SessionCookie[],
) {
  const response = await get(request, shop, path, cookies);
  expect(response.status(), `${path} redirects`).toBe(302);
  expect(response.headers().location).toBe(to);
}

/** Whether the shop's settings turn the member-only guard off (SITE.IS_NO_MEMBER_USE). */
async function isNoMemberUse(request: APIRequestContext, shop: ShopServer): Promise<boolean> {
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

// The shops pnpm create-theme made are swept too, as visitors (they have no demo member).
for (const shop of [...SHOPS, ...NEW_SHOPS] as (Shop | ShopServer)[]) {
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

    if ('member' in shop) {
      test.describe(`as the member ${shop.member}`, () => {
        for (const route of routesOf(shop).filter((r) => r.access !== 'public')) {
          test(`${route.path} (${route.access})`, async ({ request }) => {
            const path = await samplePath(request, shop, route);
            const cookies = await memberOf(request, shop);
            if (route.access === 'logout')
              await expectRedirect(request, shop, path, '/ec/', cookies);
            else await expectPage(request, shop, path, cookies);
          });
        }
      });
    }

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
