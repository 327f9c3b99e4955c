import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl, openHydrated, SHOPS, shopUrl } from '../shops.js';
import { gtmOrigin } from '../tag-manager.js';
import { productInStock } from './products.js';

// Issue 21 (GTM): what the shopper's browser loads from the tag manager (the local fake the theme
// servers point GTM_ORIGIN at) and what it puts in window.dataLayer, with GTM.ID set and unset.
const shop = SHOPS[0];
const base = shopUrl(shop);

type Received = { path: string; id: string | null };
const received = async (request: APIRequestContext) =>
  (await (await request.get(`${gtmOrigin}/__received`)).json()) as Received[];

async function setGtmId(request: APIRequestContext, value: string): Promise<unknown> {
  const answer = await request.put(`${apiUrl}/dev/settings`, {
    data: { channel: shop.channel, key: 'GTM.ID', value },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { before: unknown } }).data.before;
}

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
      .toEqual([{ path: '/gtm.js', id: 'GTM-E2ETEST', at: expect.any(Number) }]);
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
    // The click leaves the page: what is pushed from now on is kept in sessionStorage.
    await page.evaluate(() => {
      const layer = (window as { dataLayer?: unknown[] }).dataLayer!;
      const push = layer.push.bind(layer);
      layer.push = (...entries: unknown[]) => {
        const kept = JSON.parse(sessionStorage.getItem('pushed') ?? '[]') as unknown[];
        sessionStorage.setItem('pushed', JSON.stringify([...kept, ...entries]));
        return push(...entries);
      };
    });
    const first = listed.data[0]!;
    await page.locator(`main a[href="/product/${first.key}"]`).first().click();
    await page.waitForURL(`**/product/${first.key}`);
    const pushed = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('pushed') ?? '[]') as Record<string, unknown>[],
    );
    expect(pushed.find((entry) => entry.event === 'select_item')).toMatchObject({
      ecommerce: {
        item_list_name: '商品一覧',
        items: [{ item_id: first.code, item_name: first.name, index: 0 }],
      },
    });
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
