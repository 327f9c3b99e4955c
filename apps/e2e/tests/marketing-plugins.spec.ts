import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { openHydrated, SHOPS, shopUrl } from '../shops.js';
import { setSetting } from '../settings.js';
import { thirdPartyOrigin, thirdPartyReceived } from '../third-party.js';
import type { Received } from '../third-party.js';
import { orderInBrowser } from './carts.js';
import { productInStock } from './products.js';

// Issue 21 (marketing plugins): with each plugin's switch on, what the shopper's browser loads
// from the service and sends it (the theme servers point CRITEO_ORIGIN, VALUE_COMMERCE_ORIGIN
// and NAVIPLUS_ORIGIN at the local fake, fakes/third-party.mjs, which records every request);
// with it off, nothing. Settings are shared by the run's specs: each is put back afterwards.
test.describe.configure({ mode: 'serial' });

const shop = SHOPS[0];
const base = shopUrl(shop);

/** Sets settings of the shop for the describe block, and puts the old values back after it. */
function withSettings(values: Record<string, unknown>) {
  const before: Record<string, unknown> = {};
  test.beforeAll(async ({ request }) => {
    for (const [key, value] of Object.entries(values))
      before[key] = await setSetting(request, shop.channel, key, value);
  });
  test.afterAll(async ({ request }) => {
    for (const [key, value] of Object.entries(before))
      await setSetting(request, shop.channel, key, value);
  });
}

const set = (request: APIRequestContext, key: string, value: unknown) =>
  setSetting(request, shop.channel, key, value);

const forget = (request: APIRequestContext) => request.delete(`${thirdPartyOrigin}/__received`);
/** What the plugins' pages ask of the fake (other services of the run have their own paths). */
const PLUGIN_PATHS = ['/js/ld/ld.js', '/event', '/vclp.js', '/vccv', '/view', '/recommend'];
const pluginRequests = async (request: APIRequestContext) =>
  (await thirdPartyReceived(request)).filter((entry) => PLUGIN_PATHS.includes(entry.path));
const received = async (request: APIRequestContext, path: string): Promise<Received[]> =>
  (await thirdPartyReceived(request)).filter((entry) => entry.path === path);

type Variant = { key: string; code: string; name: string; product_price: number };
type Detail = {
  key: string;
  name: string;
  product_price_with_tax: number;
  product_model: { products: Variant[] };
};

async function detail(request: APIRequestContext, key: string): Promise<Detail> {
  const answer = await request.get(`${base}/v1/products/${key}`);
  return ((await answer.json()) as { data: Detail }).data;
}

/** The product page's variant of a key (its code, name, price without tax). */
async function variant(request: APIRequestContext, key: string): Promise<Variant> {
  return (await detail(request, key)).product_model.products.find((entry) => entry.key === key)!;
}

const orderOnce = (page: Page, request: APIRequestContext, key: string) =>
  orderInBrowser(page, request, shop, key);

/** The Criteo events the fake's loader sent on, as { e, t, a, p }. */
async function criteoEvents(request: APIRequestContext) {
  return (await received(request, '/event')).map((entry) => ({
    a: entry.query.a,
    t: entry.query.t,
    e: entry.query.e,
    p: JSON.parse(entry.query.p ?? '{}') as Record<string, unknown>,
  }));
}

/** The names of the product cards under おすすめ商品. */
const recommended = (page: Page) =>
  page.getByRole('region', { name: 'おすすめ商品' }).getByRole('heading', { level: 3 });

test.describe('Criteo (PLUGIN.CRITEO.IS_USE, ACCOUNT_ID)', () => {
  withSettings({ 'PLUGIN.CRITEO.IS_USE': true, 'PLUGIN.CRITEO.ACCOUNT_ID': '104231' });
  test.beforeEach(({ request }) => forget(request));

  test('OneTag loads with the account and hears the home, list, product, basket and the order', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await openHydrated(page, `${base}/`);
    await expect
      .poll(async () => (await received(request, '/js/ld/ld.js')).map((entry) => entry.query))
      .toEqual([{ a: '104231' }]);
    await expect
      .poll(async () => (await criteoEvents(request)).map((event) => event.e))
      .toEqual(['viewHome']);
    expect((await criteoEvents(request))[0]).toMatchObject({ a: '104231', t: 'd' });

    // The product list: the first three products' ids (their codes, as in the product feed).
    const listed = (await (await request.get(`${base}/v1/products?per=15`)).json()) as {
      data: { key: string; code: string }[];
    };
    await openHydrated(page, `${base}/product`);
    await expect
      .poll(async () => (await criteoEvents(request)).find((event) => event.e === 'viewList')?.p)
      .toEqual({ event: 'viewList', item: listed.data.slice(0, 3).map((entry) => entry.code) });

    const key = await productInStock(request, shop);
    const product = await variant(request, key);
    await openHydrated(page, `${base}/product/${key}`);
    await expect
      .poll(async () => (await criteoEvents(request)).find((event) => event.e === 'viewItem')?.p)
      .toEqual({ event: 'viewItem', item: product.code });
    await page
      .getByRole('button', { name: /^カートに入れる/ })
      .first()
      .click();
    await expect(page.getByText('カートに商品を追加しました')).toBeVisible();
    await expect
      .poll(async () => (await criteoEvents(request)).find((event) => event.e === 'addToCart')?.p)
      .toMatchObject({ item: [{ id: product.code, quantity: 1 }] });

    await openHydrated(page, `${base}/cart`);
    await expect
      .poll(async () => (await criteoEvents(request)).find((event) => event.e === 'viewBasket')?.p)
      .toMatchObject({
        item: expect.arrayContaining([expect.objectContaining({ id: product.code, quantity: 1 })]),
      });

    const orderNo = await orderOnce(page, request, key);
    await expect
      .poll(async () =>
        (await criteoEvents(request)).filter((event) => event.e === 'trackTransaction'),
      )
      .toEqual([
        expect.objectContaining({
          a: '104231',
          p: {
            event: 'trackTransaction',
            id: orderNo,
            item: [expect.objectContaining({ id: product.code, quantity: 1 })],
          },
        }),
      ]);
    expect(blocked).toEqual([]);
  });

  test('switched off, no loader and no event', async ({ page, request }) => {
    await set(request, 'PLUGIN.CRITEO.IS_USE', false);
    try {
      const key = await productInStock(request, shop);
      await openHydrated(page, `${base}/`);
      await openHydrated(page, `${base}/product/${key}`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => 'criteo_q' in window)).toBe(false);
      expect(await page.content()).not.toContain('ld.js');
      expect(await pluginRequests(request)).toEqual([]);
    } finally {
      await set(request, 'PLUGIN.CRITEO.IS_USE', true);
    }
  });
});

test.describe('ValueCommerce (PLUGIN.VALUE_COMMERCE.IS_USE, SITE_ID)', () => {
  withSettings({
    'PLUGIN.VALUE_COMMERCE.IS_USE': true,
    'PLUGIN.VALUE_COMMERCE.SITE_ID': '3716420',
  });
  test.beforeEach(({ request }) => forget(request));

  test('the landing script loads, and each order is one conversion with its number and amount', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const key = await productInStock(request, shop);
    const product = await variant(request, key);
    await openHydrated(page, `${base}/product/${key}`);
    await expect
      .poll(async () => (await received(request, '/vclp.js')).map((entry) => entry.query))
      .toEqual([{ sid: '3716420' }]);

    const orderNo = await orderOnce(page, request, key);
    await expect
      .poll(async () => (await received(request, '/vccv')).map((entry) => entry.query))
      .toEqual([{ sid: '3716420', oid: orderNo, amt: String(product.product_price) }]);
    // Shown again, the order is not converted twice.
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(orderNo);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await received(request, '/vccv')).toHaveLength(1);
  });

  test('switched off, an order sends no conversion', async ({ page, request }) => {
    test.setTimeout(120_000);
    await set(request, 'PLUGIN.VALUE_COMMERCE.IS_USE', false);
    try {
      await orderOnce(page, request, await productInStock(request, shop));
      await page.waitForLoadState('networkidle');
      expect(await page.content()).not.toContain('vclp.js');
      expect(await pluginRequests(request)).toEqual([]);
    } finally {
      await set(request, 'PLUGIN.VALUE_COMMERCE.IS_USE', true);
    }
  });
});

test.describe('NaviPlus (PLUGIN.NAVIPLUS.IS_USE, SITE_ID)', () => {
  // A site of this run alone: the fake recommends what was viewed on the same site.
  const site = `e2e-${randomUUID().slice(0, 8)}`;
  withSettings({ 'PLUGIN.NAVIPLUS.IS_USE': true, 'PLUGIN.NAVIPLUS.SITE_ID': site });

  /** Three products of the list: two to view first, the third with recommendations of our own. */
  async function products(request: APIRequestContext) {
    const listed = (await (await request.get(`${base}/v1/products?per=15`)).json()) as {
      data: { key: string }[];
    };
    const keys = listed.data.map((entry) => entry.key);
    for (const key of keys) {
      const own = (await (await request.get(`${base}/v1/products/${key}/recommend`)).json()) as {
        data: { name: string }[];
      };
      if (own.data.length === 0) continue;
      const [first, second] = keys.filter((other) => other !== key);
      return { viewed: [first!, second!], key, own: own.data.map((entry) => entry.name) };
    }
    throw new Error('no product with recommendations');
  }

  test('the products viewed are reported, and the product page shows what NaviPlus recommends', async ({
    page,
    request,
  }) => {
    const { viewed, key } = await products(request);
    for (const other of viewed) {
      await openHydrated(page, `${base}/product/${other}`);
      await expect
        .poll(async () => (await received(request, '/view')).map((entry) => entry.query))
        .toContainEqual({ site, item: other });
    }
    await openHydrated(page, `${base}/product/${key}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The latest viewed first, as the fake recommends; the names are the shop's own.
    const names = [];
    for (const other of [...viewed].reverse()) names.push((await detail(request, other)).name);
    await expect(recommended(page)).toHaveText(names);
    expect((await received(request, '/recommend')).at(-1)?.query).toEqual({
      site,
      item: key,
      limit: '8',
    });
  });

  test('NaviPlus failing, the shop’s own recommendations show', async ({ page, request }) => {
    const { key, own } = await products(request);
    await set(request, 'PLUGIN.NAVIPLUS.SITE_ID', 'E2E-DOWN');
    try {
      await openHydrated(page, `${base}/product/${key}`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(recommended(page)).toHaveText(own);
      expect((await received(request, '/recommend')).at(-1)?.query.site).toBe('E2E-DOWN');
    } finally {
      await set(request, 'PLUGIN.NAVIPLUS.SITE_ID', site);
    }
  });

  test('switched off, nothing is reported or asked and the shop’s own recommendations show', async ({
    page,
    request,
  }) => {
    const { key, own } = await products(request);
    await set(request, 'PLUGIN.NAVIPLUS.IS_USE', false);
    try {
      await forget(request);
      await openHydrated(page, `${base}/product/${key}`);
      await expect(recommended(page)).toHaveText(own);
      await page.waitForLoadState('networkidle');
      expect(await pluginRequests(request)).toEqual([]);
    } finally {
      await set(request, 'PLUGIN.NAVIPLUS.IS_USE', true);
    }
  });
});
