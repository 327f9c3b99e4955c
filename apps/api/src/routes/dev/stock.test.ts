import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import {
  DEMO_PASSWORD,
  createTestApp,
  insertOrder,
  login,
  memberSession,
  schema,
  shop,
} from '../../testing.js';
import type { TestApp } from '../../testing.js';

const TARO = 'taro@example.jp';
const HANAKO = 'hanako@example.jp';

describe('product requests: restock requests mailed once when stock comes back', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let token: string;
  let hanakoToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    token = String((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body.access_token);
    hanakoToken = (await memberSession(t.app, 'standard', 'hanako')).token;
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) =>
    t.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.to, to))
      .orderBy(desc(schema.outbox.id));
  const restockMails = async (to: string) =>
    (await mailsTo(to)).filter((mail) => mail.subject.includes('再入荷のお知らせ'));
  const setStock = (productKey: string, stock: number, channel = 'standard') =>
    t.app.inject({
      method: 'POST',
      url: '/dev/stock',
      payload: { channel, product_key: productKey, stock },
    });
  const request = (productKey: string, auth: string) =>
    standard({
      method: 'POST',
      url: '/v1/product-requests',
      payload: { product_id: productKey },
      token: auth,
    });

  async function soldOut(offset = 0) {
    const rows = await t.db
      .select({
        key: schema.products.key,
        name: schema.products.name,
        label: schema.products.variantLabel,
      })
      .from(schema.products)
      .innerJoin(schema.productModels, eq(schema.productModels.id, schema.products.modelId))
      .where(
        and(
          eq(schema.products.channelId, 'standard'),
          eq(schema.products.stock, 0),
          eq(schema.products.isShow, true),
        ),
      )
      .orderBy(asc(schema.products.id))
      .limit(offset + 1);
    return rows[offset]!;
  }

  it('every demo shop has a sold-out variant beside an in-stock one, and requestable models', async () => {
    for (const channel of ['standard', 'business', 'moto']) {
      const requestable = await t.db
        .select({ id: schema.productModels.id })
        .from(schema.productModels)
        .where(
          and(
            eq(schema.productModels.channelId, channel),
            eq(schema.productModels.isRequestable, true),
          ),
        );
      expect(requestable.length).toBeGreaterThanOrEqual(3);
      const soldOutVariants = await t.db
        .select({ modelId: schema.products.modelId })
        .from(schema.products)
        .where(
          and(
            eq(schema.products.channelId, channel),
            eq(schema.products.stock, 0),
            gt(schema.products.position, 0),
          ),
        );
      expect(soldOutVariants.length).toBeGreaterThan(0);
    }
  });

  it('mails each requester once when the product comes back, and sets notified_at', async () => {
    const product = await soldOut();
    expect((await request(product.key, token)).statusCode).toBe(201);
    // Asking again while the first request is open is refused in Japanese.
    const again = await request(product.key, token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'product_request_exists' });
    expect((await request(product.key, hanakoToken)).statusCode).toBe(201);
    const taroBefore = (await restockMails(TARO)).length;
    const hanakoBefore = (await restockMails(HANAKO)).length;

    // Still sold out: nothing is sent.
    expect((await setStock(product.key, 0)).json()).toMatchObject({ data: { notified: 0 } });
    const back = await setStock(product.key, 5);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({
      data: { product_key: product.key, before: 0, stock: 5, notified: 2 },
    });
    const [mail] = await restockMails(TARO);
    expect(await restockMails(TARO)).toHaveLength(taroBefore + 1);
    expect(await restockMails(HANAKO)).toHaveLength(hanakoBefore + 1);
    const shown = product.label ? `${product.name}（${product.label}）` : product.name;
    expect(mail?.subject).toBe(`【Mise ストア】再入荷のお知らせ：${shown}`);
    expect(mail?.text).toContain(`/product/${product.key}`);
    expect(mail?.text).toContain('再入荷をリクエストいただいた商品の販売を再開しました。');

    const rows = await t.db
      .select()
      .from(schema.productRequests)
      .innerJoin(schema.products, eq(schema.products.id, schema.productRequests.productId))
      .where(eq(schema.products.key, product.key));
    expect(rows.length).toBe(2);
    for (const row of rows) expect(row.product_requests.notifiedAt).toBeInstanceOf(Date);

    // Sold out and back again: those requests were answered, so nobody is mailed twice.
    await setStock(product.key, 0);
    expect((await setStock(product.key, 3)).json()).toMatchObject({ data: { notified: 0 } });
    expect(await restockMails(TARO)).toHaveLength(taroBefore + 1);
    // A new request once it is sold out again is a new one, mailed at the next restock.
    await setStock(product.key, 0);
    expect((await request(product.key, token)).statusCode).toBe(201);
    expect((await setStock(product.key, 1)).json()).toMatchObject({ data: { notified: 1 } });
    expect(await restockMails(TARO)).toHaveLength(taroBefore + 2);
  });

  it('an in-stock product takes a request only when its model is requestable', async () => {
    const [requestable] = await t.db
      .select({ key: schema.products.key })
      .from(schema.products)
      .innerJoin(schema.productModels, eq(schema.productModels.id, schema.products.modelId))
      .where(
        and(
          eq(schema.products.channelId, 'standard'),
          eq(schema.productModels.isRequestable, true),
          gt(schema.products.stock, 0),
        ),
      )
      .limit(1);
    const created = await request(requestable!.key, token);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { kind: 'new', product: { key: requestable!.key } },
    });
    const detail = await standard({ method: 'GET', url: `/v1/products/${requestable!.key}` });
    expect(detail.json()).toMatchObject({ data: { product_model: { is_requestable: true } } });
  });

  it('answers 404 for an unknown product and 422 for a bad stock', async () => {
    expect((await setStock('no-such-product', 1)).statusCode).toBe(404);
    const bad = await setStock((await soldOut(1)).key, -1);
    expect(bad.statusCode).toBe(422);
  });

  it('is not served in production', async () => {
    const production = await buildApp(
      {
        db: t.db,
        config: { ...loadConfig({ NODE_ENV: 'test' }), production: true },
      },
      { logger: false },
    );
    try {
      const response = await production.inject({
        method: 'POST',
        url: '/dev/stock',
        payload: { channel: 'standard', product_key: 'x', stock: 1 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('an order cancelled back into stock mails those who asked for the restock', async () => {
    const product = await soldOut(2);
    const [taro] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(eq(schema.users.channelId, 'standard'), eq(schema.users.username, 'taro')));
    const { order } = await insertOrder(t.db, {
      channelId: 'standard',
      userId: taro!.id,
      lines: [{ key: product.key, quantity: 2 }],
    });
    expect((await request(product.key, hanakoToken)).statusCode).toBe(201);
    const before = (await restockMails(HANAKO)).length;
    const cancelled = await standard({
      method: 'PUT',
      url: `/v1/me/orders/${order.id}/cancel`,
      payload: { cancel_reason: '注文を間違えました' },
      token,
    });
    expect(cancelled.statusCode).toBe(200);
    const [row] = await t.db
      .select({ stock: schema.products.stock })
      .from(schema.products)
      .where(eq(schema.products.key, product.key));
    expect(row?.stock).toBe(2);
    const mails = await restockMails(HANAKO);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.text).toContain(`/product/${product.key}`);
  });
});
