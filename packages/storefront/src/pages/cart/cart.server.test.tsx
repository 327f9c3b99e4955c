import type { Cart, CartPaymentMethod } from '@mise/api-client';
import { COOKIES } from '@mise/store';
import { formatYen } from '@mise/ui';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerShop } from '../../../test/server-shop.js';
import type { ServerShop } from '../../../test/server-shop.js';

let shop: ServerShop;
let member: { cookie: string; token: string };
let cart: Cart;
let productName: string;

beforeAll(async () => {
  shop = await startServerShop();
  const candidates = await shop.api.db.query.products.findMany({
    where: (p, { and, eq, gte }) =>
      and(eq(p.channelId, 'standard'), eq(p.isShow, true), gte(p.stock, 10)),
    limit: 20,
  });
  // A name the HTML carries as it is (no character React escapes).
  const product = candidates.find((candidate) => !/[&<>"']/.test(candidate.name));
  productName = product!.name;
  member = await shop.session('taro');
  const { token } = await shop.call<Cart>('POST', '/v1/carts/init', {
    token: member.token,
    payload: {},
  });
  cart = await shop.call<Cart>('PATCH', '/v1/carts/products/add', {
    token: member.token,
    payload: { token, products: [{ product_key: product!.key, quantity: 2 }] },
  });
});
afterAll(() => shop.close());

/** The member's cookies with their cart's, as the browser sends them. */
const memberCookies = () => `${member.cookie}; ${COOKIES.cartToken}=${cart.token}`;

describe('cart screens rendered on the server', () => {
  it('/cart/ has the member’s lines and total in the HTML, not the loading label', async () => {
    const { status, html } = await shop.page('/cart/', memberCookies());
    expect(status).toBe(200);
    expect(html).toContain(productName);
    expect(html).toContain(formatYen(cart.detail.order.total_payment));
    expect(html).not.toContain('カートを読み込んでいます');
  });

  it('/cart/payment has the cart’s payment methods', async () => {
    const methods = await shop.call<CartPaymentMethod[]>(
      'GET',
      `/v1/payments/carts/${cart.token}`,
      { token: member.token },
    );
    expect(methods.length).toBeGreaterThan(0);
    const { status, html } = await shop.page('/cart/payment', memberCookies());
    expect(status).toBe(200);
    for (const method of methods) expect(html).toContain(method.name);
    expect(html).not.toContain('お支払い方法を読み込んでいます');
  });

  it('/cart/shipping-detail has the delivery dates', async () => {
    const { status, html } = await shop.page('/cart/shipping-detail', memberCookies());
    expect(status).toBe(200);
    expect(html).toContain('最短お届け日');
    expect(html).not.toContain('お届け日を確認しています');
  });

  it('/cart/ says a guest without a cart that it is empty', async () => {
    const { status, html } = await shop.page('/cart/');
    expect(status).toBe(200);
    expect(html).toContain('カートに商品が入っていません');
    expect(html).not.toContain('カートを読み込んでいます');
  });

  it('leaves the cart to the browser when the server cannot check the session', async () => {
    // An expired token without its refresh cookie: loaded as a guest's, the page would show
    // another cart than the member's.
    const expired = `${COOKIES.accessToken}=${member.token}; ${COOKIES.tokenExpiresAt}=1; ${COOKIES.cartToken}=${cart.token}`;
    const { status, html } = await shop.page('/cart/', expired);
    expect(status).toBe(200);
    expect(html).toContain('カートを読み込んでいます');
    expect(html).not.toContain('カートに商品が入っていません');
  });
});
