import { expect, test, welcomePopup } from '../fixtures.js';
import type { Page } from '@playwright/test';
import { openHydrated, SHOPS, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';
import { memberCookies } from './member.js';

/** Each demo shop's landing page with a coupon only that page hands out. */
const LANDING_PAGES = {
  standard: { slug: 'spring-fair', title: '春の新生活フェア' },
  business: { slug: 'bulk-order', title: 'まとめ買い特別キャンペーン' },
  moto: { slug: 'muffler-fair', title: 'マフラー交換フェア' },
} as const;

/** What only this theme's top page has: its own arrangement of the layout blocks. */
async function expectOwnComposition(page: Page, shop: Shop) {
  switch (shop.theme) {
    case 'standard':
      await expect(
        page.getByRole('heading', { level: 1, name: 'Mise ストアへようこそ' }),
      ).toBeVisible();
      break;
    case 'business':
      // News and categories beside the products, in a column of their own.
      await expect(page.getByRole('complementary', { name: 'お知らせとカテゴリ' })).toBeVisible();
      break;
    case 'moto':
      await expect(page.getByRole('navigation', { name: 'パーツを探す' })).toBeVisible();
      break;
  }
}

for (const shop of SHOPS) {
  test.describe(`${shop.theme} content`, () => {
    test('the top page shows banners, news and recommended products in the theme’s composition', async ({
      page,
    }) => {
      await page.goto(`${shopUrl(shop)}/`);
      await expectOwnComposition(page, shop);
      const banner = page.locator('img[src^="/v1/banners/"]').first();
      await expect(banner).toBeVisible();
      // Sized in the markup, so nothing moves when the picture arrives.
      await expect(banner).toHaveAttribute('width', /\d+/);
      await expect(banner).toHaveAttribute('height', /\d+/);
      expect(await page.locator('main ul[aria-label] article').count()).toBeGreaterThan(0);
      const news = page.locator('main a[href^="/news/n"]');
      expect(await news.count()).toBeGreaterThan(0);
      // The business-day calendar: this month in Japan and the next, closed days named.
      const [year, month] = new Date(Date.now() + 9 * 3600_000)
        .toISOString()
        .slice(0, 7)
        .split('-')
        .map(Number);
      const calendar = page.getByRole('table', { name: `${year}年${month}月` });
      await expect(calendar).toBeVisible();
      expect(await calendar.getByText('（休業日）').count()).toBeGreaterThanOrEqual(8);
      await expect(page.getByRole('table', { name: /^\d{4}年\d{1,2}月$/ })).toHaveCount(2);
    });

    test('a first visit to the top page opens the welcome popup, and only the first', async ({
      page,
    }) => {
      const popup = welcomePopup(page);
      await page.removeLocatorHandler(popup);
      await page.goto(`${shopUrl(shop)}/`);
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('link', { name: '会員登録する' })).toHaveAttribute(
        'href',
        '/register/',
      );
      await popup.getByRole('button', { name: '閉じる' }).click();
      await expect(popup).toBeHidden();

      // The popups come with the page: once it has hydrated and loaded what it asks for, the
      // popup would be open.
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      await expect(popup).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('mise:popups-seen'))).toMatch(/\d/);
    });

    test('news list leads to an article and back', async ({ page }) => {
      await page.goto(`${shopUrl(shop)}/news/`);
      const list = page.getByRole('list', { name: 'お知らせ一覧' });
      const first = list.getByRole('link').first();
      const title = (await first.textContent())!;
      await first.click();
      await expect(page).toHaveURL(/\/news\/n\d+\/$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('link', { name: 'お知らせ一覧へ戻る' }).click();
      await expect(page.getByRole('list', { name: 'お知らせ一覧' })).toBeVisible();
    });

    test('a member sees which news they have read on the list every shopper gets', async ({
      page,
      request,
    }) => {
      const cookies = await memberCookies(request, shop);
      const headers = {
        authorization: `Bearer ${cookies.find((c) => c.name === 'access_token')!.value}`,
      };
      type News = { data: { id: number; is_read: boolean }[] };
      const news = async () =>
        ((await (await request.get(`${shopUrl(shop)}/v1/news`, { headers })).json()) as News).data;
      // One item read, so the member's marks differ from anybody's.
      const first = (await news())[0]!;
      await request.post(`${shopUrl(shop)}/v1/news/readables`, {
        headers,
        data: { readable_id: first.id },
      });
      const unread = (await news()).filter((item) => !item.is_read).length;
      await page.context().addCookies(cookies.map((c) => ({ ...c, url: shopUrl(shop) })));
      await openHydrated(page, `${shopUrl(shop)}/news/`);
      const list = page.getByRole('list', { name: 'お知らせ一覧' });
      await expect(list.getByText('未読', { exact: true })).toHaveCount(unread);
    });

    test('a member takes the coupon of a landing page', async ({ page, request }) => {
      const lp = LANDING_PAGES[shop.theme];
      const cookies = await memberCookies(request, shop);
      await page.context().addCookies(cookies.map((c) => ({ ...c, url: shopUrl(shop) })));
      await openHydrated(page, `${shopUrl(shop)}/${lp.slug}/`);
      await expect(page.getByRole('heading', { level: 1, name: lp.title })).toBeVisible();
      // The page every shopper gets: the member sees the button, never the guest's login link.
      await expect(page.getByRole('link', { name: 'ログインしてクーポンを獲得する' })).toBeHidden();
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'クーポンを獲得する' }) })
        .first();
      const name = (await card.getByRole('heading').textContent())!;
      await card.getByRole('button', { name: 'クーポンを獲得する' }).click();
      const taken = page.getByRole('article', { name });
      await expect(taken.getByText('獲得済み')).toBeVisible();
      // The API keeps it: after a reload the coupon is still taken.
      await page.reload();
      await expect(page.getByRole('article', { name }).getByText('獲得済み')).toBeVisible();
    });

    test('a redirecting landing page sends the browser on', async ({ page }) => {
      await page.goto(`${shopUrl(shop)}/entry/`);
      await expect(page).toHaveURL(/\/register\/?$/);
      await expect(page.getByRole('heading', { level: 1, name: '会員登録' })).toBeVisible();
    });

    test('a static page is shown by its slug', async ({ page }) => {
      await page.goto(`${shopUrl(shop)}/law/`);
      await expect(
        page.getByRole('heading', { level: 1, name: '特定商取引法に基づく表記' }),
      ).toBeVisible();
    });

    test('sitemap.xml lists the products with absolute URLs', async ({ request }) => {
      const response = await request.get(`${shopUrl(shop)}/sitemap.xml`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml).toContain(`<loc>${shopUrl(shop)}/</loc>`);
      expect(xml).toMatch(new RegExp(`<loc>${shopUrl(shop)}/product/[^<]+/</loc>`));
      const robots = await (await request.get(`${shopUrl(shop)}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: ${shopUrl(shop)}/sitemap.xml`);
    });
  });
}

test('the FAQ groups its questions by category', async ({ page }) => {
  const shop = SHOPS.find((s) => s.theme === 'moto')!;
  await openHydrated(page, `${shopUrl(shop)}/faq/`);
  await expect(page.getByRole('heading', { level: 1, name: 'よくあるご質問' })).toBeVisible();
  const categories = page.locator('main section h2');
  expect(await categories.count()).toBeGreaterThan(1);
  const question = page.locator('main section').first().getByRole('button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});
