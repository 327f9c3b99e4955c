import path from 'node:path';
import type { Page } from '@playwright/test';
import { closeWelcomePopup, expect, test, welcomePopup } from '../fixtures.js';
import { SHOPS, openHydrated, shopUrl } from '../shops.js';
import { productInStock } from './products.js';

// `pnpm screenshots` (and every e2e run) leaves the pictures here, for review and as CI's artifact.
const FOLDER = path.resolve(import.meta.dirname, '../reports/screenshots');

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

/** Images on screen that did not load: a broken picture spoils a screenshot (and the shop). */
function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        const onScreen = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
        return (
          onScreen && image.loading !== 'lazy' && (!image.complete || image.naturalWidth === 0)
        );
      })
      .map((image) => image.currentSrc || image.src),
  );
}

for (const shop of SHOPS) {
  test(`${shop.theme}: screenshots of the top, list, product and cart pages on phone and desktop`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const base = shopUrl(shop);
    const productKey = await productInStock(request, shop);
    const cart = await request.post(`${base}/v1/carts/init`, { data: {} });
    const { token } = ((await cart.json()) as { data: { token: string } }).data;
    const added = await request.patch(`${base}/v1/carts/products/add`, {
      data: { token, products: [{ product_key: productKey, quantity: 1 }] },
    });
    expect(added.ok()).toBe(true);
    // What only each page shows, so a picture of an error page or an empty shell fails the run.
    const pages = [
      { name: 'top', path: '/', landmark: (page: Page) => page.locator('main img').first() },
      {
        name: 'list',
        path: '/product',
        landmark: (page: Page) => page.locator('main a[href^="/product/"]').first(),
      },
      {
        name: 'product',
        path: `/product/${productKey}`,
        landmark: (page: Page) => page.getByRole('button', { name: /^カートに入れる/ }).first(),
      },
      {
        name: 'cart',
        path: '/cart',
        landmark: (page: Page) => page.getByRole('button', { name: 'ご購入手続きへ進む' }),
      },
    ];
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, locale: 'ja-JP' });
      await context.addCookies([{ name: 'cartToken', value: token, url: base }]);
      const page = await context.newPage();
      await closeWelcomePopup(page);
      for (const { name, path: route, landmark } of pages) {
        await openHydrated(page, `${base}${route}`);
        // The welcome popup opens a moment after the first top page: closed before the picture.
        // The locator handler may close it first, so a click that finds no button gives way.
        if (name === 'top')
          await welcomePopup(page)
            .waitFor({ timeout: 5_000 })
            .then(
              () =>
                welcomePopup(page)
                  .getByRole('button', { name: '閉じる' })
                  .click({ timeout: 2_000 })
                  .catch(() => undefined),
              () => undefined,
            );
        await expect(welcomePopup(page)).toBeHidden();
        await expect(landmark(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await brokenImages(page), `${shop.theme} ${name} ${viewportName}`).toEqual([]);
        await page.screenshot({
          path: path.join(FOLDER, shop.theme, `${name}-${viewportName}.png`),
          fullPage: true,
        });
      }
      await context.close();
    }
  });
}
