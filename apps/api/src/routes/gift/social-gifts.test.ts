import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderShippings, orders, socialGifts, systemMessages, users } from '../../db/schema.js';
import { makeCart, pickProduct } from '../../test-support/orders.js';
import { shipOrder } from '../../services/system-messages.js';
import {
  DEMO_PASSWORD,
  TEST_DRIVER,
  createTestApp,
  lastMailTo,
  login,
  shop,
} from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Json = Record<string, unknown> & { message?: string; code?: string };

const RECEIVER = {
  last_name: '佐藤',
  first_name: '次郎',
  last_name_kana: 'サトウ',
  first_name_kana: 'ジロウ',
  postal_code: '060-0001',
  prefecture: '北海道',
  city: '札幌市中央区北一条西',
  address1: '2-1',
  address2: 'ギフトマンション101',
  phone_number: '0111234567',
};

describe(`social gifts (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof shop>;
  let bearer: string;
  let userId: number;
  let email: string;
  let product: Awaited<ReturnType<typeof pickProduct>>;

  beforeAll(async () => {
    t = await createTestApp();
    api = shop(t.app);
    const member = await login(t.app, 'standard', 'taro', DEMO_PASSWORD);
    bearer = member.body.access_token as string;
    userId = member.body.user_id as number;
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    email = user!.email;
    product = await pickProduct(t.db, 'standard');
  });
  afterAll(() => t.close());

  /** The member buys a gift: no address, the sender name they chose; answers the order and key. */
  async function buyGift(senderName = 'たろう') {
    const cart = await makeCart(t.db, {
      userId,
      withAddress: false,
      payment: 'bank_transfer',
      lines: [{ productId: product.product.id, quantity: 1 }],
    });
    const gift = await api({
      method: 'PATCH',
      url: '/v1/carts/social/receiver',
      token: bearer,
      payload: {
        token: cart.token,
        is_social_gift: true,
        sender_name: senderName,
        message: 'おめでとう',
      },
    });
    expect(gift.json().data.social_gift).toEqual({
      sender_name: senderName,
      message: 'おめでとう',
    });
    const decided = await api({
      method: 'POST',
      url: `/v1/carts/${cart.token}/decision`,
      headers: { 'idempotency-key': randomUUID() },
      token: bearer,
      payload: {},
    });
    expect(decided.statusCode).toBe(201);
    const orderNo = decided.json<{ data: { order_no: string } }>().data.order_no;
    const complete = await api({
      method: 'GET',
      url: `/v1/carts/order/${orderNo}`,
      token: bearer,
    });
    const key = complete.json().data.social_gift.token as string;
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return { key, order: order! };
  }

  const get = (path: string, channel = 'standard') =>
    shop(t.app, channel)({ method: 'GET', url: path });
  const put = (key: string, payload: Json) =>
    api({ method: 'PUT', url: `/v1/social-gifts/${key}`, payload });
  const leadtimes = async (key: string, pref: string) =>
    (
      await get(
        `/v1/shipping-leadtime/input/${key}?postal=0600001&pref=${encodeURIComponent(pref)}`,
      )
    ).json<{ data: { order_shipping_id: number; dates: string[] }[] }>().data[0]!;

  it('orders a gift without an address; the receiver sees the products and the chosen sender name only', async () => {
    const { key, order } = await buyGift();
    expect(key.length).toBeGreaterThanOrEqual(40);
    const [shipping] = await t.db
      .select()
      .from(orderShippings)
      .where(eq(orderShippings.orderId, order.id));
    expect(shipping).toMatchObject({ prefecture: '', city: '', deliveryDate: null });

    const products = await get(`/v1/social-gifts/${key}/products`);
    expect(products.statusCode).toBe(200);
    const data = products.json().data;
    expect(data).toMatchObject({ sender_name: 'たろう', message: 'おめでとう' });
    expect(data.products).toEqual([
      expect.objectContaining({
        product_info: expect.objectContaining({ name: product.product.name }),
        quantity: 1,
      }),
    ]);
    // Nothing of the buyer but the chosen name: no address, e-mail or price.
    const text = products.body;
    expect(text).not.toContain(email);
    expect(text).not.toContain('price');
    const shippingAnswer = await get(`/v1/social-gifts/${key}/shipping`);
    expect(shippingAnswer.json().data).toMatchObject({ id: shipping!.id, sender_name: 'たろう' });
  });

  it('answers a clear 404 for an unknown key and for the key in another shop', async () => {
    const { key } = await buyGift();
    for (const res of [
      await get(`/v1/social-gifts/${key.slice(0, -2)}xx/products`),
      await get(`/v1/social-gifts/${key}/products`, 'business'),
      await put('nothing-here', RECEIVER),
      await get(`/v1/social-gifts/${'x'.repeat(300)}/products`),
    ]) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
    const unknown = await get(`/v1/social-gifts/${key.slice(0, -2)}xx/products`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'social_gift.not_found',
      message: 'ギフトが見つかりませんでした。受け取り用URLをご確認ください。',
    });
  });

  it('checks the address and the delivery with Japanese messages, and offers the lead times of the prefecture', async () => {
    const { key } = await buyGift();
    const badAddress = await api({
      method: 'POST',
      url: '/v1/social-gifts/check/shipping',
      payload: { token: key, ...RECEIVER, postal_code: '12-345', last_name_kana: 'さとう' },
    });
    expect(badAddress.statusCode).toBe(422);
    expect(badAddress.json().errors).toMatchObject({
      postal_code: ['郵便番号は郵便番号の形式で入力してください。　例：123-4567'],
      last_name_kana: ['セイは全角カタカナで入力してください'],
    });
    const goodAddress = await api({
      method: 'POST',
      url: '/v1/social-gifts/check/shipping',
      payload: { token: key, ...RECEIVER },
    });
    expect(goodAddress.json()).toEqual({ result: true });
    // The receiver's form (@mise/validation) gives the limit, whatever the length sent.
    for (const url of ['/v1/social-gifts/check/shipping', `/v1/social-gifts/${key}`]) {
      const tooLong = await api({
        method: url.endsWith('shipping') ? 'POST' : 'PUT',
        url,
        payload: { token: key, ...RECEIVER, last_name: '長'.repeat(300), city: '市'.repeat(101) },
      });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json()).toEqual({
        message: '入力内容に誤りがあります',
        errors: {
          last_name: ['姓は50文字以内で入力してください'],
          city: ['市区町村は100文字以内で入力してください'],
        },
      });
    }

    const noPref = await get(
      `/v1/shipping-leadtime/input/${key}?pref=${encodeURIComponent('東京')}`,
    );
    expect(noPref.statusCode).toBe(422);
    expect(noPref.json().errors.pref).toEqual(['都道府県を選択してください']);
    const far = await leadtimes(key, '北海道');
    const near = await leadtimes(key, '東京都');
    expect(far.dates).toHaveLength(14);
    // Hokkaido takes a day longer (services/cart/leadtime.ts).
    expect(far.dates[0]! > near.dates[0]!).toBe(true);

    const check = (payload: Json) =>
      api({
        method: 'POST',
        url: '/v1/social-gifts/check/delivery',
        payload: { token: key, prefecture: '北海道', ...payload },
      });
    const tooEarly = await check({ delivery_at: near.dates[0], delivery_timezone: '' });
    expect(tooEarly.statusCode).toBe(422);
    expect(tooEarly.json().errors.delivery_at).toEqual([
      'お届け希望日はお選びいただける日付の中から指定してください',
    ]);
    const badZone = await check({ delivery_at: far.dates[0], delivery_timezone: '03-05' });
    expect(badZone.json().errors.delivery_timezone).toEqual([
      'お届け時間帯の指定が正しくありません',
    ]);
    expect((await check({ delivery_at: far.dates[1], delivery_timezone: '14-16' })).json()).toEqual(
      {
        result: true,
      },
    );
    expect((await check({ delivery_at: '', delivery_timezone: '' })).json()).toEqual({
      result: true,
    });
  });

  it('fills the order once, tells the buyer, and shows the buyer the prefecture only', async () => {
    const { key, order } = await buyGift();
    const before = await get(`/v1/social-gifts/${key}/complete`);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe('このギフトはまだ受け取りの手続きが完了していません。');

    const invalid = await put(key, { ...RECEIVER, phone_number: 'abc', city: '' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['city', 'phone_number']);

    const { dates } = await leadtimes(key, '北海道');
    const res = await put(key, { ...RECEIVER, delivery_at: dates[2], delivery_timezone: '14-16' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      prefecture: '北海道',
      delivery_at: dates[2],
      delivery_timezone_name: '14時〜16時',
      sender_name: 'たろう',
    });
    // The key is the buyer's too: the completion never carries the street address.
    expect(res.body).not.toContain(RECEIVER.city);
    expect(res.body).not.toContain(RECEIVER.phone_number);

    const [shipping] = await t.db
      .select()
      .from(orderShippings)
      .where(eq(orderShippings.orderId, order.id));
    expect(shipping).toMatchObject({
      lastName: '佐藤',
      postalCode: '0600001',
      prefecture: '北海道',
      city: RECEIVER.city,
      deliveryDate: dates[2],
      deliveryTimezone: '14-16',
    });

    const again = await put(key, { ...RECEIVER, last_name: '鈴木' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'social_gift.accepted',
      message: 'このギフトはすでに受け取りの手続きが完了しています。',
    });
    expect((await get(`/v1/social-gifts/${key}/products`)).statusCode).toBe(410);
    const [unchanged] = await t.db
      .select()
      .from(orderShippings)
      .where(eq(orderShippings.orderId, order.id));
    expect(unchanged!.lastName).toBe('佐藤');
    expect((await get(`/v1/social-gifts/${key}/complete`)).json().data.prefecture).toBe('北海道');

    const mail = await lastMailTo(t.db, email);
    expect(mail!.subject).toContain('ギフトが受け取られました');
    expect(mail!.text).toContain('北海道');
    expect(mail!.text).not.toContain(RECEIVER.city);
    const messages = await t.db
      .select()
      .from(systemMessages)
      .where(eq(systemMessages.orderId, order.id));
    expect(messages.map((m) => m.title)).toContain(
      `ギフトが受け取られました（注文番号 ${order.orderNo}）`,
    );

    const detail = await api({ method: 'GET', url: `/v1/me/orders/${order.id}`, token: bearer });
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data;
    expect(data.social_gift).toMatchObject({
      token: key,
      status: 'accepted',
      status_label: '受け取り済み',
      prefecture: '北海道',
    });
    expect(data.shippings[0]).toMatchObject({ prefecture: '北海道', city: '', last_name: '' });
    for (const value of [RECEIVER.city, RECEIVER.phone_number, '佐藤', 'サトウ', '0600001'])
      expect(detail.body).not.toContain(value);
  });

  it('shows a waiting gift to its buyer with its key and no prefecture yet', async () => {
    const { key, order } = await buyGift();
    const detail = await api({ method: 'GET', url: `/v1/me/orders/${order.id}`, token: bearer });
    expect(detail.json().data.social_gift).toMatchObject({
      token: key,
      status: 'waiting',
      status_label: '受け取り待ち',
      prefecture: null,
    });
  });

  it('refuses an expired key with 410 and a Japanese message, and shows it expired to the buyer', async () => {
    const { key, order } = await buyGift();
    await t.db
      .update(socialGifts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialGifts.orderId, order.id));
    const res = await get(`/v1/social-gifts/${key}/products`);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({
      code: 'social_gift.expired',
      message: 'このギフトは受け取り期限を過ぎています。贈り主の方にお問い合わせください。',
    });
    expect((await put(key, RECEIVER)).statusCode).toBe(410);
    const detail = await api({ method: 'GET', url: `/v1/me/orders/${order.id}`, token: bearer });
    expect(detail.json().data.social_gift.status_label).toBe('期限切れ');
  });

  it('lets the receiver leave date and time open; a cancelled order closes the key', async () => {
    const { key, order } = await buyGift();
    // Nothing ships before the receiver has said where to.
    await expect(shipOrder(t.db, t.app.mailer, order.id)).rejects.toThrow(
      'ギフトのお届け先がまだ入力されていないため、発送できません',
    );
    const res = await put(key, { ...RECEIVER, delivery_at: '', delivery_timezone: '' });
    expect(res.json().data).toMatchObject({
      delivery_at: null,
      delivery_timezone_name: '指定なし',
    });
    expect((await shipOrder(t.db, t.app.mailer, order.id)).orderNo).toBe(order.orderNo);

    const cancelled = await buyGift();
    const cancel = await api({
      method: 'PUT',
      url: `/v1/me/orders/${cancelled.order.id}/cancel`,
      token: bearer,
      payload: { cancel_reason: '贈り先の都合' },
    });
    expect(cancel.statusCode).toBe(200);
    const closed = await get(`/v1/social-gifts/${cancelled.key}/products`);
    expect(closed.statusCode).toBe(410);
    expect(closed.json().code).toBe('social_gift.cancelled');
  });
});
