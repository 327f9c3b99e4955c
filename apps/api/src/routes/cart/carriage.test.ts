import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, schema, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import type { CartData } from '../../services/cart/serialize.js';

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円（税込）`;

describe("cart carriage: the fee and its notes from the shop's own settings", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setting = async (channelId: string, key: string) => {
    const [row] = await t.db
      .select({ value: schema.settings.value })
      .from(schema.settings)
      .where(and(eq(schema.settings.channelId, channelId), eq(schema.settings.key, key)));
    return row?.value as number;
  };

  it.each(['standard', 'business', 'moto'])(
    '%s: the cart charges the carriage its notice names, and says what is left for free carriage',
    async (channelId) => {
      const call = shop(t.app, channelId);
      const carriage = await setting(channelId, 'ORDER.CARRIAGE');
      const freeFrom = await setting(channelId, 'ORDER.FREE_CARRIAGE_FROM');
      expect(carriage).toBeGreaterThan(0);
      const fee = Math.floor((carriage * 110) / 100);

      const [product] = await t.db
        .select({ key: schema.products.key })
        .from(schema.products)
        .innerJoin(schema.productModels, eq(schema.productModels.id, schema.products.modelId))
        .where(
          and(
            eq(schema.products.channelId, channelId),
            eq(schema.products.isShow, true),
            eq(schema.productModels.taxRate, 10),
            gte(schema.products.stock, 5),
            lte(schema.products.price, Math.floor(freeFrom / 3)),
          ),
        )
        .orderBy(asc(schema.products.id))
        .limit(1);
      const init = await call({ method: 'POST', url: '/v1/carts/init', payload: {} });
      const { token } = init.json<{ data: CartData }>().data;
      const added = await call({
        method: 'PATCH',
        url: '/v1/carts/products/add',
        payload: { token, products: [{ product_key: product!.key, quantity: 1 }] },
      });
      expect(added.statusCode).toBe(200);
      const { order } = added.json<{ data: CartData }>().data.detail;
      expect(order.total_carriage).toBe(carriage);
      expect(order.carriage_message).toBe(
        `送料はお届け先1件につき${yen(fee)}です。あと${yen(freeFrom - order.subtotal_with_tax)}のご購入で送料無料になります`,
      );

      const note = await call({ method: 'GET', url: '/v1/messages/cart-index-note' });
      expect(note.statusCode).toBe(200);
      const body = JSON.stringify(note.json());
      expect(body).toContain(yen(fee));
      expect(body).toContain(`${yen(freeFrom)}以上のご注文で送料無料`);
      expect(body).not.toContain('税抜');
    },
  );

  it.each(['standard', 'business', 'moto'])(
    '%s: the payment notice lists exactly the payment methods the shop offers',
    async (channelId) => {
      const call = shop(t.app, channelId);
      const methods = await call({ method: 'GET', url: '/v1/payments' });
      expect(methods.statusCode).toBe(200);
      const names = methods.json<{ data: { name: string }[] }>().data.map((m) => m.name);
      expect(names.length).toBeGreaterThan(0);
      const note = await call({ method: 'GET', url: '/v1/messages/cart-payment' });
      const listed = [...JSON.stringify(note.json()).matchAll(/<li>(.*?)<\/li>/g)].map((match) =>
        match[1]!.replace(/（手数料.*$/, ''),
      );
      expect(listed).toEqual(names);
    },
  );
});
