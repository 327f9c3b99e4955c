import { expect, test } from '../fixtures.js';
import type { ConsoleMessage } from '@playwright/test';
import { SHOPS, shopUrl } from '../shops.js';

for (const shop of SHOPS) {
  test.describe(`${shop.theme} shop`, () => {
    test('the top page is server-rendered in Japanese and hydrates without warnings', async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text()))
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const response = await page.goto(`${shopUrl(shop)}/`);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toContain('<html lang="ja">');
      await expect(page.locator('h1')).toBeVisible();
      // Hydrated: an in-app link navigates without a full reload.
      await page.getByRole('link', { name: 'お知らせ' }).first().click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('a login-only page sends a visitor to /login/', async ({ page }) => {
      await page.goto(`${shopUrl(shop)}/mypage`);
      await expect(page).toHaveURL(/\/login\/?$/);
    });

    test('an unknown path shows the 404 page', async ({ page }) => {
      const response = await page.goto(`${shopUrl(shop)}/no/such/page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404 Not Found')).toBeVisible();
      await expect(page.getByText('お探しのページが見つかりませんでした。')).toBeVisible();
    });
  });
}
