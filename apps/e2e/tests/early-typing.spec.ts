import { expect, test } from '../fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, SHOPS, shopUrl } from '../shops.js';
import { memberCookies } from './member.js';
import { productInStock } from './products.js';

/**
 * A shopper on a slow connection types into a form the server sent before its code has
 * arrived: when it arrives, what they typed stays, and sending the form sends it.
 */

/** A slow mobile connection, as the issue measured it: 300 ms each way, about 750 kbps. */
async function slowConnection(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: (750 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
}

/**
 * Holds the page's scripts back until the returned function is called: the typing then surely
 * happens before the code arrives, however fast the machine running the test.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has hydrated the control. A hydrated form looks exactly like its server
 * HTML (that is the point), so nothing on the screen tells: React's own properties on the
 * element do.
 */
async function hydrated(control: Locator): Promise<void> {
  await expect
    .poll(() =>
      control.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    )
    .toBe(true);
}

const shop = SHOPS[0];
const base = shopUrl(shop);

test.describe('typing before the code arrives', () => {
  test.beforeEach(async ({ page }) => {
    await slowConnection(page);
  });

  test('the review form (an island) keeps the rating, title and text and posts them', async ({
    page,
    request,
  }) => {
    await page
      .context()
      .addCookies((await memberCookies(request, shop)).map((cookie) => ({ ...cookie, url: base })));
    const key = await productInStock(request, shop);
    const release = await holdScripts(page);
    await page.goto(`${base}/product/${key}`, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'レビューを書く' });
    const title = form.getByLabel(/^タイトル/);
    const body = form.getByLabel(/^レビュー本文/);
    const reviewTitle = `届く前に書いたレビュー ${Date.now()}`;
    await form.getByLabel('★★★★☆').check();
    await title.pressSequentially(reviewTitle);
    await body.fill('ページが読み込み終わる前に書きましたが、消えずに残りました。');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    release();
    await hydrated(title);
    await expect(title).toHaveValue(reviewTitle);
    await expect(body).toHaveValue('ページが読み込み終わる前に書きましたが、消えずに残りました。');
    await expect(form.getByLabel('★★★★☆')).toBeChecked();

    await form.getByRole('button', { name: '投稿する' }).click();
    await expect(page.getByText('レビューを投稿しました。ありがとうございます。')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'レビュー' }).getByRole('heading', { name: reviewTitle }),
    ).toBeVisible();
  });

  test('the login page (hydrated whole) keeps the member id and password and logs in', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(`${base}/login/`, { waitUntil: 'domcontentloaded' });
    const login = page.getByLabel('メールアドレスまたはユーザー名', { exact: true });
    const password = page.getByLabel('パスワード', { exact: true });
    await login.pressSequentially(shop.member);
    await password.fill(DEMO_PASSWORD);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await hydrated(password);
    await expect(login).toHaveValue(shop.member);
    await expect(password).toHaveValue(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page).toHaveURL(/\/mypage\/?$/);
  });

  test('the quantity typed on a product page, with the cart button pressed before the code arrived, is the quantity added', async ({
    page,
    request,
  }) => {
    const key = await productInStock(request, shop);
    const release = await holdScripts(page);
    await page.goto(`${base}/product/${key}`, { waitUntil: 'domcontentloaded' });
    const quantity = page.getByRole('spinbutton', { name: /^数量/ }).first();
    await quantity.fill('3');
    await page
      .getByRole('button', { name: /^カートに入れる/ })
      .first()
      .click();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    release();
    await expect(page.getByText('カートに商品を追加しました')).toBeVisible();
    await expect(quantity).toHaveValue('3');
    await page.goto(`${base}/cart`);
    await expect(page.getByRole('spinbutton', { name: /数量/ }).first()).toHaveValue('3');
  });
});
