import { expect, test } from '../fixtures.js';
import type { APIRequestContext } from '@playwright/test';
import { ROUTES } from '@mise/storefront';
import type { RouteDef } from '@mise/storefront';
import { NEW_SHOPS, SHOPS, shopUrl } from '../shops.js';
import type { Shop, ShopServer } from '../shops.js';
import { cookieHeader, memberCookies } from './member.js';
import type { SessionCookie } from './member.js';
import { describeLandmark, hasLandmark, landmarksOf, ROUTE_LANDMARKS } from './route-landmarks.js';
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

/** The page of the route answers, and its server HTML holds what only that page renders. */
async function expectPage(
  request: APIRequestContext,
  shop: ShopServer,
  route: RouteDef,
  path: string,
  cookies?: SessionCookie[],
) {
  // Looked up first: a route without a landmark fails before anything is asked.
  const landmarks = landmarksOf(route.id, shop.theme, { asMember: Boolean(cookies) });
  const response = await get(request, shop, path, cookies);
  expect(response.status(), `${path} answers 200`).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="ja">');
  const page = `${route.id} (${path}, ${shop.theme} shop, as ${cookies ? 'a member' : 'a visitor'})`;
  for (const landmark of landmarks.html) {
    expect(
      hasLandmark(html, landmark),
      `${page}: its page's landmark ${describeLandmark(landmark)} is in the server HTML`,
    ).toBe(true);
  }
  for (const landmark of landmarks.without) {
    expect(
      hasLandmark(html, landmark),
      `${page}: ${describeLandmark(landmark)}, which another page has, is not in the server HTML`,
    ).toBe(false);
  }
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

// A new route brings its landmark, and a removed one takes it away (the catch-all has none:
// shell.spec.ts checks its 404).
test('route-landmarks.ts has a landmark for every route of the table and none for another', () => {
  const ids = ROUTES.filter((route) => route.path !== '*').map((route) => route.id);
  expect(
    ids.filter((id) => !(id in ROUTE_LANDMARKS)),
    'routes without a landmark',
  ).toEqual([]);
  expect(
    Object.keys(ROUTE_LANDMARKS).filter((id) => !ids.includes(id)),
    'landmarks of no route',
  ).toEqual([]);
});

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
            await expectPage(request, shop, route, path);
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
            else await expectPage(request, shop, route, path, cookies);
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
