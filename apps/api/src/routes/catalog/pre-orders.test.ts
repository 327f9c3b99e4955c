import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import type { CartData } from '../../services/cart/serialize.js';

type Item = { key: string; released_at: string; is_pre_order: boolean };

describe('pre-orders (予約商品): products released later than now', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let newest: Item[];
  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    const res = await standard({
      method: 'GET',
      url: '/v1/products',
      query: { sort: 'new', per: '10' },
    });
    newest = res.json<{ data: Item[] }>().data;
  });
  afterAll(() => t.close());

  it('lists the demo shop pre-orders first by release, each flagged, and no other', () => {
    const now = Date.now();
    const preOrders = newest.filter((item) => item.is_pre_order);
    expect(preOrders).toHaveLength(2);
    for (const item of newest)
      expect(item.is_pre_order, item.key).toBe(Date.parse(item.released_at) > now);
  });

  it('flags the pre-order in its detail and in a cart line, with its release day', async () => {
    const preOrder = newest.find((item) => item.is_pre_order)!;
    const detail = await standard({ method: 'GET', url: `/v1/products/${preOrder.key}` });
    expect(detail.json().data).toMatchObject({ key: preOrder.key, is_pre_order: true });

    const { token } = (
      await standard({ method: 'POST', url: '/v1/carts/init', payload: {} })
    ).json<{ data: CartData }>().data;
    const regular = newest.find((item) => !item.is_pre_order)!;
    const added = await standard({
      method: 'PATCH',
      url: '/v1/carts/products/add',
      payload: {
        token,
        products: [
          { product_key: preOrder.key, quantity: 1 },
          { product_key: regular.key, quantity: 1 },
        ],
      },
    });
    expect(added.statusCode).toBe(200);
    const lines = added.json<{ data: CartData }>().data.detail.products;
    const info = (key: string) => lines.find((line) => line.product_key === key)!.product_info;
    expect(info(preOrder.key)).toMatchObject({
      is_pre_order: true,
      released_at: preOrder.released_at,
    });
    expect(info(regular.key).is_pre_order).toBe(false);
  });
});
