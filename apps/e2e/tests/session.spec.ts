import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { DEMO_PASSWORD, openHydrated, SHOPS, shopUrl } from '../shops.js';
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
