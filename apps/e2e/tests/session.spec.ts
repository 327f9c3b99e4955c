import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { apiUrl, DEMO_PASSWORD, openHydrated, SHOPS, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';

async function login(page: Page, shop: Shop) {
  await page.getByLabel('メールアドレスまたはユーザー名', { exact: true }).fill(shop.member);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

/** The member logged in through the login screen, then holding an access token the API refuses. */
async function withRefusedToken(page: Page, shop: Shop) {
  await openHydrated(page, `${shopUrl(shop)}/login/`);
  await login(page, shop);
  await expect(page).toHaveURL(/\/mypage\/?$/);
  await page
    .context()
    .addCookies([{ name: 'access_token', value: 'no-longer-valid', url: shopUrl(shop) }]);
}

// Spec section 8: a 401 refreshes the token once and retries; a failed refresh leads to the
// session-expired login, and the login back to the page the member was on.
for (const shop of SHOPS) {
  test(`${shop.theme}: a member page with a refused token refreshes it and shows the member's data`, async ({
    page,
  }) => {
    await withRefusedToken(page, shop);
    await page.goto(`${shopUrl(shop)}/mypage/user_info`);
    await expect(page.getByText(shop.member, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/mypage\/user_info$/);
  });

  test(`${shop.theme}: when the refresh fails too, the member logs in again and is back on the page`, async ({
    page,
  }) => {
    await withRefusedToken(page, shop);
    await page.context().clearCookies({ name: 'mise_refresh' });
    await page.goto(`${shopUrl(shop)}/mypage/user_info`);
    await expect(page).toHaveURL(/\/login\/\?re=1$/);
    await expect(
      page.getByText('ログインの有効期限が切れました。もう一度ログインしてください。'),
    ).toBeVisible();
    await login(page, shop);
    await expect(page).toHaveURL(/\/mypage\/user_info$/);
    await expect(page.getByText(shop.member, { exact: true })).toBeVisible();
  });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The browser's, the API's and the shop's clocks `offsetMs` ahead of the machine's: the member
 * comes back that much later (the browser's cookies keep their real expiry, checked apart).
 * The shop's page is left first, as the member did: a page still open would see its clock jump
 * and refresh the session itself while the servers' clocks are still being moved.
 */
async function moveClocks(page: Page, shop: Shop, offsetMs: number) {
  await page.goto('about:blank');
  await page.clock.setSystemTime(Date.now() + offsetMs);
  await moveServerClocks(page.request, shop, offsetMs);
}

async function moveServerClocks(request: APIRequestContext, shop: Shop, offsetMs: number) {
  for (const url of [`${apiUrl}/dev/clock`, `${shopUrl(shop)}/dev/clock`]) {
    const moved = await request.post(url, { data: { offset_ms: offsetMs } });
    expect(moved.status(), url).toBe(200);
  }
}

// Spec section 4: a stored token whose expiry has passed is refreshed. The access token lives an
// hour, the refresh token 30 days: a member who comes back within those 30 days is logged in,
// on my page as the server renders it, and on a shared catalogue page once the browser has
// refreshed the session (the header is a member's from the first paint).
test.describe('a member who comes back after the access token expired', () => {
  const shop = SHOPS[0];
  test.afterEach(async ({ request }) => {
    await moveServerClocks(request, shop, 0);
  });

  test('is logged in on the server-rendered my page and the shared catalogue page an hour, a day and 29 days later', async ({
    page,
  }) => {
    await page.clock.install();
    await openHydrated(page, `${shopUrl(shop)}/login/`);
    await login(page, shop);
    await expect(page).toHaveURL(/\/mypage\/?$/);
    // The stored session outlives the access token's hour (the browser's real cookie expiry).
    const stored = await page.context().cookies(shopUrl(shop));
    for (const name of ['access_token', 'token_expires_at', 'mise_refresh'])
      expect(stored.find((cookie) => cookie.name === name)?.expires, name).toBeGreaterThan(
        (Date.now() + 29 * DAY) / 1000,
      );

    const header = page.getByRole('banner');
    for (const offset of [HOUR + MINUTE, DAY, 29 * DAY]) {
      await moveClocks(page, shop, offset);
      for (const path of ['/mypage/user_info', '/product/st-00002-01/']) {
        const response = await page.goto(`${shopUrl(shop)}${path}`);
        const html = await response!.text();
        if (path.startsWith('/mypage')) {
          // A personal page: the server refreshed the session, its HTML is the member's.
          expect(html, `${path} after ${offset} ms`).toContain('\\"isLogin\\":true');
          expect(html).not.toMatch(/<a[^>]*href="\/login\/?"[^>]*>ログイン</);
        } else {
          // A shared page: every shopper's document, the login checked by the browser. The
          // member's cookies mark the page a member's before it paints.
          expect(html, `${path} after ${offset} ms`).not.toContain('\\"isLogin\\":true');
          await expect(page.locator('html')).toHaveAttribute('data-member', '');
        }
        await expect(page).toHaveURL(`${shopUrl(shop)}${path}`);
        await expect(header.getByRole('link', { name: 'マイページ' })).toBeVisible();
        await expect(header.getByRole('link', { name: 'ログイン', exact: true })).toHaveCount(0);
      }
    }
    await page.goto(`${shopUrl(shop)}/mypage/user_info`);
    await expect(page.getByText(shop.member, { exact: true })).toBeVisible();
  });

  test('after the refresh token expired (30 days and a minute) is logged out cleanly', async ({
    page,
  }) => {
    await page.clock.install();
    await openHydrated(page, `${shopUrl(shop)}/login/`);
    await login(page, shop);
    await expect(page).toHaveURL(/\/mypage\/?$/);
    await moveClocks(page, shop, 30 * DAY + MINUTE);
    await page.goto(`${shopUrl(shop)}/mypage/user_info`);
    await expect(page).toHaveURL(/\/login\/\?re=1$/);
    await expect(
      page.getByText('ログインの有効期限が切れました。もう一度ログインしてください。'),
    ).toBeVisible();
    const names = (await page.context().cookies(shopUrl(shop))).map((cookie) => cookie.name);
    expect(names).not.toContain('access_token');
    expect(names).not.toContain('mise_refresh');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'ログイン', exact: true }),
    ).toBeVisible();
  });
});
