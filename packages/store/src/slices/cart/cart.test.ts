import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { COOKIES, createMemoryCookies } from '../../env.js';
import { login, logoutSession } from '../account/index.js';
import {
  addCartCoupon,
  addToCart,
  CART_MESSAGES,
  changeQuantity,
  downloadCartQuotation,
  initCart,
  modifyCartShipping,
} from './cart.js';

let api: RunningTestApp;
type Product = typeof schema.products.$inferSelect;
let plenty: Product[];

beforeAll(async () => {
  api = await startTestServer();
  plenty = await api.db
    .select()
    .from(schema.products)
    .where(
      and(
        eq(schema.products.channelId, 'standard'),
        eq(schema.products.isShow, true),
        gte(schema.products.stock, 20),
      ),
    )
    .orderBy(asc(schema.products.id))
    .limit(3);
});
afterAll(() => api.close());

/** A store + client as one browser tab has them, counting the requests it sends. */
async function tab(cookies = createMemoryCookies()) {
  const { store, api: client } = createStorefrontState({
    api: { baseURL: api.baseURL, channel: 'standard', events: { log: () => undefined } },
    cookies,
    navigate: () => undefined,
  });
  const urls: string[] = [];
  const http = await client.instance();
  http.interceptors.request.use((config) => {
    urls.push(`${config.method?.toUpperCase()} ${config.url}`);
    return config;
  });
  return { store, client, cookies, urls };
}

const product = (index: number) => plenty[index]!;

describe('cart slice', () => {
  it('starts one cart for two inits at once and keeps its token in the cartToken cookie', async () => {
    const t = await tab();
    const [first, second] = await Promise.all([
      t.store.dispatch(initCart()).unwrap(),
      t.store.dispatch(initCart()).unwrap(),
    ]);
    expect(second.token).toBe(first.token);
    expect(t.urls.filter((url) => url === 'POST /v1/carts/init')).toHaveLength(1);
    expect(t.cookies.get(COOKIES.cartToken)).toBe(first.token);

    // The next page load finds the same cart.
    const again = await tab(t.cookies);
    expect((await again.store.dispatch(initCart()).unwrap()).token).toBe(first.token);
  });

  it('sends a coupon given while a quantity change is on its way after that change: both stay on screen', async () => {
    const t = await tab();
    const cart = await t.store
      .dispatch(addToCart({ products: [{ product_key: product(0).key, quantity: 1 }] }))
      .unwrap();
    const key = cart.detail.products[0]!.key;
    // The quantity's answer is slow: answered first, the coupon's would then be overwritten by it.
    const http = await t.client.instance();
    http.interceptors.response.use(async (response) => {
      if (response.config.url?.includes('/products/modify'))
        await new Promise((resolve) => setTimeout(resolve, 300));
      return response;
    });
    const sent = t.urls.length;
    await Promise.all([
      t.store.dispatch(changeQuantity({ key, quantity: 2 })).unwrap(),
      t.store.dispatch(addCartCoupon({ code: 'GIFT300' })).unwrap(),
    ]);
    expect(t.urls.slice(sent)).toEqual([
      expect.stringContaining('/products/modify'),
      expect.stringContaining('/coupons'),
    ]);
    const shown = t.store.getState().cart.data!.detail;
    expect(shown.products[0]!.quantity).toBe(2);
    expect(shown.coupons.map((coupon) => coupon.code)).toEqual(['GIFT300']);
  });

  it('shows a quantity at once and takes the server totals, or goes back when the stock is short', async () => {
    const t = await tab();
    const cart = await t.store
      .dispatch(addToCart({ products: [{ product_key: product(0).key, quantity: 1 }] }))
      .unwrap();
    const [line] = cart.detail.products;
    expect(line?.quantity).toBe(1);

    const changing = t.store.dispatch(changeQuantity({ key: line!.key, quantity: 3 }));
    // Before the answer: the shopper already sees 3.
    expect(t.store.getState().cart.data?.detail.products[0]?.quantity).toBe(3);
    await changing.unwrap();
    const after = t.store.getState().cart.data!.detail.products[0]!;
    expect(after.quantity).toBe(3);
    expect(after.subtotal_with_tax).toBe(after.unit_price_with_tax * 3);

    const tooMany = product(0).stock + 1;
    const refused = await t.store.dispatch(changeQuantity({ key: line!.key, quantity: tooMany }));
    expect(refused.meta.requestStatus).toBe('rejected');
    expect((refused as { error: { message?: string } }).error.message).toContain(
      'の在庫が不足しています',
    );
    expect(t.store.getState().cart.data?.detail.products[0]?.quantity).toBe(3);
  });

  it('starts again with the spec message when the stored cart has expired', async () => {
    const t = await tab();
    const cart = await t.store
      .dispatch(addToCart({ products: [{ product_key: product(1).key, quantity: 1 }] }))
      .unwrap();
    await api.db
      .update(schema.carts)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.carts.token, cart.token));

    const next = await tab(t.cookies);
    const fresh = await next.store.dispatch(initCart()).unwrap();
    expect(fresh.token).not.toBe(cart.token);
    expect(fresh.detail.products).toEqual([]);
    expect(next.store.getState().cart.resetReason).toEqual({
      reason: 'expired',
      message: CART_MESSAGES.expired,
    });
    expect(next.cookies.get(COOKIES.cartToken)).toBe(fresh.token);
  });

  it('drops a product no longer sold with the spec message and keeps the rest', async () => {
    const t = await tab();
    await t.store
      .dispatch(
        addToCart({
          products: [
            { product_key: product(1).key, quantity: 1 },
            { product_key: product(2).key, quantity: 1 },
          ],
        }),
      )
      .unwrap();
    await api.db
      .update(schema.products)
      .set({ isShow: false })
      .where(eq(schema.products.id, product(2).id));
    try {
      const next = await tab(t.cookies);
      const cart = await next.store.dispatch(initCart()).unwrap();
      expect(cart.detail.products.map((line) => line.product_id)).toEqual([product(1).id]);
      expect(next.store.getState().cart.resetReason).toEqual({
        reason: 'product_not_found',
        message: CART_MESSAGES.productNotFound,
      });
      // The cart is loaded again: no error toast.
      expect(next.store.getState().flash.items).toEqual([]);
    } finally {
      await api.db
        .update(schema.products)
        .set({ isShow: true })
        .where(eq(schema.products.id, product(2).id));
    }
  });

  it("merges the guest's cart into the member's at login, and logout forgets it", async () => {
    const t = await tab();
    await t.store
      .dispatch(addToCart({ products: [{ product_key: product(1).key, quantity: 2 }] }))
      .unwrap();
    expect(
      await t.store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap(),
    ).toBe('logged_in');
    // The listener's init after login runs on its own; wait for the member's cart.
    await expect
      .poll(() => t.store.getState().cart.data?.user_id ?? null, { timeout: 30_000 })
      .not.toBeNull();
    const merged = t.store.getState().cart.data!;
    expect(
      merged.detail.products.some(
        (line) => line.product_id === product(1).id && line.quantity >= 2,
      ),
    ).toBe(true);

    await t.store.dispatch(logoutSession({ redirect: false }));
    expect(t.store.getState().cart.data).toBeNull();
    expect(t.cookies.get(COOKIES.cartToken)).toBeUndefined();
  });

  it('resets the deliveries once when a saved address has gone, and says so', async () => {
    const t = await tab();
    await t.store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap();
    const cart = await t.store
      .dispatch(addToCart({ products: [{ product_key: product(0).key, quantity: 1 }] }))
      .unwrap();
    const refused = await t.store.dispatch(
      modifyCartShipping({ key: cart.detail.shippings[0]!.key, user_address_id: 987_654 }),
    );
    expect((refused as { error: { code?: string } }).error.code).toBe(
      'cart_detail.set_user_address.not_data',
    );
    await expect
      .poll(() => t.store.getState().cart.isShippingReset, { timeout: 30_000 })
      .toBe(true);
    expect(t.urls.filter((url) => url === 'PATCH /v1/carts/shippings/reset')).toHaveLength(1);
    expect(t.store.getState().cart.data?.detail.shippings).toHaveLength(1);
    await t.store.dispatch(logoutSession({ redirect: false }));
  });

  it('sends a change whose cart has expired again on a fresh cart', async () => {
    const t = await tab();
    const stale = await t.store
      .dispatch(addToCart({ products: [{ product_key: product(0).key, quantity: 1 }] }))
      .unwrap();
    await api.db
      .update(schema.carts)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.carts.token, stale.token));
    const sent = t.urls.length;
    const cart = await t.store
      .dispatch(addToCart({ products: [{ product_key: product(1).key, quantity: 1 }] }))
      .unwrap();
    expect(t.urls.slice(sent)).toEqual([
      'PATCH /v1/carts/products/add',
      'POST /v1/carts/init',
      'PATCH /v1/carts/products/add',
    ]);
    expect(cart.token).not.toBe(stale.token);
    expect(cart.detail.products.map((line) => line.product_id)).toEqual([product(1).id]);
    expect(t.cookies.get(COOKIES.cartToken)).toBe(cart.token);
  });

  it('does not send a change naming a line of the expired cart to the fresh one', async () => {
    const t = await tab();
    const stale = await t.store
      .dispatch(addToCart({ products: [{ product_key: product(0).key, quantity: 1 }] }))
      .unwrap();
    await api.db
      .update(schema.carts)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.carts.token, stale.token));
    const sent = t.urls.length;
    const key = stale.detail.products[0]!.key;
    const changed = await t.store.dispatch(changeQuantity({ key, quantity: 2 }));
    expect((changed as { error: { code?: string } }).error.code).toBe('cart.common.is_expired');
    expect(t.urls.slice(sent)).toEqual(['PATCH /v1/carts/products/modify', 'POST /v1/carts/init']);
    expect(t.cookies.get(COOKIES.cartToken)).not.toBe(stale.token);
  });

  it('retries a change refused for its cart token once per failure streak; a success ends the streak', async () => {
    const t = await tab();
    await t.store
      .dispatch(addToCart({ products: [{ product_key: product(0).key, quantity: 1 }] }))
      .unwrap();
    const http = await t.client.instance();
    // Every add names a cart the server does not know, whatever cart the store has.
    const unknownCart = () =>
      http.interceptors.request.use((config) => {
        if (config.url?.endsWith('/products/add'))
          config.data = { ...(config.data as object), token: randomUUID() };
        return config;
      });
    const add = () =>
      t.store.dispatch(addToCart({ products: [{ product_key: product(1).key, quantity: 1 }] }));
    const urlsOf = async (run: () => Promise<unknown>) => {
      const sent = t.urls.length;
      await run();
      return t.urls.slice(sent);
    };
    const retried = [
      'PATCH /v1/carts/products/add',
      'POST /v1/carts/init',
      'PATCH /v1/carts/products/add',
    ];

    let refusing = unknownCart();
    const first = await add();
    expect((first as { error: { code?: string } }).error.code).toBe('cart.common.not_found');
    expect(t.urls.slice(-3)).toEqual(retried);
    // The same streak: refused as it is.
    expect(await urlsOf(add)).toEqual(['PATCH /v1/carts/products/add']);

    http.interceptors.request.eject(refusing);
    expect((await add()).meta.requestStatus).toBe('fulfilled');
    refusing = unknownCart();
    expect(await urlsOf(add)).toEqual(retried);
    http.interceptors.request.eject(refusing);
  });

  it('shows an init refused for another reason than a product as the server’s message in an error toast', async () => {
    // A damaged cookie: the API refuses the token before looking for a cart.
    const t = await tab(createMemoryCookies({ [COOKIES.cartToken]: 'x'.repeat(101) }));
    const refused = await t.store.dispatch(initCart());
    expect(refused.meta.requestStatus).toBe('rejected');
    const message = (refused as { error: { message?: string } }).error.message;
    expect(message).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect(t.store.getState().flash.items).toEqual([
      expect.objectContaining({ type: 'negative', message }),
    ]);
  });

  it('hands the cart’s quotation PDF to the page', async () => {
    const t = await tab();
    const cart = await t.store
      .dispatch(addToCart({ products: [{ product_key: product(0).key, quantity: 1 }] }))
      .unwrap();
    const save = vi.fn();
    const filename = await t.store
      .dispatch(downloadCartQuotation({ token: cart.token, save }))
      .unwrap();
    expect(save).toHaveBeenCalledTimes(1);
    const [blob, saved] = save.mock.calls[0] as [Blob, string];
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBeGreaterThan(0);
    expect(saved).toBe(filename);
  });
});
