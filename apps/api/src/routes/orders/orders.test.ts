import { and, asc, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { insertOrder } from '../../test-support/order-history.js';
import { makeCart, pickProduct } from '../../test-support/orders.js';
import { pointBalance } from '../../services/points.js';
import { createTestApp, memberSession, schema, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Order = {
  id: number;
  order_no: string;
  status: string;
  total_payment: number;
  is_cancellable: boolean;
  cancel_only_ecd_key: string;
  cancel_reason: string | null;
  amount_by_tax_rate: { rate: number; amount: number; tax: number; amount_with_tax: number }[];
  shippings: { id: number; status: string; items: { product_key: string; quantity: number }[] }[];
  items: { product_key: string; cancelled_quantity: number }[];
  memos: { id: number; memo: string }[];
  receipt_info: { addressee: string; proviso: string };
  receipt_issued_count: number;
};

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('orders: history, cancel, memos, receipts', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let taro: { id: number; token: string };
  let hanako: { id: number; token: string };
  let keys: { ten: string[]; eight: string };

  const stockOf = async (key: string) =>
    (
      await t.db
        .select({ stock: schema.products.stock })
        .from(schema.products)
        .where(and(eq(schema.products.key, key), eq(schema.products.channelId, 'standard')))
    )[0]?.stock;

  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    taro = await memberSession(t.app, 'standard', 'taro');
    hanako = await memberSession(t.app, 'standard', 'hanako');
    const rows = await t.db
      .select({ key: schema.products.key, rate: schema.productModels.taxRate })
      .from(schema.products)
      .innerJoin(schema.productModels, eq(schema.productModels.id, schema.products.modelId))
      .where(and(eq(schema.products.channelId, 'standard'), eq(schema.products.isShow, true)))
      .orderBy(asc(schema.products.id));
    const eight = rows.find((row) => row.rate === 8);
    keys = {
      ten: rows
        .filter((row) => row.rate === 10)
        .map((row) => row.key)
        .slice(0, 3),
      eight: eight?.key ?? rows[0]!.key,
    };
  });
  afterAll(() => t.close());

  it('lists the member’s own orders newest first, 10 a page, with paging headers and the total of orders not cancelled', async () => {
    const base = Date.parse('2026-03-01T03:00:00Z');
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(
        await insertOrder(t.db, {
          channelId: 'standard',
          userId: taro.id,
          lines: [{ key: keys.ten[0]!, quantity: 1 + (i % 2) }],
          orderedAt: new Date(base + i * 86_400_000),
          status: i === 0 ? 'cancelled' : 'ordered',
        }),
      );
    await insertOrder(t.db, {
      channelId: 'standard',
      userId: hanako.id,
      lines: [{ key: keys.ten[0]!, quantity: 1 }],
    });

    const first = await standard({ method: 'GET', url: '/v1/me/orders', token: taro.token });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total']).toBe('12');
    expect(first.headers['x-per-page']).toBe('10');
    expect(first.headers['x-last-page']).toBe('2');
    expect(first.headers['x-current-page']).toBe('1');
    const body = first.json<{ data: Order[]; user_order_total_payment: number }>();
    expect(body.data).toHaveLength(10);
    expect(body.data[0]?.order_no).toBe(made[11]?.order.orderNo);
    const expected = made
      .filter((m) => m.order.status !== 'cancelled')
      .reduce((sum, m) => sum + m.order.totalPayment, 0);
    expect(body.user_order_total_payment).toBe(expected);

    const second = await standard({
      method: 'GET',
      url: '/v1/me/orders?page=2',
      token: taro.token,
    });
    expect(second.json<{ data: Order[] }>().data.map((o) => o.order_no)).toEqual([
      made[1]?.order.orderNo,
      made[0]?.order.orderNo,
    ]);

    // 2026-03-03 and 03-04 in Japan time (the orders are at noon there).
    const period = await standard({
      method: 'GET',
      url: '/v1/me/orders?ordered_from=2026-03-03&ordered_to=2026-03-04',
      token: taro.token,
    });
    expect(period.json<{ data: Order[] }>().data.map((o) => o.order_no)).toEqual([
      made[3]?.order.orderNo,
      made[2]?.order.orderNo,
    ]);
    const cancelled = await standard({
      method: 'GET',
      url: '/v1/me/orders?status=cancelled',
      token: taro.token,
    });
    expect(cancelled.headers['x-total']).toBe('1');

    const backwards = await standard({
      method: 'GET',
      url: '/v1/me/orders?ordered_from=2026-03-05&ordered_to=2026-03-04',
      token: taro.token,
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({
      errors: { ordered_to: ['参照終了日は参照開始日より大きです。'] },
    });
    const invalid = await standard({
      method: 'GET',
      url: '/v1/me/orders?ordered_from=2026-02-31x',
      token: taro.token,
    });
    expect(invalid.statusCode).toBe(422);
    expect((await standard({ method: 'GET', url: '/v1/me/orders' })).statusCode).toBe(401);
  });

  it('shows an order with its deliveries, totals by tax rate and memos; another member’s order is 404', async () => {
    const { order } = await insertOrder(t.db, {
      channelId: 'standard',
      userId: taro.id,
      lines: [
        { key: keys.ten[0]!, quantity: 2 },
        { key: keys.eight, quantity: 1, shipping: 1 },
      ],
      shippings: [{}, {}],
    });
    const res = await standard({
      method: 'GET',
      url: `/v1/me/orders/${order.id}`,
      token: taro.token,
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json<{ data: Order }>().data;
    expect(detail.order_no).toBe(order.orderNo);
    expect(detail.shippings).toHaveLength(2);
    expect(detail.shippings[0]?.items.map((i) => [i.product_key, i.quantity])).toEqual([
      [keys.ten[0], 2],
    ]);
    expect(detail.shippings[1]?.items.map((i) => i.product_key)).toEqual([keys.eight]);
    expect(detail.amount_by_tax_rate).toEqual(order.amountByTaxRate);
    expect(detail.is_cancellable).toBe(true);
    expect(detail.cancel_only_ecd_key).toBe('');

    const foreign = await standard({
      method: 'GET',
      url: `/v1/me/orders/${order.id}`,
      token: hanako.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe('ご注文が見つかりませんでした');
    expect(
      (await standard({ method: 'GET', url: '/v1/me/orders/999999', token: taro.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await standard({ method: 'GET', url: '/v1/me/orders/abc', token: taro.token })).statusCode,
    ).toBe(422);
    // The same order is not reachable from another shop either.
    expect(
      (
        await shop(
          t.app,
          'business',
        )({ method: 'GET', url: `/v1/me/orders/${order.id}`, token: taro.token })
      ).statusCode,
    ).not.toBe(200);
  });

  it('keeps memos per member: add, edit, delete own ones only', async () => {
    const { order } = await insertOrder(t.db, {
      channelId: 'standard',
      userId: taro.id,
      lines: [{ key: keys.ten[1]!, quantity: 1 }],
    });
    const blank = await standard({
      method: 'POST',
      url: '/v1/memos',
      token: taro.token,
      payload: { order_id: order.id, memo: ' ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ errors: { memo: ['メモは必須項目です'] } });
    const created = await standard({
      method: 'POST',
      url: '/v1/memos',
      token: taro.token,
      payload: { order_id: order.id, memo: '母の誕生日用' },
    });
    expect(created.statusCode).toBe(201);
    const memo = created.json<{ data: { id: number; memo: string } }>().data;
    expect(memo.memo).toBe('母の誕生日用');
    // Not on someone else's order, and nobody else may touch it.
    expect(
      (
        await standard({
          method: 'POST',
          url: '/v1/memos',
          token: hanako.token,
          payload: { order_id: order.id, memo: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await standard({
          method: 'PATCH',
          url: `/v1/memos/${memo.id}`,
          token: hanako.token,
          payload: { memo: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await standard({ method: 'DELETE', url: `/v1/memos/${memo.id}`, token: hanako.token }))
        .statusCode,
    ).toBe(404);

    const edited = await standard({
      method: 'PATCH',
      url: `/v1/memos/${memo.id}`,
      token: taro.token,
      payload: { memo: '父の日用' },
    });
    expect(edited.json<{ data: { memo: string } }>().data.memo).toBe('父の日用');
    const detail = (
      await standard({ method: 'GET', url: `/v1/me/orders/${order.id}`, token: taro.token })
    ).json<{ data: Order }>().data;
    expect(detail.memos.map((m) => m.memo)).toEqual(['父の日用']);
    expect(
      (await standard({ method: 'DELETE', url: `/v1/memos/${memo.id}`, token: taro.token })).json(),
    ).toEqual({ result: true });
    const after = (
      await standard({ method: 'GET', url: `/v1/me/orders/${order.id}`, token: taro.token })
    ).json<{ data: Order }>().data;
    expect(after.memos).toEqual([]);
  });

  it('cancels an ordered order once: stock, points and coupons come back', async () => {
    const key = keys.ten[2]!;
    const [coupon] = await t.db
      .select()
      .from(schema.coupons)
      .where(eq(schema.coupons.channelId, 'standard'))
      .limit(1);
    await t.db
      .insert(schema.userCoupons)
      .values({ userId: taro.id, couponId: coupon!.id, page: 'coupon', usedAt: new Date() })
      .onConflictDoUpdate({
        target: [schema.userCoupons.userId, schema.userCoupons.couponId],
        set: { usedAt: new Date() },
      });
    const { order } = await insertOrder(t.db, {
      channelId: 'standard',
      userId: taro.id,
      lines: [{ key, quantity: 3 }],
      pointsUsed: 200,
      pointsGranted: 30,
      couponIds: [coupon!.id],
    });
    const stockBefore = await stockOf(key);

    const noReason = await standard({
      method: 'PUT',
      url: `/v1/me/orders/${order.id}/cancel`,
      token: taro.token,
      payload: { cancel_reason: '' },
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({
      errors: { cancel_reason: ['キャンセル理由は必須項目です'] },
    });
    expect(
      (
        await standard({
          method: 'PUT',
          url: `/v1/me/orders/${order.id}/cancel`,
          token: hanako.token,
          payload: { cancel_reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);

    const res = await standard({
      method: 'PUT',
      url: `/v1/me/orders/${order.id}/cancel`,
      token: taro.token,
      payload: { cancel_reason: '注文を間違えました' },
    });
    expect(res.statusCode).toBe(200);
    const cancelled = res.json<{ data: Order }>().data;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancel_reason: '注文を間違えました',
      is_cancellable: false,
      cancel_only_ecd_key: '',
    });
    expect(cancelled.items.map((i) => i.cancelled_quantity)).toEqual([3]);
    expect(await stockOf(key)).toBe(stockBefore! + 3);
    const ledger = await t.db
      .select()
      .from(schema.pointHistories)
      .where(eq(schema.pointHistories.orderId, order.id));
    expect(ledger.map((row) => row.points).sort((a, b) => a - b)).toEqual([-30, 200]);
    const [taken] = await t.db
      .select()
      .from(schema.userCoupons)
      .where(
        and(eq(schema.userCoupons.userId, taro.id), eq(schema.userCoupons.couponId, coupon!.id)),
      );
    expect(taken?.usedAt).toBeNull();

    const again = await standard({
      method: 'PUT',
      url: `/v1/me/orders/${order.id}/cancel`,
      token: taro.token,
      payload: { cancel_reason: 'もう一度' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'このご注文はすでにキャンセルされています。',
      code: 'order.cancel.already_cancelled',
    });
    expect(await stockOf(key)).toBe(stockBefore! + 3);
    const shipped = await insertOrder(t.db, {
      channelId: 'standard',
      userId: taro.id,
      lines: [{ key, quantity: 1 }],
      status: 'shipped',
      shippings: [{ status: 'shipped' }],
    });
    const refused = await standard({
      method: 'PUT',
      url: `/v1/me/orders/${shipped.order.id}/cancel`,
      token: taro.token,
      payload: { cancel_reason: '不要' },
    });
    expect(refused.json()).toMatchObject({ message: '発送済みのご注文はキャンセルできません。' });
  });

  it('cancels only the deliveries not shipped yet and says so with cancel_only_ecd_key', async () => {
    const { order } = await insertOrder(t.db, {
      channelId: 'standard',
      userId: taro.id,
      lines: [
        { key: keys.ten[0]!, quantity: 1 },
        { key: keys.ten[1]!, quantity: 2, shipping: 1 },
      ],
      shippings: [{ status: 'shipped' }, {}],
      pointsUsed: 100,
    });
    const shippedStock = await stockOf(keys.ten[0]!);
    const openStock = await stockOf(keys.ten[1]!);
    const res = await standard({
      method: 'PUT',
      url: `/v1/me/orders/${order.id}/cancel`,
      token: taro.token,
      payload: { cancel_reason: '一部不要になりました' },
    });
    const data = res.json<{ data: Order & { cancel_only_message: string } }>().data;
    expect(data.status).toBe('cancelled');
    expect(data.cancel_only_ecd_key).toBe('order.cancel.only_unshipped');
    expect(data.cancel_only_message).toContain('発送済みのお届け先はキャンセルされていません');
    expect(data.shippings.map((s) => s.status)).toEqual(['shipped', 'cancelled']);
    expect(await stockOf(keys.ten[0]!)).toBe(shippedStock);
    expect(await stockOf(keys.ten[1]!)).toBe(openStock! + 2);
    // The shipped part is paid for: the points stay until the shop settles them.
    expect(
      await t.db
        .select()
        .from(schema.pointHistories)
        .where(eq(schema.pointHistories.orderId, order.id)),
    ).toEqual([]);
  });

  it('undoes what the checkout’s decision did: stock, sales, points spent and granted', async () => {
    const { product, model } = await pickProduct(t.db, 'standard', 10);
    const balanceBefore = await pointBalance(t.db, taro.id);
    const cart = await makeCart(t.db, {
      userId: taro.id,
      lines: [{ productId: product.id, quantity: 2 }],
      payment: 'bank_transfer',
    });
    await t.db.update(schema.carts).set({ pointsUsed: 100 }).where(eq(schema.carts.id, cart.id));
    const decided = await standard({
      method: 'POST',
      url: `/v1/carts/${cart.token}/decision`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
      token: taro.token,
    });
    expect(decided.statusCode).toBe(201);
    const { order_id: orderId } = decided.json<{ data: { order_id: number } }>().data;
    const stockOrdered = await stockOf(product.key);
    const [modelOrdered] = await t.db
      .select()
      .from(schema.productModels)
      .where(eq(schema.productModels.id, model.id));
    expect(await pointBalance(t.db, taro.id)).not.toBe(balanceBefore);

    const listed = await standard({ method: 'GET', url: '/v1/me/orders', token: taro.token });
    expect(listed.json<{ data: Order[] }>().data[0]?.id).toBe(orderId);
    const res = await standard({
      method: 'PUT',
      url: `/v1/me/orders/${orderId}/cancel`,
      token: taro.token,
      payload: { cancel_reason: '不要になりました' },
    });
    expect(res.json<{ data: Order }>().data.status).toBe('cancelled');
    expect(await stockOf(product.key)).toBe(stockOrdered! + 2);
    const [modelCancelled] = await t.db
      .select()
      .from(schema.productModels)
      .where(eq(schema.productModels.id, model.id));
    expect(modelCancelled!.salesCount).toBe(modelOrdered!.salesCount - 2);
    expect(await pointBalance(t.db, taro.id)).toBe(balanceBefore);
  });

  it('prints a receipt with the order number and addressee; a second one is a re-issue', async () => {
    const { order } = await insertOrder(t.db, {
      channelId: 'standard',
      userId: taro.id,
      lines: [
        { key: keys.ten[0]!, quantity: 1 },
        { key: keys.eight, quantity: 2 },
      ],
    });
    const tooLong = await standard({
      method: 'PUT',
      url: `/v1/me/orders/${order.id}/download/receipt`,
      token: taro.token,
      payload: { addressee: 'あ'.repeat(51) },
    });
    expect(tooLong.statusCode).toBe(422);
    const put = await standard({
      method: 'PUT',
      url: `/v1/me/orders/${order.id}/download/receipt`,
      token: taro.token,
      payload: { addressee: '株式会社ミセ商事', proviso: '事務用品代として' },
    });
    expect(put.json<{ data: Order }>().data.receipt_info).toEqual({
      addressee: '株式会社ミセ商事',
      proviso: '事務用品代として',
    });

    const first = await standard({
      method: 'GET',
      url: `/v1/me/orders/${order.id}/download/receipt`,
      token: taro.token,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(first.headers['x-suggested-filename']))).toBe(
      `領収書_${order.orderNo}.pdf`,
    );
    const text = await textOf(first.rawPayload);
    expect(text).toContain(order.orderNo);
    expect(text).toContain('株式会社ミセ商事');
    expect(text).toContain('事務用品代として');
    // A qualified invoice names the issuer's registration number (seeded per shop).
    expect(text).toMatch(/登録番号 T\d{13}/);
    expect(text).not.toContain('再発行');

    const second = await standard({
      method: 'GET',
      url: `/v1/me/orders/${order.id}/download/receipt`,
      token: taro.token,
    });
    expect(await textOf(second.rawPayload)).toContain('再発行');
    const issues = await t.db
      .select()
      .from(schema.receiptIssues)
      .where(eq(schema.receiptIssues.orderId, order.id));
    expect(issues.map((row) => row.isReissue)).toEqual([false, true]);
    expect(
      (
        await standard({
          method: 'GET',
          url: `/v1/me/orders/${order.id}/download/receipt`,
          token: hanako.token,
        })
      ).statusCode,
    ).toBe(404);

    const quotation = await standard({
      method: 'GET',
      url: `/v1/me/orders/${order.id}/download/quotation`,
      token: taro.token,
    });
    expect(quotation.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(quotation.headers['x-suggested-filename']))).toMatch(
      /^御見積書_\d{8}\.pdf$/,
    );
    expect(await textOf(quotation.rawPayload)).toContain('御見積金額');
  });

  it('lets a guest check, read, edit and download the receipt with the order number and token', async () => {
    const { order } = await insertOrder(t.db, {
      channelId: 'standard',
      userId: null,
      lines: [{ key: keys.ten[0]!, quantity: 1 }],
    });
    const url = (path: string, token = order.guestToken) =>
      `/v1/orders/${order.orderNo}/${path}?t=${encodeURIComponent(token)}`;
    const check = await standard({ method: 'GET', url: url('check/receipt') });
    expect(check.json()).toEqual({ data: { result: true, order_no: order.orderNo } });
    const got = await standard({ method: 'GET', url: url('guest/receipt') });
    expect(
      got.json<{ data: { receipt_info: { addressee: string } } }>().data.receipt_info.addressee,
    ).toBe('鈴木 一郎');
    const put = await standard({
      method: 'PUT',
      url: url('guest/receipt'),
      payload: { addressee: 'ゲスト商店', proviso: '' },
    });
    expect(put.json<{ data: { receipt_info: unknown } }>().data.receipt_info).toEqual({
      addressee: 'ゲスト商店',
      proviso: 'お品代として',
    });
    const pdf = await standard({ method: 'GET', url: url('download/receipt') });
    expect(pdf.statusCode).toBe(200);
    const text = await textOf(pdf.rawPayload);
    expect(text).toContain(order.orderNo);
    expect(text).toContain('ゲスト商店');

    for (const wrong of [
      url('check/receipt', 'wrong-token'),
      `/v1/orders/${order.orderNo}/check/receipt`,
      url('download/receipt', 'x'),
      `/v1/orders/NOPE123/guest/receipt?t=${order.guestToken}`,
    ]) {
      const res = await standard({ method: 'GET', url: wrong });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toContain(
        'ご注文番号または確認用トークンが正しくありません',
      );
    }
    // A member's order is not opened with its token.
    const member = await insertOrder(t.db, {
      channelId: 'standard',
      userId: taro.id,
      lines: [{ key: keys.ten[0]!, quantity: 1 }],
    });
    expect(
      (
        await standard({
          method: 'GET',
          url: `/v1/orders/${member.order.orderNo}/check/receipt?t=${member.order.guestToken}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
