import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { closeThanks, openHydrated, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';

/**
 * Guest carts made through the shop API, as the specs that test what comes after the cart
 * (confirm pages, accessibility, several API instances) need them.
 */

type Method = 'GET' | 'POST' | 'PATCH';

/**
 * A call to the shop API under `base` (a shop's own address, or an API instance with `headers`
 * naming the channel): the answer's `data`, or an error naming the call that failed. An order
 * decision gets an idempotency key of its own unless `headers` bring one.
 */
export async function apiCall<T>(
  request: APIRequestContext,
  base: string,
  method: Method,
  path: string,
  data?: object,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.fetch(`${base}/v1${path}`, {
    method,
    headers: {
      ...(path.endsWith('/decision') ? { 'idempotency-key': randomUUID() } : {}),
      ...headers,
    },
    ...(data ? { data } : {}),
  });
  if (!response.ok())
    throw new Error(`${method} ${base}${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Where the guest orders are delivered (and who orders them). */
export const GUEST_ADDRESS = {
  last_name: '鈴木',
  first_name: '次郎',
  last_name_kana: 'スズキ',
  first_name_kana: 'ジロウ',
  postal_code: '1000001',
  prefecture: '東京都',
  city: '千代田区',
  address1: '1-1',
  phone_number: '0312345678',
};

export type NewCart = { token: string; detail: { shippings: { key: string }[] } };

/** A new guest cart with `quantity` units of the product. */
export async function cartWith(
  request: APIRequestContext,
  base: string,
  productKey: string,
  quantity: number,
  headers: Record<string, string> = {},
): Promise<NewCart> {
  const cart = await apiCall<NewCart>(request, base, 'POST', '/carts/init', {}, headers);
  await apiCall(
    request,
    base,
    'PATCH',
    '/carts/products/add',
    { token: cart.token, products: [{ product_key: productKey, quantity }] },
    headers,
  );
  return cart;
}

/** The delivery address, the orderer (`email`) and bank transfer on a cart: ready to order. */
export async function readyToOrder(
  request: APIRequestContext,
  base: string,
  cart: NewCart,
  email: string,
  headers: Record<string, string> = {},
): Promise<void> {
  await apiCall(
    request,
    base,
    'PATCH',
    '/carts/shippings/modify',
    { token: cart.token, key: cart.detail.shippings[0]!.key, ...GUEST_ADDRESS },
    headers,
  );
  const payments = await apiCall<{ id: number; code: string; is_available: boolean }[]>(
    request,
    base,
    'GET',
    `/payments/carts/${cart.token}`,
    undefined,
    headers,
  );
  const bank = payments.find((payment) => payment.code === 'bank_transfer' && payment.is_available);
  if (!bank) throw new Error(`${base}: bank transfer is not offered for this cart`);
  await apiCall(
    request,
    base,
    'PATCH',
    '/carts/order/modify',
    { token: cart.token, payment_id: bank.id, orderer: { ...GUEST_ADDRESS, email } },
    headers,
  );
}

/** A guest cart of `quantity` units with address, orderer and bank transfer: ready to order. */
export async function readyCart(
  request: APIRequestContext,
  base: string,
  productKey: string,
  quantity = 1,
): Promise<string> {
  const cart = await cartWith(request, base, productKey, quantity);
  await readyToOrder(request, base, cart, `buyer-${randomUUID()}@example.jp`);
  return cart.token;
}

/**
 * A guest order of one unit of `key` in `shop`, decided on its confirm page in the browser: the
 * order number the complete page shows.
 */
export async function orderInBrowser(
  page: Page,
  request: APIRequestContext,
  shop: Shop,
  key: string,
): Promise<string> {
  const base = shopUrl(shop);
  const token = await readyCart(request, base, key);
  await page.context().addCookies([{ name: 'cartToken', value: token, url: base }]);
  await openHydrated(page, `${base}/cart/confirm`);
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/cart\/complete/);
  const number = page.getByTestId('order-number');
  await expect(number).not.toBeEmpty();
  if (shop.tracksEvents) await closeThanks(page);
  return (await number.textContent())!.trim();
}
