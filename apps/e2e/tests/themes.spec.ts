import { expect, test } from '../fixtures.js';
import { SHOPS, shopUrl } from '../shops.js';
import { memberCookies } from './member.js';

const SITE_NAMES = { standard: 'Mise ストア', business: 'Mise ビジネス', moto: 'Mise モトパーツ' };

for (const shop of SHOPS) {
  test.describe(`${shop.theme} theme`, () => {
    test('names its own shop and shows the shop-written pages in its page template', async ({
      page,
    }) => {
      await page.goto(`${shopUrl(shop)}/`);
      await expect(page).toHaveTitle(`トップ | ${SITE_NAMES[shop.theme]}`);
      await page.goto(`${shopUrl(shop)}/guide`);
      await expect(page.getByRole('heading', { level: 1, name: 'ご利用ガイド' })).toBeVisible();
      const trail = page.getByRole('navigation', { name: 'パンくずリスト' });
      await expect(trail.getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('heading', { name: 'ご注文の流れ' })).toBeVisible();
    });

    test('shows an article in its page template, with the way back to the list', async ({
      page,
    }) => {
      await page.goto(`${shopUrl(shop)}/news/n001/`);
      const trail = page.getByRole('navigation', { name: 'パンくずリスト' });
      await expect(trail.getByRole('link', { name: 'お知らせ一覧' })).toBeVisible();
      await page.getByRole('link', { name: 'お知らせ一覧へ戻る' }).click();
      await expect(page).toHaveURL(/\/news\/$/);
    });
  });
}

test('the business header names the logged-in member’s company', async ({ page, request }) => {
  const shop = SHOPS.find((s) => s.theme === 'business')!;
  await page.goto(`${shopUrl(shop)}/`);
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: '法人会員登録', exact: true })).toBeVisible();
  const cookies = await memberCookies(request, shop);
  await page.context().addCookies(cookies.map((c) => ({ ...c, url: shopUrl(shop) })));
  await page.goto(`${shopUrl(shop)}/`);
  // The phone drawer holds the same greeting, hidden at this width.
  await expect(header.getByText('株式会社見世商事 様').filter({ visible: true })).toBeVisible();
  await expect(header.getByRole('link', { name: '法人会員登録', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'ショップトップへ' })).toBeVisible();
});

test('the motorcycle-parts menu leads to the pages only that shop has', async ({ page }) => {
  const shop = SHOPS.find((s) => s.theme === 'moto')!;
  await page.goto(`${shopUrl(shop)}/`);
  const menu = page.getByRole('navigation', { name: 'メインメニュー' });
  for (const [label, path, title] of [
    ['よくあるご質問', '/faq', 'よくあるご質問'],
    ['カタログ請求', '/catalog-order', 'カタログ請求'],
    ['スタイリスト', '/stylist', 'スタイリスト'],
  ] as const) {
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});
