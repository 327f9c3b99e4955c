import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderShippings, orders, systemMessages } from '../../db/schema.js';
import { DEMO_SYSTEM_MESSAGES } from '../../seed/system-messages.js';
import { makeCart, pickProduct } from '../../test-support/orders.js';
import { insertOrder } from '../../test-support/order-history.js';
import { shipOrder } from '../../services/system-messages.js';
import { DEMO_PASSWORD, TEST_DRIVER, createTestApp, login, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Message = {
  id: number;
  kind: string;
  title: string;
  body: string;
  order_id: number | null;
  order_no: string | null;
  is_read: boolean;
  read_at: string | null;
};
type ListAnswer = { data: Message[]; unread_count: number };

describe(`message centre (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof shop>;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = shop(t.app, 'standard');
    const member = await login(t.app, 'standard', 'taro', DEMO_PASSWORD);
    token = member.body.access_token as string;
    userId = member.body.user_id as number;
  });
  afterAll(() => t.close());

  const list = (query = '') => api({ method: 'GET', url: `/v1/me/system-messages${query}`, token });
  const open = (id: number, bearer = token, channel = 'standard') =>
    shop(t.app, channel)({ method: 'GET', url: `/v1/me/system-messages/${id}`, token: bearer });
  const messagesOf = (orderId: number) =>
    t.db.select().from(systemMessages).where(eq(systemMessages.orderId, orderId));

  it('lists the seeded messages newest first, paged, with the unread count', async () => {
    const res = await list('?per=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'x-total': '3',
      'x-per-page': '2',
      'x-last-page': '2',
      'x-current-page': '1',
    });
    const body = res.json<ListAnswer>();
    expect(body.unread_count).toBe(2);
    expect(body.data.map((m) => m.title)).toEqual([
      DEMO_SYSTEM_MESSAGES[2].title,
      DEMO_SYSTEM_MESSAGES[1].title,
    ]);
    expect(body.data[0]).toMatchObject({ kind: 'notice', is_read: false, order_id: null });
    const second = (await list('?per=2&page=2')).json<ListAnswer>();
    expect(second.data).toMatchObject([{ title: DEMO_SYSTEM_MESSAGES[0].title, is_read: true }]);
  });

  it('marks a message read when it is opened, and the unread count drops once', async () => {
    const [newest] = (await list()).json<ListAnswer>().data;
    const first = await open(newest!.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: { id: newest!.id, is_read: true, body: DEMO_SYSTEM_MESSAGES[2].body },
      unread_count: 1,
    });
    const readAt = first.json<{ data: Message }>().data.read_at;
    expect(readAt).toEqual(expect.any(String));
    const again = await open(newest!.id);
    expect(again.json()).toMatchObject({ data: { read_at: readAt }, unread_count: 1 });
    expect((await list()).json<ListAnswer>().unread_count).toBe(1);
  });

  it("answers 404 for another member's message and for an unknown id; 401 without login", async () => {
    const [mine] = (await list()).json<ListAnswer>().data;
    const buyer = await login(t.app, 'business', 'buyer', DEMO_PASSWORD);
    const other = await open(mine!.id, buyer.body.access_token as string, 'business');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'メッセージが見つかりませんでした' });
    // Still unread for its owner.
    const [row] = await t.db.select().from(systemMessages).where(eq(systemMessages.id, mine!.id));
    expect(row!.userId).toBe(userId);
    expect((await open(999_999_999)).statusCode).toBe(404);
    expect((await open(0)).statusCode).toBe(422);
    expect((await api({ method: 'GET', url: '/v1/me/system-messages' })).statusCode).toBe(401);
    expect((await list('?page=０')).statusCode).toBe(422);
  });

  it('tells the member about an order decided, shipped and cancelled', async () => {
    // Decided: the checkout's decision writes "received".
    const product = await pickProduct(t.db, 'standard', 10);
    const cart = await makeCart(t.db, {
      userId,
      lines: [{ productId: product.product.id, quantity: 1 }],
    });
    const decided = await api({
      method: 'POST',
      url: `/v1/carts/${cart.token}/decision`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
      token,
    });
    expect(decided.statusCode).toBe(201);
    const orderId = decided.json<{ data: { order_id: number } }>().data.order_id;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(await messagesOf(orderId)).toMatchObject([
      {
        userId,
        kind: 'order_received',
        title: `ご注文を承りました（注文番号 ${order!.orderNo}）`,
        readAt: null,
      },
    ]);
    const listed = (await list()).json<ListAnswer>();
    expect(listed.data[0]).toMatchObject({
      kind: 'order_received',
      order_id: orderId,
      order_no: order!.orderNo,
    });

    // Shipped through the development route: every delivery, the order, one message.
    const ship = await t.app.inject({ method: 'POST', url: `/dev/orders/${orderId}/ship` });
    expect(ship.statusCode).toBe(200);
    expect(ship.json()).toEqual({ id: orderId, order_no: order!.orderNo });
    const shippings = await t.db
      .select()
      .from(orderShippings)
      .where(eq(orderShippings.orderId, orderId));
    expect(shippings.every((s) => s.status === 'shipped')).toBe(true);
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe(
      'shipped',
    );
    expect((await messagesOf(orderId)).map((m) => m.kind).sort()).toEqual([
      'order_received',
      'order_shipped',
    ]);
    const twice = await t.app.inject({ method: 'POST', url: `/dev/orders/${orderId}/ship` });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ message: 'このご注文はすでに発送済みです' });
    const missing = await t.app.inject({ method: 'POST', url: '/dev/orders/999999999/ship' });
    expect(missing.statusCode).toBe(404);

    // Cancelled by the member: "cancelled"; a cancelled order cannot be shipped.
    const { order: fixture } = await insertOrder(t.db, {
      channelId: 'standard',
      userId,
      lines: [{ key: product.product.key, quantity: 1 }],
    });
    const cancelled = await api({
      method: 'PUT',
      url: `/v1/me/orders/${fixture.id}/cancel`,
      payload: { cancel_reason: '注文を間違えました' },
      token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await messagesOf(fixture.id)).toMatchObject([
      { kind: 'order_cancelled', title: expect.stringContaining('キャンセル') as unknown },
    ]);
    await expect(shipOrder(t.db, t.app.mailer, fixture.id)).rejects.toMatchObject({
      statusCode: 422,
      message: 'キャンセルされたご注文は発送できません',
    });
  });

  it('writes nothing for a guest order', async () => {
    const product = await pickProduct(t.db, 'standard', 10);
    const { order: guest } = await insertOrder(t.db, {
      channelId: 'standard',
      userId: null,
      lines: [{ key: product.product.key, quantity: 1 }],
    });
    await shipOrder(t.db, t.app.mailer, guest.id);
    expect(
      await t.db.select().from(systemMessages).where(eq(systemMessages.orderId, guest.id)),
    ).toEqual([]);
  });
});
