import { expect, test } from '../fixtures.js';
import type { Page } from '@playwright/test';
import { SHOPS, openHydrated, shopUrl } from '../shops.js';
import { memberCookies } from './member.js';
import { routesOf, samplePath } from './route-paths.js';
import { productInStock } from './products.js';

/**
 * Every page of every shop on a small phone (360 px wide): nothing makes the page scroll
 * sideways, the header keeps to one short row with a drawer menu that works from the keyboard,
 * and the cart shows its lines as cards with 削除 on the screen.
 */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

/**
 * Null when the page does not scroll sideways; otherwise the element reaching furthest right
 * (the innermost one at that edge, not a wrapper around it), described for the failure message.
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return null;
    // What an ancestor clips does not widen the page.
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    let worst = null as Element | null;
    let edge = width;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const right = box.right + window.scrollX;
      const widens = right > edge + 0.5;
      const inside = worst?.contains(element) === true && right >= edge - 0.5;
      if ((widens || inside) && !clipped(element)) {
        worst = element;
        edge = Math.max(edge, right);
      }
    }
    const name = worst
      ? `<${worst.tagName.toLowerCase()}${worst.id ? `#${worst.id}` : ''}${
          typeof worst.className === 'string' && worst.className
            ? `.${worst.className.trim().split(/\s+/).join('.')}`
            : ''
        }> "${(worst.textContent ?? '').trim().slice(0, 40)}"`
      : 'no single element';
    return { scrollWidth: root.scrollWidth, width, element: name, right: Math.round(edge) };
  });
}

/** What scrolls sideways on the page, described for the failure message; null when nothing. */
async function sidewaysProblem(page: Page, label: string): Promise<string | null> {
  const overflow = await sidewaysOverflow(page);
  return overflow
    ? `${label} scrolls sideways at ${PHONE.width} px: scrollWidth ${overflow.scrollWidth} > ${overflow.width}; widest: ${overflow.element} reaching ${overflow.right} px`
    : null;
}

/** Opens a page and lets what the browser fills in (lists, the cart) arrive before measuring. */
async function openSettled(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

const menuButton = (page: Page) => page.locator('summary[aria-controls="site-menu-panel"]');

for (const shop of SHOPS) {
  const base = shopUrl(shop);

  test.describe(`${shop.theme} shop at ${PHONE.width} px`, () => {
    // One page walks every route (a fresh browser per route took 18 minutes for the three shops);
    // every route is measured and all that scroll sideways are named together.
    test('as a visitor, no page scrolls sideways', async ({ page, request }) => {
      test.setTimeout(600_000);
      const found: string[] = [];
      // Login-only routes send a visitor to /login, which is measured itself.
      for (const route of routesOf(shop).filter((r) => r.access !== 'login')) {
        const path = await samplePath(request, shop, route);
        await openSettled(page, `${base}${path}`);
        const problem = await sidewaysProblem(page, `${shop.theme} ${path} (visitor)`);
        if (problem) found.push(problem);
      }
      expect(found).toEqual([]);
    });

    test(`as the member ${shop.member}, no page scrolls sideways`, async ({ page, request }) => {
      test.setTimeout(600_000);
      const cookies = await memberCookies(request, shop);
      await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
      const found: string[] = [];
      // Logging out would end the session the other member pages share.
      const memberRoutes = routesOf(shop).filter(
        (r) => (r.access === 'login' || r.access === 'member') && r.id !== 'mypageLogout',
      );
      for (const route of memberRoutes) {
        const path = await samplePath(request, shop, route);
        await openSettled(page, `${base}${path}`);
        const problem = await sidewaysProblem(page, `${shop.theme} ${path} (member)`);
        if (problem) found.push(problem);
      }
      expect(found).toEqual([]);
    });

    test('the header is one short row and its drawer menu works from the keyboard', async ({
      page,
    }) => {
      await openHydrated(page, `${base}/product`);
      const header = page.locator('header').first();
      const { height } = (await header.boundingBox())!;
      expect(height, 'the header leaves most of the screen to the page').toBeLessThan(
        PHONE.height / 4,
      );
      // The shop, the cart and the menu button share one row.
      const middles = await Promise.all(
        [
          header.getByRole('link', { name: /Mise/ }).first(),
          header.getByRole('link', { name: 'カート', exact: true }).first(),
          menuButton(page),
        ].map(async (part) => {
          const box = (await part.boundingBox())!;
          return box.y + box.height / 2;
        }),
      );
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(16);

      const button = menuButton(page);
      await expect(button).toBeVisible();
      await expect(button).toHaveText(/メニュー/);
      // Set once the drawer's script runs (on island pages, its island).
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const drawer = page.getByRole('dialog', { name: 'メニュー' });
      await expect(drawer).toBeHidden();

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: '閉じる' })).toBeFocused();
      await expect(drawer.getByRole('link', { name: 'カート' })).toBeVisible();
      // The page behind does not scroll while the drawer is open.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        'hidden',
      );
      await page.keyboard.press('Tab');
      await expect(drawer.getByRole('link').first()).toBeFocused();
      expect(await sidewaysProblem(page, `${shop.theme} /product with the drawer open`)).toBeNull();

      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
      ).not.toBe('hidden');
    });

    test('without JavaScript the menu still opens and closes', async ({ browser }) => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${base}/news`);
      const button = menuButton(page);
      await button.click();
      const drawer = page.locator('#site-menu-panel');
      await expect(drawer.getByRole('link', { name: 'カート' })).toBeVisible();
      await button.click();
      await expect(drawer).toBeHidden();
      await context.close();
    });

    test('a product page shows its picture, name, price and cart button on the first screen, the caution after them', async ({
      page,
      request,
    }) => {
      const key = await productInStock(request, shop);
      const main = page.getByRole('main');
      const parts = {
        picture: main.locator('picture img, [role="img"]').first(),
        name: main.getByRole('heading', { level: 1 }),
        // The first price on the page is the product's (its sale price follows a struck-through one).
        price: main.getByText(/¥[\d,]+/).first(),
        'cart button': main.getByRole('button', { name: /^カートに入れる/ }).first(),
      };
      // The demo's site-wide caution is on, as a first visit sees it.
      const caution = page.locator('[data-notice="caution"]');
      for (const width of [PHONE.width, 390]) {
        await page.setViewportSize({ width, height: PHONE.height });
        await page.goto(`${base}/product/${key}`);
        await expect(caution).toBeVisible();
        // After them in the HTML too: a phone that paints the page while it still arrives
        // would otherwise show the caution first and push it down when the product came.
        const cautionFollows = await caution.evaluate((notice) => {
          const cart = [...document.querySelectorAll('main button')].find((button) =>
            button.textContent?.startsWith('カートに入れる'),
          );
          return Boolean(
            cart && cart.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING,
          );
        });
        expect(cautionFollows, `${shop.theme}: the caution follows the cart button`).toBe(true);
        // On load, and again once the page's code has run: nothing moves them off the screen.
        for (const moment of ['on load', 'hydrated']) {
          if (moment === 'hydrated')
            await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          for (const [part, locator] of Object.entries(parts)) {
            const box = await locator.boundingBox();
            const where = `${shop.theme} at ${width}×${PHONE.height}, the ${part} (${moment})`;
            expect(box, where).not.toBeNull();
            expect(box!.y, `${where} starts on the screen`).toBeGreaterThanOrEqual(0);
            expect(box!.y + box!.height, `${where} ends on the first screen`).toBeLessThanOrEqual(
              PHONE.height,
            );
          }
        }
      }
      // Further down, the caution reads in full and closes.
      await caution.scrollIntoViewIfNeeded();
      await expect(caution.getByRole('heading')).toHaveText('当店を装った偽サイトにご注意ください');
      await expect(caution.getByText(/偽サイトが確認されています/)).toBeVisible();
      await caution.getByRole('button', { name: '閉じる' }).click();
      await expect(caution).toHaveCount(0);
    });

    test('the cart shows its lines as cards with 削除 on the screen', async ({ page, request }) => {
      const key = await productInStock(request, shop);
      await openHydrated(page, `${base}/product/${key}`);
      await page
        .getByRole('button', { name: /^カートに入れる/ })
        .first()
        .click();
      await expect(page.getByText('カートに商品を追加しました')).toBeVisible();

      await openHydrated(page, `${base}/cart`);
      const remove = page.getByRole('button', { name: /を削除$/ }).first();
      await expect(remove).toBeVisible();
      // Scrolled to as a shopper would: what is checked is that nothing of it is cut off sideways.
      // To the middle of the screen: near an edge, the line's picture loading in can move it a few
      // pixels after the scroll.
      await remove.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      await expect(remove).toBeInViewport({ ratio: 1 });
      const line = page.locator('tbody tr').filter({ has: remove });
      const card = (await line.boundingBox())!;
      expect(card.x).toBeGreaterThanOrEqual(0);
      expect(card.x + card.width).toBeLessThanOrEqual(PHONE.width);
      // A card, not a table row: the line stands in its own bordered box.
      expect(await line.evaluate((row) => getComputedStyle(row).display)).toBe('grid');
      await expect(line.getByRole('spinbutton')).toBeInViewport({ ratio: 1 });
      await expect(line.locator('td.num')).toBeInViewport({ ratio: 1 });
      expect(await sidewaysProblem(page, `${shop.theme} /cart with a line`)).toBeNull();

      await remove.click();
      await expect(page.getByText('カートに商品が入っていません')).toBeVisible();
    });
  });
}
