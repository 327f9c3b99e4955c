import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { openHydrated, SHOPS, shopUrl } from '../shops.js';
import { setSetting as setShopSetting } from '../settings.js';
import {
  GA_PORT,
  thirdPartyOrigin as gtmOrigin,
  thirdPartyReceived as received,
} from '../third-party.js';
import { apiCall, orderInBrowser, readyCart } from './carts.js';
import { memberCookies } from './member.js';
import { productInStock } from './products.js';

// Issue 21 (GTM): what the shopper's browser loads from the tag manager (the local fake the theme
// servers point GTM_ORIGIN at, fakes/third-party.mjs) and what it puts in window.dataLayer, with GTM.ID set and unset.
const shop = SHOPS[0];
const base = shopUrl(shop);

const setSetting = (request: APIRequestContext, key: string, value: unknown) =>
  setShopSetting(request, shop.channel, key, value);
const setGtmId = (request: APIRequestContext, value: string) =>
  setSetting(request, 'GTM.ID', value);

type Purchase = {
  event: 'purchase';
  ecommerce: { transaction_id: string; value: number; tax: number; currency: string };
};
const purchases = async (page: Page) =>
  ((await dataLayer(page)) ?? []).filter((entry) => entry.event === 'purchase') as Purchase[];

/** A guest order decided on the confirm page: its number, as the complete page shows it. */
const orderOnce = async (page: Page, request: APIRequestContext) =>
  orderInBrowser(page, request, shop, await productInStock(request, shop));

/**
 * Keeps what the page pushes to the data layer in sessionStorage, so pushes made just before a
 * full page load (a step that leaves the page) can still be read.
 */
async function keepPushes(page: Page) {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('pushed') ?? '[]') as unknown[];
      sessionStorage.setItem('pushed', JSON.stringify([...kept, ...entries]));
      return Array.prototype.push.apply(layer, entries);
    };
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
  });
}
const kept = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem('pushed') ?? '[]') as Record<string, unknown>[],
  );

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);

test.describe('tag manager (GTM.ID)', () => {
  let before: unknown;
  test.beforeAll(async ({ request }) => {
    before = await setGtmId(request, 'GTM-E2ETEST');
  });
  test.afterAll(async ({ request }) => {
    await setGtmId(request, typeof before === 'string' ? before : '');
  });
  test.beforeEach(async ({ request }) => {
    await request.delete(`${gtmOrigin}/__received`);
  });

  test('with GTM.ID the container loads, the data layer comes first and add_to_cart carries the tracking fields', async ({
    page,
    request,
  }) => {
    const key = await productInStock(request, shop);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await openHydrated(page, `${base}/product/${key}`);
    await expect
      .poll(async () => (await received(request)).filter((entry) => entry.path === '/gtm.js'))
      .toEqual([expect.objectContaining({ method: 'GET', path: '/gtm.js', id: 'GTM-E2ETEST' })]);
    // The container ran (the CSP let it in) after the page's own init of the data layer, and
    // the product page reported its product.
    await expect
      .poll(async () => (await dataLayer(page))?.map((entry) => entry.event))
      .toEqual(expect.arrayContaining(['gtm.js', 'gtm.load', 'view_item']));
    expect((await dataLayer(page))?.[0]?.event).toBe('gtm.js');
    await expect(page.locator(`noscript`).first()).toBeAttached();
    expect(await page.content()).toContain(`${gtmOrigin}/ns.html?id=GTM-E2ETEST`);

    const detail = (await (await request.get(`${base}/v1/products/${key}`)).json()) as {
      data: {
        product_model: {
          products: { key: string; code: string; name: string; product_price_with_tax: number }[];
          categories: { name: string }[];
        };
      };
    };
    const variant = detail.data.product_model.products.find((entry) => entry.key === key)!;
    const viewed = (await dataLayer(page))?.find((entry) => entry.event === 'view_item');
    expect(viewed).toMatchObject({
      ecommerce: {
        currency: 'JPY',
        items: [
          { item_id: variant.code, item_name: variant.name, price: variant.product_price_with_tax },
        ],
      },
    });
    await page
      .getByRole('button', { name: /^カートに入れる/ })
      .first()
      .click();
    await expect(page.getByText('カートに商品を追加しました')).toBeVisible();
    const added = (await dataLayer(page))?.find((entry) => entry.event === 'add_to_cart');
    expect(added).toMatchObject({
      ecommerce: {
        currency: 'JPY',
        value: variant.product_price_with_tax,
        items: [
          {
            item_id: variant.code,
            item_name: variant.name,
            price: variant.product_price_with_tax,
            quantity: 1,
            ...(detail.data.product_model.categories[0]
              ? { item_category: detail.data.product_model.categories[0].name }
              : {}),
          },
        ],
      },
    });

    // The cart page (this browser's cart holds that one line): view_cart, then 削除 reports
    // remove_from_cart.
    await openHydrated(page, `${base}/cart`);
    const line = {
      item_id: variant.code,
      item_name: variant.name,
      price: variant.product_price_with_tax,
    };
    await expect
      .poll(async () => (await dataLayer(page))?.find((entry) => entry.event === 'view_cart'))
      .toMatchObject({
        ecommerce: {
          currency: 'JPY',
          items: expect.arrayContaining([expect.objectContaining(line)]),
        },
      });
    await page
      .getByRole('button', { name: /を削除$/ })
      .first()
      .click();
    await expect
      .poll(async () =>
        (await dataLayer(page))?.find((entry) => entry.event === 'remove_from_cart'),
      )
      .toMatchObject({ ecommerce: { currency: 'JPY', items: [expect.objectContaining(line)] } });
    expect(blocked).toEqual([]);
  });

  test('the product list reports view_item_list, and the product followed from it select_item', async ({
    page,
    request,
  }) => {
    const listed = (await (await request.get(`${base}/v1/products?per=15`)).json()) as {
      data: { key: string; code: string; name: string }[];
    };
    // The click leaves the page: what is pushed is kept in sessionStorage.
    await keepPushes(page);
    await openHydrated(page, `${base}/product`);
    await expect
      .poll(async () => (await dataLayer(page))?.find((entry) => entry.event === 'view_item_list'))
      .toMatchObject({
        ecommerce: {
          currency: 'JPY',
          item_list_name: '商品一覧',
          items: expect.arrayContaining([
            expect.objectContaining({ item_id: listed.data[0]!.code, index: 0 }),
          ]),
        },
      });
    const first = listed.data[0]!;
    await page.locator(`main a[href="/product/${first.key}"]`).first().click();
    await page.waitForURL(`**/product/${first.key}`);
    expect((await kept(page)).find((entry) => entry.event === 'select_item')).toMatchObject({
      ecommerce: {
        item_list_name: '商品一覧',
        items: [{ item_id: first.code, item_name: first.name, index: 0 }],
      },
    });
  });

  test('purchase is pushed once per order, with or without tax as GTM.PURCHASE.IS_WITHOUT_TAX_VALUE says, and not at all with GTM.DATA_LAYER.PURCHASE off', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const withoutTax = await setSetting(request, 'GTM.PURCHASE.IS_WITHOUT_TAX_VALUE', false);
    const pushes = await setSetting(request, 'GTM.DATA_LAYER.PURCHASE', true);
    try {
      const first = await orderOnce(page, request);
      await expect.poll(async () => (await purchases(page)).length).toBe(1);
      const [taxed] = await purchases(page);
      expect(taxed!.ecommerce).toMatchObject({ transaction_id: first, currency: 'JPY' });
      // Shown again (a reload), the order is not bought twice.
      await page.reload();
      await expect(page.getByTestId('order-number')).toHaveText(first);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await purchases(page)).toEqual([]);

      await setSetting(request, 'GTM.PURCHASE.IS_WITHOUT_TAX_VALUE', true);
      const second = await orderOnce(page, request);
      await expect.poll(async () => (await purchases(page)).length).toBe(1);
      const [net] = await purchases(page);
      expect(net!.ecommerce.transaction_id).toBe(second);
      // The same product and delivery: the value leaves the tax out this time.
      expect(net!.ecommerce.value).toBe(taxed!.ecommerce.value - taxed!.ecommerce.tax);

      await setSetting(request, 'GTM.DATA_LAYER.PURCHASE', false);
      await orderOnce(page, request);
      // The complete page has read its order (the number shows) and settled: the data layer
      // is there for the other events, without a purchase.
      await page.waitForLoadState('networkidle');
      expect((await dataLayer(page))?.[0]?.event).toBe('gtm.js');
      expect(await purchases(page)).toEqual([]);
    } finally {
      await setSetting(request, 'GTM.PURCHASE.IS_WITHOUT_TAX_VALUE', withoutTax ?? false);
      await setSetting(request, 'GTM.DATA_LAYER.PURCHASE', pushes ?? true);
    }
  });

  test("the container's GA4 tag sends the purchase to Google Analytics and its custom HTML tag runs, both let through by the page's CSP", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const pushes = await setSetting(request, 'GTM.DATA_LAYER.PURCHASE', true);
    // Whatever the policy blocks on any page of the run is kept (the complete page is reached by
    // a full load from the confirm page).
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const kept = JSON.parse(sessionStorage.getItem('violations') ?? '[]') as string[];
        kept.push(`${event.violatedDirective} ${event.blockedURI}`);
        sessionStorage.setItem('violations', JSON.stringify(kept));
      });
    });
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    try {
      const number = await orderOnce(page, request);
      await expect.poll(async () => (await purchases(page)).length).toBe(1);
      const [purchase] = await purchases(page);
      // The fake's GA4 tag posts the hit from the page to the collection host, another origin.
      await expect
        .poll(async () =>
          (await received(request)).filter(
            (entry) => entry.port === GA_PORT && entry.path === '/g/collect',
          ),
        )
        .toEqual([
          expect.objectContaining({
            method: 'POST',
            query: {
              v: '2',
              tid: 'G-E2ETEST',
              en: 'purchase',
              'ep.transaction_id': number,
              'epn.value': String(purchase!.ecommerce.value),
              cu: 'JPY',
            },
          }),
        ]);
      expect(purchase!.ecommerce.value).toBeGreaterThan(0);
      // The custom HTML tag ran by the nonce the container passed on.
      await expect
        .poll(async () => (await dataLayer(page))?.find((entry) => entry.event === 'custom_html'))
        .toEqual({ event: 'custom_html', transaction_id: number });
      expect(
        await page.evaluate(
          () => JSON.parse(sessionStorage.getItem('violations') ?? '[]') as string[],
        ),
      ).toEqual([]);
      expect(blocked).toEqual([]);
    } finally {
      await setSetting(request, 'GTM.DATA_LAYER.PURCHASE', pushes ?? true);
    }
  });

  test('the checkout steps report begin_checkout, add_shipping_info and add_payment_info with the cart lines', async ({
    page,
    request,
  }) => {
    const key = await productInStock(request, shop);
    const token = await readyCart(request, base, key);
    const cart = await apiCall<{
      detail: {
        products: { product_name: string; quantity: number; unit_price_with_tax: number }[];
      };
    }>(request, base, 'GET', `/carts/${token}`);
    const line = cart.detail.products[0]!;
    const item = expect.objectContaining({
      item_name: line.product_name,
      price: line.unit_price_with_tax,
      quantity: line.quantity,
    });
    await page.context().addCookies([{ name: 'cartToken', value: token, url: base }]);
    await keepPushes(page);
    await openHydrated(page, `${base}/cart`);
    await page.getByRole('button', { name: 'ご購入手続きへ進む' }).click();
    await expect(page).toHaveURL(/\/cart\/shipping-select/);
    await page.getByRole('button', { name: 'お届け方法の指定へ進む' }).click();
    await expect(page).toHaveURL(/\/cart\/shipping-detail/);
    await page.getByRole('button', { name: 'お支払い方法の選択へ進む' }).click();
    await expect(page).toHaveURL(/\/cart\/payment/);
    await page.getByRole('button', { name: 'ご注文内容の確認へ進む' }).click();
    await expect(page).toHaveURL(/\/cart\/confirm/);
    const pushed = await kept(page);
    const steps = pushed.filter((entry) =>
      ['begin_checkout', 'add_shipping_info', 'add_payment_info'].includes(String(entry.event)),
    );
    expect(steps.map((entry) => entry.event)).toEqual([
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
    ]);
    for (const step of steps)
      expect(step).toMatchObject({ ecommerce: { currency: 'JPY', items: [item] } });
    // The cart was readied to be paid by bank transfer, which the payment page keeps.
    expect(steps[2]).toMatchObject({ ecommerce: { payment_type: '銀行振込（前払い）' } });
  });

  test("a product sent to the cart from a member's list reports add_to_cart", async ({
    page,
    request,
  }) => {
    const key = await productInStock(request, shop);
    const cookies = await memberCookies(request, shop);
    const list = await apiCall<{ key: string }>(
      request,
      base,
      'PATCH',
      '/me/user-lists/attach',
      { name: `計測リスト${Date.now()}`, table: 'products', ids: [key] },
      { authorization: `Bearer ${cookies[0]!.value}` },
    );
    const product = (
      (await (await request.get(`${base}/v1/products/${key}`)).json()) as {
        data: { product_model: { products: { key: string; name: string; code: string }[] } };
      }
    ).data.product_model.products.find((variant) => variant.key === key)!;
    await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
    await openHydrated(page, `${base}/mypage/list/${list.key}`);
    await page.getByRole('button', { name: `「${product.name}」をカートに入れる` }).click();
    await expect
      .poll(async () => (await dataLayer(page))?.find((entry) => entry.event === 'add_to_cart'))
      .toMatchObject({
        ecommerce: {
          currency: 'JPY',
          items: [
            expect.objectContaining({
              item_id: product.code,
              item_name: product.name,
              quantity: 1,
            }),
          ],
        },
      });
  });

  test('a shop that does not track ecommerce events (ECOMMERCE_EVENT.IS_TRACKING off) loads the container but pushes none', async ({
    page,
    request,
  }) => {
    const tracking = await setSetting(request, 'ECOMMERCE_EVENT.IS_TRACKING', false);
    try {
      const key = await productInStock(request, shop);
      await openHydrated(page, `${base}/product/${key}`);
      await expect
        .poll(async () => (await dataLayer(page))?.map((entry) => entry.event))
        .toEqual(expect.arrayContaining(['gtm.js', 'gtm.load']));
      await page
        .getByRole('button', { name: /^カートに入れる/ })
        .first()
        .click();
      await expect(page.getByText('カートに商品を追加しました')).toBeVisible();
      const events = (await dataLayer(page))?.map((entry) => entry.event);
      expect(events).not.toContain('view_item');
      expect(events).not.toContain('add_to_cart');
    } finally {
      await setSetting(request, 'ECOMMERCE_EVENT.IS_TRACKING', tracking ?? true);
    }
  });

  test('without GTM.ID nothing is asked of the tag manager and nothing is pushed', async ({
    page,
    request,
  }) => {
    await setGtmId(request, '');
    try {
      const key = await productInStock(request, shop);
      await openHydrated(page, `${base}/product/${key}`);
      await page
        .getByRole('button', { name: /^カートに入れる/ })
        .first()
        .click();
      await expect(page.getByText('カートに商品を追加しました')).toBeVisible();
      expect(await dataLayer(page)).toBeNull();
      expect(await page.content()).not.toContain('gtm.js');
      expect(await received(request)).toEqual([]);
    } finally {
      await setGtmId(request, 'GTM-E2ETEST');
    }
  });
});
