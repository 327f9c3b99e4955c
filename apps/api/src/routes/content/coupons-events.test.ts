import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, popups } from '../../db/schema.js';
import { DEMO_PASSWORD, createTestApp, login, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Coupon = {
  id: number;
  code: string;
  name: string;
  discount_type: 'fixed' | 'percent';
  amount: number;
  min_order_amount: number;
  max_discount_amount: number | null;
  valid_from: string;
  valid_until: string;
  is_taken: boolean;
  taken_at: string | null;
  is_available: boolean;
};

describe('coupons', () => {
  let t: TestApp;
  let taro: string;
  let rider: string;
  beforeAll(async () => {
    t = await createTestApp();
    taro = (await login(t.app, 'standard', 'taro@example.jp', DEMO_PASSWORD)).body
      .access_token as string;
    rider = (await login(t.app, 'moto', 'rider@example.jp', DEMO_PASSWORD)).body
      .access_token as string;
  });
  afterAll(() => t.close());

  const codeOf = async (channel: string, code: string) =>
    (
      await t.db
        .select()
        .from(coupons)
        .where(and(eq(coupons.channelId, channel), eq(coupons.code, code)))
    )[0]!;

  it('lists the public coupons valid now, with their discount terms', async () => {
    const res = await shop(t.app)({ method: 'GET', url: '/v1/coupons' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Coupon[] }>();
    expect(data.map((coupon) => coupon.code).sort()).toEqual(['GIFT300', 'WELCOME500']);
    expect(data.find((coupon) => coupon.code === 'WELCOME500')).toMatchObject({
      name: '新規会員様 500円OFFクーポン',
      discount_type: 'fixed',
      amount: 500,
      min_order_amount: 3000,
      max_discount_amount: null,
      is_taken: false,
      is_available: true,
    });
    const moto = (await shop(t.app, 'moto')({ method: 'GET', url: '/v1/coupons' })).json<{
      data: Coupon[];
    }>().data;
    expect(moto.map((coupon) => coupon.code).sort()).toEqual(['RIDE1000', 'WINTER500']);
  });

  it('takes a coupon once: 201, then 200 with the same coupon; the lists show it taken', async () => {
    const welcome = await codeOf('standard', 'WELCOME500');
    const first = await shop(t.app)({
      method: 'POST',
      url: '/v1/me/coupons',
      token: taro,
      payload: { coupon_id: welcome.id, page: 'coupon' },
    });
    expect(first.statusCode).toBe(201);
    const taken = first.json<{ data: Coupon }>().data;
    expect(taken).toMatchObject({ code: 'WELCOME500', is_taken: true, is_available: true });
    const again = await shop(t.app)({
      method: 'POST',
      url: '/v1/me/coupons',
      token: taro,
      payload: { coupon_id: welcome.id },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Coupon }>().data.taken_at).toBe(taken.taken_at);
    const mine = (await shop(t.app)({ method: 'GET', url: '/v1/me/coupons', token: taro })).json<{
      data: Coupon[];
    }>().data;
    expect(mine.map((coupon) => coupon.code)).toEqual(['WELCOME500']);
    const listed = (await shop(t.app)({ method: 'GET', url: '/v1/coupons', token: taro })).json<{
      data: Coupon[];
    }>().data;
    expect(listed.find((coupon) => coupon.code === 'WELCOME500')?.is_taken).toBe(true);
    expect(listed.find((coupon) => coupon.code === 'GIFT300')?.is_taken).toBe(false);
  });

  it('lets a landing-page coupon (not listed publicly) be taken with page lp', async () => {
    const spring = await codeOf('standard', 'SPRING10');
    const res = await shop(t.app)({
      method: 'POST',
      url: '/v1/me/coupons',
      token: taro,
      payload: { coupon_id: spring.id, page: 'lp' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Coupon }>().data).toMatchObject({
      discount_type: 'percent',
      amount: 10,
      max_discount_amount: 2000,
    });
  });

  it('refuses expired, future, unknown and foreign coupons in Japanese', async () => {
    const expired = await codeOf('standard', 'SUMMER2025');
    const res = await shop(t.app)({
      method: 'POST',
      url: '/v1/me/coupons',
      token: taro,
      payload: { coupon_id: expired.id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'このクーポンは有効期限が切れています',
      code: 'coupon_expired',
    });
    const gift = await codeOf('standard', 'GIFT300');
    await t.db
      .update(coupons)
      .set({ validFrom: new Date(Date.now() + 86_400_000) })
      .where(eq(coupons.id, gift.id));
    const early = await shop(t.app)({
      method: 'POST',
      url: '/v1/me/coupons',
      token: taro,
      payload: { coupon_id: gift.id },
    });
    expect(early.json()).toEqual({
      message: 'このクーポンはまだ配布期間前です',
      code: 'coupon_not_started',
    });
    const unknown = await shop(t.app)({
      method: 'POST',
      url: '/v1/me/coupons',
      token: taro,
      payload: { coupon_id: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('クーポンが見つかりません');
    const foreign = await shop(
      t.app,
      'moto',
    )({ method: 'POST', url: '/v1/me/coupons', token: rider, payload: { coupon_id: gift.id } });
    expect(foreign.statusCode).toBe(404);
    const bad = await shop(t.app)({
      method: 'POST',
      url: '/v1/me/coupons',
      token: taro,
      payload: { coupon_id: 'x', page: 'LP!' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['coupon_id', 'page']);
  });

  it('needs a login for the member calls', async () => {
    expect((await shop(t.app)({ method: 'GET', url: '/v1/me/coupons' })).statusCode).toBe(401);
    const res = await shop(t.app)({
      method: 'POST',
      url: '/v1/me/coupons',
      payload: { coupon_id: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('ログインしてください');
  });
});

describe('ecommerce events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records an event and answers the popup attached to its name', async () => {
    const res = await shop(t.app)({
      method: 'POST',
      url: '/v1/ecommerce_events',
      payload: {
        name: 'add_to_cart',
        args: JSON.stringify({ product_id: 12, quantity: 2 }),
        cart_token: 'cart-abc',
        logreco_rcmd_ct: 'rc-1',
      },
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json<{
      data: { id: string; args: object; popup: { title: string } | null };
    }>();
    expect(data.args).toEqual({ product_id: 12, quantity: 2 });
    expect(data.popup).toMatchObject({ title: 'カートに追加しました', event_name: 'add_to_cart' });
    const read = await shop(t.app)({ method: 'GET', url: `/v1/ecommerce_events/${data.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      id: data.id,
      name: 'add_to_cart',
      cart_token: 'cart-abc',
      logreco_rcmd_ct: 'rc-1',
    });
  });

  it('answers no popup for other events or when the popup is switched off', async () => {
    const view = await shop(t.app)({
      method: 'POST',
      url: '/v1/ecommerce_events',
      payload: { name: 'view_item', args: { id: 1 } },
    });
    expect(view.json().data.popup).toBeNull();
    await t.db
      .update(popups)
      .set({ isShow: false })
      .where(and(eq(popups.channelId, 'moto'), eq(popups.code, 'thanks')));
    const purchase = await shop(
      t.app,
      'moto',
    )({ method: 'POST', url: '/v1/ecommerce_events', payload: { name: 'purchase' } });
    expect(purchase.statusCode).toBe(201);
    expect(purchase.json().data).toMatchObject({ args: {}, popup: null });
  });

  it('refuses bad events with 422 and answers unknown ids 404, in Japanese', async () => {
    const notJson = await shop(t.app)({
      method: 'POST',
      url: '/v1/ecommerce_events',
      payload: { name: 'x', args: '{oops' },
    });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().errors).toEqual({ args: ['argsはJSONオブジェクトで指定してください'] });
    const list = await shop(t.app)({
      method: 'POST',
      url: '/v1/ecommerce_events',
      payload: { name: 'x', args: '[1,2]' },
    });
    expect(list.statusCode).toBe(422);
    const noName = await shop(t.app)({
      method: 'POST',
      url: '/v1/ecommerce_events',
      payload: { args: {} },
    });
    expect(noName.statusCode).toBe(422);
    const event = (
      await shop(t.app)({
        method: 'POST',
        url: '/v1/ecommerce_events',
        payload: { name: 'view_item' },
      })
    ).json().data;
    const foreign = await shop(
      t.app,
      'business',
    )({ method: 'GET', url: `/v1/ecommerce_events/${event.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      message: 'イベントが見つかりません',
      code: 'ecommerce_event_not_found',
    });
    expect((await shop(t.app)({ method: 'GET', url: '/v1/ecommerce_events/123' })).statusCode).toBe(
      422,
    );
  });
});
