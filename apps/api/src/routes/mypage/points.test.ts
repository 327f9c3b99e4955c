import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryOf, replayLedger } from '../../services/point-lots.js';
import { DEMO_PASSWORD, createTestApp, insertOrder, login, schema, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type History = {
  id: number;
  points: number;
  reason: string;
  reason_label: string;
  order_id: number | null;
  order_no: string | null;
  expires_at: string | null;
  created_at: string;
};

const DAY = 86_400_000;

describe('point lots (expiry over the ledger)', () => {
  const at = (iso: string) => new Date(iso);

  it('a grant is usable to the end of the Japanese day POINT.EXPIRY_DAYS later', () => {
    // 2026-01-10 23:30 in Japan is 14:30 UTC; 365 days on is 2027-01-10, to 23:59:59.999 JST.
    expect(expiryOf(at('2026-01-10T14:30:00Z'), 365).toISOString()).toBe(
      '2027-01-10T14:59:59.999Z',
    );
  });

  it('spends the oldest valid points first and lapses the rest of a lot', () => {
    const state = replayLedger(
      [
        { id: 1, points: 100, reason: 'order_grant', createdAt: at('2025-01-01T00:00:00Z') },
        { id: 2, points: 300, reason: 'admin', createdAt: at('2025-06-01T00:00:00Z') },
        { id: 3, points: -150, reason: 'order_use', createdAt: at('2025-07-01T00:00:00Z') },
      ],
      365,
      at('2026-03-01T00:00:00Z'),
    );
    // 100 of lot 1 and 50 of lot 2 were spent; lot 1 lapsed empty, lot 2 keeps 250.
    expect(state.unrecorded).toEqual([]);
    expect(state.open.map((lot) => lot.points)).toEqual([250]);
  });

  it('does not spend a lapsed lot, and a recorded expiry consumes the lapsed lot', () => {
    const entries = [
      { id: 1, points: 100, reason: 'order_grant', createdAt: at('2024-01-01T00:00:00Z') },
      { id: 2, points: 300, reason: 'admin', createdAt: at('2025-06-01T00:00:00Z') },
      { id: 3, points: -50, reason: 'order_use', createdAt: at('2025-07-01T00:00:00Z') },
    ];
    const before = replayLedger(entries, 365, at('2026-03-01T00:00:00Z'));
    expect(before.unrecorded).toEqual([
      { points: 100, expiresAt: expiryOf(entries[0]!.createdAt, 365) },
    ]);
    expect(before.open.map((lot) => lot.points)).toEqual([250]);
    const after = replayLedger(
      [
        ...entries,
        { id: 4, points: -100, reason: 'expire', createdAt: expiryOf(entries[0]!.createdAt, 365) },
      ],
      365,
      at('2026-03-01T00:00:00Z'),
    );
    expect(after.unrecorded).toEqual([]);
    expect(after.open.map((lot) => lot.points)).toEqual([250]);
  });

  it('never expires points when POINT.EXPIRY_DAYS is 0', () => {
    const state = replayLedger(
      [{ id: 1, points: 100, reason: 'admin', createdAt: at('2000-01-01T00:00:00Z') }],
      0,
      at('2026-03-01T00:00:00Z'),
    );
    expect(state.unrecorded).toEqual([]);
    expect(state.open).toEqual([{ points: 100, expiresAt: null }]);
  });
});

describe('points (/v1/me/points, /v1/me/point-histories)', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let taro: string;
  let taroId: number;

  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    const body = (await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body;
    taro = String(body.access_token);
    taroId = Number(body.user_id);
  });
  afterAll(() => t.close());

  const histories = async (query = '') => {
    const res = await standard({
      method: 'GET',
      url: `/v1/me/point-histories${query}`,
      token: taro,
    });
    expect(res.statusCode).toBe(200);
    return { rows: res.json<{ data: History[] }>().data, res };
  };

  it('is for members only', async () => {
    for (const url of ['/v1/me/points', '/v1/me/point-histories']) {
      expect((await standard({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it("answers the demo member's balance and when the points expire", async () => {
    const res = await standard({ method: 'GET', url: '/v1/me/points', token: taro });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ points: 3000, expiry_days: 365 });
    expect(data.next_expiring.points).toBe(3000);
    const expires = Date.parse(data.next_expiring.expires_at);
    expect(expires).toBeGreaterThan(Date.now() + 364 * DAY);
    expect(expires).toBeLessThan(Date.now() + 367 * DAY);
    const { rows } = await histories();
    expect(rows).toEqual([
      expect.objectContaining({
        points: 3000,
        reason: 'admin',
        reason_label: 'ショップからの付与',
        order_no: null,
        expires_at: data.next_expiring.expires_at,
      }),
    ]);
  });

  it('shows grants and use of real orders with their order numbers, and writes lapsed points as expired once', async () => {
    const [product] = await t.db
      .select({ key: schema.products.key })
      .from(schema.products)
      .where(and(eq(schema.products.channelId, 'standard'), eq(schema.products.isShow, true)))
      .orderBy(asc(schema.products.id))
      .limit(1);
    const longAgo = new Date(Date.now() - 400 * DAY);
    const { order } = await insertOrder(t.db, {
      channelId: 'standard',
      userId: taroId,
      lines: [{ key: product!.key, quantity: 1 }],
      pointsGranted: 200,
      orderedAt: longAgo,
    });
    const recent = await insertOrder(t.db, {
      channelId: 'standard',
      userId: taroId,
      lines: [{ key: product!.key, quantity: 1 }],
      pointsUsed: 50,
      orderedAt: new Date(Date.now() - 380 * DAY),
    });
    await t.db.insert(schema.pointHistories).values([
      { userId: taroId, points: 200, reason: 'order_grant', orderId: order.id, createdAt: longAgo },
      {
        userId: taroId,
        points: -50,
        reason: 'order_use',
        orderId: recent.order.id,
        createdAt: new Date(Date.now() - 380 * DAY),
      },
    ]);

    // Two readers at once write the expiry once.
    const [res] = await Promise.all([
      standard({ method: 'GET', url: '/v1/me/points', token: taro }),
      standard({ method: 'GET', url: '/v1/me/point-histories', token: taro }),
    ]);
    // 200 granted 400 days ago, 50 of them used: the other 150 lapsed after 365 days.
    expect(res.json().data.points).toBe(3000);

    const { rows, res: page } = await histories();
    expect(page.headers).toMatchObject({
      'x-total': '4',
      'x-per-page': '10',
      'x-current-page': '1',
      'x-last-page': '1',
    });
    expect(rows.map((row) => [row.reason, row.points, row.order_no])).toEqual([
      ['admin', 3000, null],
      ['expire', -150, null],
      ['order_use', -50, recent.order.orderNo],
      ['order_grant', 200, order.orderNo],
    ]);
    expect(rows[1]).toMatchObject({ reason_label: '有効期限切れ' });
    expect(rows[2]).toMatchObject({ reason_label: 'ご注文でのご利用', order_id: recent.order.id });
    expect(rows[3]!.expires_at).toBe(rows[1]!.created_at);

    // Asking again writes nothing more.
    await standard({ method: 'GET', url: '/v1/me/points', token: taro });
    const again = await histories('?per=2&page=2');
    expect(again.res.headers).toMatchObject({ 'x-total': '4', 'x-last-page': '2' });
    expect(again.rows.map((row) => row.reason)).toEqual(['order_use', 'order_grant']);
  });

  it('lets nobody spend lapsed points that no one has looked at yet (cart points step)', async () => {
    // A grant that lapsed long ago and was never written as expired (the member never opened the
    // points page): the cart must not count it.
    await t.db.insert(schema.pointHistories).values({
      userId: taroId,
      points: 500,
      reason: 'admin',
      orderId: null,
      createdAt: new Date(Date.now() - 500 * DAY),
    });
    const [product] = await t.db
      .select({ key: schema.products.key })
      .from(schema.products)
      .where(and(eq(schema.products.channelId, 'standard'), eq(schema.products.isShow, true)))
      .orderBy(asc(schema.products.id))
      .limit(1);
    const init = await standard({
      method: 'POST',
      url: '/v1/carts/init',
      payload: {},
      token: taro,
    });
    const cart = init.json<{ data: { token: string } }>().data.token;
    await standard({
      method: 'PATCH',
      url: '/v1/carts/products/add',
      payload: { token: cart, products: [{ product_key: product!.key, quantity: 1 }] },
      token: taro,
    });
    const res = await standard({
      method: 'PATCH',
      url: '/v1/carts/point',
      payload: { token: cart, points: 3001 },
      token: taro,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.points).toEqual(['ご利用可能なポイントは3,000ポイントまでです']);
  });

  it("never shows another member's points", async () => {
    const buyer = (await login(t.app, 'business', 'buyer', DEMO_PASSWORD)).body;
    const res = await shop(
      t.app,
      'business',
    )({ method: 'GET', url: '/v1/me/point-histories', token: String(buyer.access_token) });
    expect(res.json<{ data: History[] }>().data.map((row) => row.points)).toEqual([3000]);
  });

  it('refuses a bad page in Japanese', async () => {
    const res = await standard({
      method: 'GET',
      url: '/v1/me/point-histories?page=abc',
      token: taro,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
  });
});
