import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fraudDetections, paymentMethods, products } from '../../db/schema.js';
import { makeCart, pickProduct } from '../../test-support/orders.js';
import { DEMO_PASSWORD, createTestApp, login, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Json = Record<string, unknown> & { message?: string; code?: string };
type Method = {
  id: number;
  code: string;
  name: string;
  fee: number;
  fee_with_tax: number;
  is_available?: boolean;
  unavailable_reason?: string | null;
};

const FRAUD_SECRET = 'fraud-callback-secret-for-tests';
/** A callback as the provider sends it: signed over the timestamp and the body as sent. */
const signed = (body: unknown, options: { secret?: string; at?: number } = {}) => {
  const payload = JSON.stringify(body);
  const timestamp = String(Math.floor((options.at ?? Date.now()) / 1000));
  const signature = createHmac('sha256', options.secret ?? FRAUD_SECRET)
    .update(`${timestamp}.${payload}`)
    .digest('hex');
  return {
    method: 'POST' as const,
    url: '/v1/sbpayment/receive/fraud-detection',
    headers: {
      'content-type': 'application/json',
      'x-signature-timestamp': timestamp,
      'x-signature': signature,
    },
    payload,
  };
};

const nextYear = `${new Date().getUTCFullYear() + 1}01`;
const card = (overrides: Record<string, string> = {}) => ({
  number: '4111 1111 1111 1111',
  name: 'TARO YAMADA',
  expiration: nextYear,
  security_code: '123',
  ...overrides,
});

describe('payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { fraudCallbackSecret: FRAUD_SECRET } });
  });
  afterAll(() => t.close());

  const methodId = async (channelId: string, code: string) =>
    (await t.db.select().from(paymentMethods).where(eq(paymentMethods.channelId, channelId))).find(
      (row) => row.code === code,
    )!.id;

  it("lists the shop's methods with fees tax excluded and included", async () => {
    const res = await shop(t.app)({ method: 'GET', url: '/v1/payments' });
    expect(res.statusCode).toBe(200);
    const methods = res.json<{ data: Method[] }>().data;
    expect(methods.map((m) => m.code)).toEqual(['card', 'cod', 'bank_transfer']);
    expect(methods.find((m) => m.code === 'cod')).toMatchObject({
      name: '代金引換',
      fee: 300,
      fee_with_tax: 330,
    });
    const business = await shop(t.app, 'business')({ method: 'GET', url: '/v1/payments' });
    expect(business.json<{ data: Method[] }>().data.map((m) => m.code)).toContain('invoice');
  });

  it('tells per cart which methods can be used and why not', async () => {
    const product = await pickProduct(t.db, 'business');
    const guestCart = await makeCart(t.db, {
      channelId: 'business',
      lines: [{ productId: product.product.id, quantity: 1 }],
    });
    const guest = await shop(
      t.app,
      'business',
    )({
      method: 'GET',
      url: `/v1/payments/carts/${guestCart.token}`,
    });
    expect(guest.statusCode).toBe(200);
    const invoice = guest.json<{ data: Method[] }>().data.find((m) => m.code === 'invoice');
    expect(invoice).toMatchObject({
      is_available: false,
      unavailable_reason: '請求書払い（後払い）は会員様のみご利用いただけます',
    });

    const buyer = await login(t.app, 'business', 'buyer@example.co.jp', DEMO_PASSWORD);
    const memberCart = await makeCart(t.db, {
      channelId: 'business',
      userId: buyer.body.user_id as number,
      lines: [{ productId: product.product.id, quantity: 1 }],
    });
    const member = await shop(
      t.app,
      'business',
    )({
      method: 'GET',
      url: `/v1/payments/carts/${memberCart.token}`,
      token: buyer.body.access_token as string,
    });
    expect(member.json<{ data: Method[] }>().data.find((m) => m.code === 'invoice')).toMatchObject({
      is_available: true,
      unavailable_reason: null,
    });

    // Cash on delivery up to 300,000 yen.
    const dear = await pickProduct(t.db, 'standard');
    await t.db
      .update(products)
      .set({ stock: 999, price: 100_000 })
      .where(eq(products.id, dear.product.id));
    const big = await makeCart(t.db, { lines: [{ productId: dear.product.id, quantity: 3 }] });
    const bigMethods = await shop(t.app)({ method: 'GET', url: `/v1/payments/carts/${big.token}` });
    expect(bigMethods.json<{ data: Method[] }>().data.find((m) => m.code === 'cod')).toMatchObject({
      is_available: false,
      unavailable_reason: '代金引換はお支払い金額300,000円（税込）までご利用いただけます',
    });
    const check = await shop(t.app)({
      method: 'GET',
      url: `/v1/carts/${big.token}/payment/${await methodId('standard', 'cod')}/check`,
    });
    expect(check.json<{ data: Json }>().data).toEqual({
      is_valid: false,
      message: '代金引換はお支払い金額300,000円（税込）までご利用いただけます',
    });
    await t.db
      .update(products)
      .set({ price: dear.product.price })
      .where(eq(products.id, dear.product.id));

    const unknown = await shop(t.app)({
      method: 'GET',
      url: '/v1/payments/carts/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Json>().message).toBe('カートが見つかりませんでした');
  });

  it('checks a card payment only once a card was entered', async () => {
    const product = await pickProduct(t.db, 'standard');
    const cardId = await methodId('standard', 'card');
    const withCard = await makeCart(t.db, {
      lines: [{ productId: product.product.id, quantity: 1 }],
      payment: 'card',
    });
    const ok = await shop(t.app)({
      method: 'GET',
      url: `/v1/carts/${withCard.token}/payment/${cardId}/check`,
    });
    expect(ok.json<{ data: Json }>().data).toEqual({ is_valid: true, message: null });
    const noCard = await makeCart(t.db, {
      lines: [{ productId: product.product.id, quantity: 1 }],
    });
    const missing = await shop(t.app)({
      method: 'GET',
      url: `/v1/carts/${noCard.token}/payment/${cardId}/check`,
    });
    expect(missing.json<{ data: Json }>().data).toEqual({
      is_valid: false,
      message: 'カード情報を入力してください',
    });
    const otherShop = await shop(t.app)({
      method: 'GET',
      url: `/v1/carts/${noCard.token}/payment/${await methodId('moto', 'card')}/check`,
    });
    expect(otherShop.statusCode).toBe(404);
    expect(otherShop.json<Json>().message).toBe('お支払い方法が見つかりませんでした');
    const bad = await shop(t.app)({
      method: 'GET',
      url: `/v1/carts/${noCard.token}/payment/abc/check`,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<Json>().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it('answers the card service settings and 404 for methods without one', async () => {
    const res = await shop(t.app)({ method: 'GET', url: '/v1/settings/payment-service/card' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Json }>().data).toMatchObject({
      provider: 'sandbox',
      tokenize_url: '/v1/payment-sandbox/tokens',
      test_cards: expect.arrayContaining([
        expect.objectContaining({ number: '4000000000000002', outcome: 'declined' }),
      ]) as unknown,
    });
    for (const code of ['cod', 'paypay']) {
      const none = await shop(t.app)({
        method: 'GET',
        url: `/v1/settings/payment-service/${code}`,
      });
      expect(none.statusCode).toBe(404);
      expect(none.json<Json>().message).toBe('決済サービスの設定が見つかりませんでした');
    }
  });

  it('tokenises a valid card without answering or keeping its number', async () => {
    const res = await shop(t.app)({
      method: 'POST',
      url: '/v1/payment-sandbox/tokens',
      payload: card(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json<{ data: Record<string, string> }>().data;
    expect(data).toMatchObject({
      masked_number: '************1111',
      expiration: nextYear,
      brand: 'visa',
    });
    expect(data.token).toMatch(/^sbx\./);
    expect(data.token_key).toMatch(/^[0-9a-f]{32}$/);
    // The token carries no more than the last four digits.
    const decoded = Buffer.from(data.token!.split('.')[1]!, 'base64url').toString();
    expect(decoded).not.toContain('4111111111111111');
    expect(decoded).not.toContain('123"');
    expect(res.body).not.toContain('4111111111111111');
  });

  it('answers card mistakes with Japanese field errors', async () => {
    const attempt = async (overrides: Record<string, string>) => {
      const res = await shop(t.app)({
        method: 'POST',
        url: '/v1/payment-sandbox/tokens',
        payload: card(overrides),
      });
      expect(res.statusCode).toBe(422);
      return res.json<Json & { errors: Record<string, string[]> }>();
    };
    expect((await attempt({ number: '4111111111111112' })).errors).toEqual({
      number: ['カード番号が正しくありません'],
    });
    expect((await attempt({ number: '1234' })).errors.number).toEqual([
      'カード番号は14〜16桁の半角数字で入力してください',
    ]);
    expect((await attempt({ expiration: '202001' })).errors).toEqual({
      expiration: ['有効期限が切れています'],
    });
    expect((await attempt({ expiration: '2030-1' })).errors.expiration).toEqual([
      '有効期限を正しく入力してください',
    ]);
    expect((await attempt({ security_code: '12' })).errors).toEqual({
      security_code: ['セキュリティコードは3〜4桁の半角数字で入力してください'],
    });
    const all = await attempt({ number: '', name: '山田', security_code: '' });
    expect(all.message).toBe('入力内容に誤りがあります');
    expect(Object.keys(all.errors).sort()).toEqual(['name', 'number', 'security_code']);
    const missing = await shop(t.app)({
      method: 'POST',
      url: '/v1/payment-sandbox/tokens',
      payload: { number: '4111111111111111' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<Json>().errors).toHaveProperty('name');
  });

  it('stores fraud-detection results the provider signed, once', async () => {
    const callback = signed({ result: 'REVIEW', order_no: '20260501-000001', score: 72 });
    const res = await shop(t.app)(callback);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { result: 'OK' } });
    const rows = await t.db
      .select()
      .from(fraudDetections)
      .where(eq(fraudDetections.orderNo, '20260501-000001'));
    expect(rows).toMatchObject([{ result: 'REVIEW', payload: { score: 72 } }]);
    // The same callback again is a replay.
    const replayed = await shop(t.app)(callback);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json<Json>().message).toBe('同じ通知はすでに受け付けています');
    const bad = await shop(t.app)(signed({ score: 1 }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json<Json>().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it('refuses a forged, unsigned or stale fraud-detection callback and stores nothing', async () => {
    const body = { result: 'OK', order_no: '20260501-000099' };
    const forged = signed(body, { secret: 'someone-else-s-secret-123456' });
    const tampered = { ...signed(body), payload: JSON.stringify({ ...body, result: 'NG' }) };
    const stale = signed(body, { at: Date.now() - 10 * 60_000 });
    const { headers, ...unsigned } = signed(body);
    const answers = await Promise.all(
      [
        forged,
        tampered,
        stale,
        { ...unsigned, headers: { 'content-type': headers['content-type'] } },
      ].map((request) => shop(t.app)(request)),
    );
    expect(answers.map((answer) => [answer.statusCode, answer.json<Json>().message])).toEqual([
      [401, '通知の署名が正しくありません'],
      [401, '通知の署名が正しくありません'],
      [401, '通知の有効期限が切れています'],
      [401, '署名のない通知は受け付けられません'],
    ]);
    const rows = await t.db
      .select()
      .from(fraudDetections)
      .where(eq(fraudDetections.orderNo, '20260501-000099'));
    expect(rows).toEqual([]);
  });
});
