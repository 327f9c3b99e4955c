import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { closeWelcomePopup, expect, test } from '../fixtures.js';
import { DEMO_PASSWORD, SHOPS, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';
import { cartWith } from './carts.js';

// Catalogue and content pages are shared (routes/table.ts): one document for every shopper,
// answered from the theme server's page cache. What is a shopper's own comes in the browser.
// Two members (where the demo shop has two) and guests, each with a cart of their own, take
// turns on the same pages: each sees only their own login state, company and cart.

/** Second members of the demo seed besides each shop's own (README, Demo accounts). */
const OTHER_MEMBERS: Record<Shop['theme'], string[]> = {
  standard: ['hanako'],
  business: [],
  moto: [],
};
/** The company a business member's header names. */
const COMPANIES: Record<string, string> = { buyer: '株式会社見世商事' };

type Shopper = { label: string; member?: string; page: Page; product: string };

/** Products with stock to spare, by key and the name the cart shows. */
async function productsInStock(request: APIRequestContext, shop: Shop, count: number) {
  const base = shopUrl(shop);
  const answer = await request.get(`${base}/v1/products?in_stock=1&per=30`);
  const listed = ((await answer.json()) as { data: { key: string }[] }).data;
  const found: { key: string; name: string }[] = [];
  for (const { key } of listed) {
    const detail = await request.get(`${base}/v1/products/${key}`);
    if (!detail.ok()) continue;
    const { data } = (await detail.json()) as {
      data: { name: string; product_model?: { products?: { key: string; stock: number }[] } };
    };
    const variant = data.product_model?.products?.find((entry) => entry.stock >= 5);
    if (variant && !found.some((product) => product.name === data.name))
      found.push({ key: variant.key, name: data.name });
    if (found.length === count) return found;
  }
  throw new Error(`not ${count} products in stock in ${shop.channel}`);
}

async function shopperPage(
  browser: Browser,
  request: APIRequestContext,
  shop: Shop,
  productKey: string,
  member?: string,
): Promise<Page> {
  const base = shopUrl(shop);
  const context = await browser.newContext();
  const cookies = [];
  if (member) {
    const login = await request.post(`${base}/v1/auth/login`, {
      data: { login_id: member, password: DEMO_PASSWORD },
    });
    expect(login.ok(), `login of ${member}`).toBe(true);
    type Session = { access_token: string; expires_in: number };
    let session = (await login.json()) as Session & { user_id?: number; verify_code?: string };
    // A member with two-step login (hanako) gives the code the API hands out in development.
    if (session.verify_code) {
      const verified = await request.post(`${base}/v1/auth/verify`, {
        data: { user_id: session.user_id, verify_code: session.verify_code },
      });
      expect(verified.ok(), `second step of ${member}`).toBe(true);
      session = (await verified.json()) as Session;
    }
    const { access_token: token, expires_in: expiresIn } = session;
    cookies.push(
      { name: 'access_token', value: token, url: base },
      { name: 'token_expires_at', value: String(Date.now() + (expiresIn - 60) * 1000), url: base },
    );
  }
  const cart = await cartWith(request, base, productKey, 1);
  cookies.push({ name: 'cartToken', value: cart.token, url: base });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await closeWelcomePopup(page);
  return page;
}

/** Each demo shop's landing page (its coupons are a member's or a visitor's part). */
const LANDING_PAGES = { standard: 'spring-fair', business: 'bulk-order', moto: 'muffler-fair' };

for (const shop of SHOPS) {
  test(`${shop.theme}: members and guests share the kept pages, each seeing only their own state`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const base = shopUrl(shop);
    const members = [shop.member, ...OTHER_MEMBERS[shop.theme]];
    const labels = [...members, ...['guest-1', 'guest-2'].slice(0, 3 - members.length)];
    const products = await productsInStock(request, shop, labels.length);
    const shoppers: Shopper[] = [];
    for (const [index, label] of labels.entries()) {
      const member = members.includes(label) ? label : undefined;
      shoppers.push({
        label,
        ...(member ? { member } : {}),
        page: await shopperPage(browser, request, shop, products[index]!.key, member),
        product: products[index]!.name,
      });
    }
    const paths = [
      '/',
      '/product',
      `/product/${products[0]!.key}`,
      '/news',
      `/${LANDING_PAGES[shop.theme]}`,
    ];

    for (let round = 0; round < 2; round += 1) {
      for (const path of paths) {
        // Kept by whoever asks first (a page is kept 30 s at most: asked again each round).
        // A render that a deferred read outlasted is not kept (page-cache.ts): on a loaded
        // machine the next visit keeps it, so the page is asked for until it is kept.
        await request.get(`${base}${path}`, { headers: { 'cache-control': 'no-cache' } });
        await expect
          .poll(async () => (await request.get(`${base}${path}`)).headers()['x-cache'], path)
          .toBe('hit');
        const documents = new Set<string>();
        for (const shopper of shoppers) {
          const { page } = shopper;
          const response = await page.goto(`${base}${path}`);
          const where = `${shopper.label} on ${path}, round ${round + 1}`;
          expect(response!.status(), where).toBe(200);
          expect(response!.headers()['x-cache'], where).toBe('hit');
          expect(response!.headers()['set-cookie'], where).toBeUndefined();
          documents.add((await response!.text()).replaceAll(/nonce="[^"]+"/g, ''));
          // Marked from the shopper's own cookies before the first paint, then confirmed.
          if (shopper.member)
            await expect(page.locator('html'), where).toHaveAttribute('data-member', '');
          else await expect(page.locator('html'), where).not.toHaveAttribute('data-member');
          const header = page.getByRole('banner');
          if (shopper.member) {
            await expect(
              header.getByRole('link', { name: 'マイページ' }).first(),
              where,
            ).toBeVisible();
            await expect(
              header.getByRole('link', { name: 'ログイン', exact: true }),
              where,
            ).toHaveCount(0);
          } else {
            await expect(
              header.getByRole('link', { name: 'ログイン', exact: true }).first(),
              where,
            ).toBeVisible();
            await expect(header.getByRole('link', { name: 'マイページ' }), where).toHaveCount(0);
          }
          for (const [member, company] of Object.entries(COMPANIES)) {
            const shown = header.getByText(`${company} 様`).first();
            if (member === shopper.member) await expect(shown, where).toBeVisible();
            else await expect(header.getByText(`${company} 様`), where).toHaveCount(0);
          }
        }
        // One document for all of them.
        expect(documents.size, path).toBe(1);
      }
    }

    // Personal pages are each shopper's own, rendered for them.
    for (const shopper of shoppers) {
      const response = await shopper.page.goto(`${base}/cart/`);
      expect(response!.headers()['x-cache'], shopper.label).toBeUndefined();
      await expect(shopper.page.getByText(shopper.product).first(), shopper.label).toBeVisible();
      for (const other of shoppers.filter((entry) => entry !== shopper))
        await expect(shopper.page.getByText(other.product), shopper.label).toHaveCount(0);
      if (shopper.member) {
        const mypage = await shopper.page.goto(`${base}/mypage/user_info/`);
        expect(mypage!.headers()['x-cache'], shopper.label).toBeUndefined();
        await expect(shopper.page.getByText(shopper.member, { exact: true })).toBeVisible();
      }
    }
    for (const shopper of shoppers) await shopper.page.context().close();
  });
}
