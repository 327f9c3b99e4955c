import type { APIRequestContext, Page } from '@playwright/test';
import { COOKIES } from '@mise/store';
import { expect, test } from '../fixtures.js';
import { apiUrl, DEMO_PASSWORD, openHydrated, SHOPS, shopUrl } from '../shops.js';
import { memberCookies } from './member.js';

/** A Japanese word each demo shop has products for. */
const KEYWORDS = { standard: 'マグカップ', business: 'ボールペン', moto: 'ヘルメット' } as const;

type Listed = {
  key: string;
  name: string;
  product_price_with_tax: number;
  is_stock_available: boolean;
  product_model: { categories: { id: number; name: string }[] };
};

for (const shop of SHOPS) {
  test(`${shop.theme}: find by keyword, narrow by category and price, open, review as member, recently viewed`, async ({
    page,
    request,
  }) => {
    const base = shopUrl(shop);
    const keyword = KEYWORDS[shop.theme];
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match/i.test(message.text())) hydration.push(message.text());
    });
    // The product the shopper will pick: the first in stock for the word, and its top category.
    const answer = await request.get(
      `${apiUrl}/v1/products?keyword=${encodeURIComponent(keyword)}&in_stock=1`,
      { headers: { 'x-channel': shop.channel } },
    );
    const target = ((await answer.json()) as { data: Listed[] }).data[0]!;
    const category = target.product_model.categories[0]!;
    const price = target.product_price_with_tax;

    await page.goto(`${base}/product`);
    await page.getByLabel('キーワード', { exact: true }).fill(keyword);
    await page.getByRole('button', { name: 'この条件で探す' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`「${keyword}」の検索結果`);
    const results = page.getByRole('list', { name: '商品一覧' });
    await expect(results.getByRole('article').first()).toBeVisible();

    await page
      .getByRole('navigation', { name: 'カテゴリ' })
      .getByRole('link', { name: new RegExp(`^${category.name}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`category=${category.id}`));
    await expect(page).toHaveURL(/keyword=/);

    const min = Math.floor(price / 1000) * 1000;
    await page.getByLabel('下限価格（円・税込）').fill(String(min));
    await page.getByLabel('上限価格（円・税込）').fill(String(min + 1000));
    await page.getByRole('button', { name: 'この条件で探す' }).click();
    await expect(page).toHaveURL(new RegExp(`price_min=${min}&price_max=${min + 1000}`));
    // Back and forward walk the searches; the form follows the address.
    await page.goBack();
    await expect(page.getByLabel('上限価格（円・税込）')).toHaveValue('');
    await page.goForward();
    await expect(page.getByLabel('上限価格（円・税込）')).toHaveValue(String(min + 1000));

    await results.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${target.key}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
    await expect(page.getByText(`¥${price.toLocaleString('ja-JP')}`).first()).toBeVisible();
    await expect(page.getByText('税込').first()).toBeVisible();
    await expect(page.getByText(/^(在庫あり|残りわずか|在庫切れ)/).first()).toBeVisible();

    // The review section's login link comes back to the product after logging in.
    await page
      .getByRole('region', { name: 'レビュー' })
      .getByRole('link', { name: 'ログイン' })
      .click();
    // The product page is hydrated in islands, so the login page is a page load: typing waits
    // for the app to take over the form.
    await page.waitForURL(/\/login\//);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('メールアドレスまたはユーザー名', { exact: true }).fill(shop.member);
    await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${target.key}$`));

    const form = page.getByRole('form', { name: 'レビューを書く' });
    await form.getByLabel('★★★★★').check();
    await form.getByLabel(/^タイトル/).fill('期待どおりでした');
    await form.getByLabel(/^レビュー本文/).fill('届いてすぐ使い始めました。品質も価格も満足です。');
    await form.getByRole('button', { name: '投稿する' }).click();
    await expect(page.getByText('レビューを投稿しました。ありがとうございます。')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'レビュー' })
        .getByRole('heading', { name: '期待どおりでした' }),
    ).toBeVisible();

    await page.goto(`${base}/mypage/product_history`);
    await expect(page.getByRole('link', { name: target.name })).toBeVisible();
    expect(hydration).toEqual([]);
  });
}

test('a cart button pressed before the page’s code has arrived puts the product in the cart once it has', async ({
  page,
  request,
}) => {
  const shop = SHOPS[0];
  const base = shopUrl(shop);
  const answer = await request.get(`${apiUrl}/v1/products?in_stock=1`, {
    headers: { 'x-channel': shop.channel },
  });
  const target = ((await answer.json()) as { data: Listed[] }).data[0]!;
  // The page's scripts are held back, as on a slow connection, until the button is pressed.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${base}/product/${target.key}`, { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('button', { name: /^カートに入れる/ })
    .first()
    .click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.getByText('カートに商品を追加しました')).toBeVisible();
  await page.goto(`${base}/cart`);
  await expect(page.getByRole('table', { name: 'カートの商品' })).toContainText(target.name);
});

// 閲覧履歴 records a product when its page is viewed, not when the shopper scrolls to the
// recent-products shelf at the page's foot (that island hydrates only near the screen).
test.describe('a product page viewed without scrolling is in the recently viewed', () => {
  const shop = SHOPS[0];
  const base = shopUrl(shop);

  /** Opens a product page and leaves it as it is once its view is recorded. */
  async function view(page: Page, key: string) {
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/v1/product-histories') && response.request().method() === 'POST',
    );
    await page.goto(`${base}/product/${key}`);
    expect((await recorded).status()).toBe(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The recent-products shelf comes after the reviews, which stand further down than the
    // quarter screen ahead at which an island below the screen hydrates: the view was recorded
    // without the shelf's island.
    const reviews = await page.getByRole('region', { name: 'レビュー' }).boundingBox();
    expect(reviews!.y).toBeGreaterThan(page.viewportSize()!.height * 1.25);
  }

  const listed = async (request: APIRequestContext) => {
    const answer = await request.get(`${base}/v1/products?per=15`);
    return ((await answer.json()) as { data: { key: string; name: string; id: number }[] }).data;
  };

  test("a member's: on /mypage/product_history", async ({ page, request }) => {
    const cookies = await memberCookies(request, shop);
    const token = cookies.find((cookie) => cookie.name === COOKIES.accessToken)!.value;
    const history = await request.get(`${base}/v1/me/product-histories?per=10`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const seen = new Set(
      ((await history.json()) as { data: { product_id: number }[] }).data.map(
        (entry) => entry.product_id,
      ),
    );
    // A product not among the member's ten latest: it can only be there by this view.
    const product = (await listed(request)).find((entry) => !seen.has(entry.id))!;
    await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));

    await view(page, product.key);
    await page.goto(`${base}/mypage/product_history`);
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  });

  test("a guest's: on the next product page's recently viewed shelf", async ({ page, request }) => {
    const [first, second] = await listed(request);
    await view(page, first!.key);
    await view(page, second!.key);
    // Down to the shelf at the page's foot, whose island hydrates as it nears the screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const shelf = page.getByRole('region', { name: '最近チェックした商品' });
    await expect(shelf.getByRole('link', { name: first!.name }).first()).toBeVisible();
    await expect(shelf.getByRole('link', { name: second!.name })).toHaveCount(0);
  });
});

test.describe("the list's favourite hearts", () => {
  const shop = SHOPS[0];
  const base = shopUrl(shop);

  test('a guest’s list has none; a member’s shows their favourites and keeps a new one', async ({
    page,
    request,
  }) => {
    await openHydrated(page, `${base}/product`);
    const cards = page.getByRole('list', { name: '商品一覧' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^お気に入り(に追加|から削除)$/ })).toHaveCount(
      0,
    );

    const cookies = await memberCookies(request, shop);
    await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
    await openHydrated(page, `${base}/product`);
    const first = cards.first();
    const name = (await first.getByRole('heading').textContent())!;
    const add = first.getByRole('button', { name: 'お気に入りに追加' });
    const remove = first.getByRole('button', { name: 'お気に入りから削除' });
    // The member's own state: the first product may already be a favourite from an earlier run.
    await expect(add.or(remove)).toBeVisible();
    if (await remove.isVisible()) {
      await remove.click();
      await expect(page.getByText('お気に入りから削除しました')).toBeVisible();
    }
    await add.click();
    await expect(page.getByText('お気に入りに追加しました')).toBeVisible();
    await expect(remove).toHaveAttribute('aria-pressed', 'true');

    // The shared page, opened again, shows it pressed from the member's own list.
    await openHydrated(page, `${base}/product`);
    await expect(
      cards.filter({ hasText: name }).getByRole('button', { name: 'お気に入りから削除' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await cards
      .filter({ hasText: name })
      .getByRole('button', { name: 'お気に入りから削除' })
      .click();
    await expect(
      cards.filter({ hasText: name }).getByRole('button', { name: 'お気に入りに追加' }),
    ).toBeVisible();
  });
});
