import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { messages } from '../../db/schema.js';

/** Every notice code of spec section 3. */
const CODES = [
  'caution',
  'mypage-leave-index-1',
  'mypage-leave-index-2',
  'mypage-logout-index',
  'mypage-point-index',
  'mypage-memorial-index',
  'mypage-mail-verify',
  'mypage-address-index',
  'product-index',
  'cart-index',
  'cart-index-note',
  'cart-index-links',
  'cart-payment',
  'cart-confirm-1',
  'cart-confirm-2',
  'cart-complete',
  'contact-complete',
  'contact-complete-shop-info',
  'contact-info',
  'pre-order-info-1',
  'pre-order-info-2',
  'reminder',
  'reminder-reset',
  'reminder-username',
  'reminder-username-reset',
  'reminder-username-confirm',
];

type Message = {
  id: number;
  code: string;
  title: string;
  body: string;
  level: string;
  updated_at: string;
};

describe('notice messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // An old notice the operator has hidden: it must stay out of every answer.
    await t.db.insert(messages).values({
      channelId: 'standard',
      code: 'old-campaign',
      title: '終了したキャンペーン',
      body: '<p>このキャンペーンは終了しました。</p>',
      isShow: false,
    });
  });
  afterAll(() => t.close());

  it.each(['standard', 'business', 'moto'])(
    '%s serves every notice code with per=all',
    async (channel) => {
      const res = await shop(t.app, channel)({ method: 'GET', url: '/v1/messages?per=all' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: Message[] }>();
      expect(data.map((message) => message.code).sort()).toEqual([...CODES].sort());
      for (const message of data) {
        expect(Object.keys(message).sort()).toEqual([
          'body',
          'code',
          'id',
          'level',
          'title',
          'updated_at',
        ]);
        expect(message.body).toMatch(/^<(p|ul|dl)>/);
        expect(message.title).toMatch(/[ぁ-んァ-ヶ一-龠]/);
        expect(new Date(message.updated_at).toISOString()).toBe(message.updated_at);
      }
      expect(res.headers['x-total']).toBe(String(CODES.length));
      expect(res.headers['x-current-page']).toBe('1');
      expect(res.headers['x-last-page']).toBe('1');
    },
  );

  it.each(CODES)('GET /v1/messages/%s answers the notice', async (code) => {
    const res = await shop(t.app, 'moto')({ method: 'GET', url: `/v1/messages/${code}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { code } });
  });

  it('writes each shop its own texts', async () => {
    const standard = await shop(
      t.app,
      'standard',
    )({ method: 'GET', url: '/v1/messages/cart-payment' });
    const business = await shop(
      t.app,
      'business',
    )({ method: 'GET', url: '/v1/messages/cart-payment' });
    expect(standard.json<{ data: Message }>().data.body).toContain('クレジットカード');
    expect(business.json<{ data: Message }>().data.body).toContain('請求書払い');
  });

  it('pages the list with the paging headers (10 by default)', async () => {
    const first = await shop(t.app, 'standard')({ method: 'GET', url: '/v1/messages' });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: Message[] }>().data).toHaveLength(10);
    expect(first.headers).toMatchObject({
      'x-total': String(CODES.length),
      'x-per-page': '10',
      'x-last-page': '3',
      'x-current-page': '1',
    });

    const last = await shop(t.app, 'standard')({ method: 'GET', url: '/v1/messages?page=3' });
    expect(last.json<{ data: Message[] }>().data).toHaveLength(CODES.length - 20);

    const pageOfFive = await shop(
      t.app,
      'standard',
    )({ method: 'GET', url: '/v1/messages?per=5&page=2' });
    const codes = pageOfFive.json<{ data: Message[] }>().data.map((message) => message.code);
    expect(codes).toEqual(CODES.slice(5, 10));
    expect(pageOfFive.headers).toMatchObject({
      'x-per-page': '5',
      'x-last-page': '6',
      'x-current-page': '2',
    });

    const beyond = await shop(t.app, 'standard')({ method: 'GET', url: '/v1/messages?page=99' });
    expect(beyond.json()).toEqual({ data: [] });
  });

  it('hides a notice the operator switched off', async () => {
    const res = await shop(t.app, 'standard')({ method: 'GET', url: '/v1/messages/old-campaign' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'お知らせが見つかりません', code: 'message_not_found' });

    await t.db
      .update(messages)
      .set({ isShow: false })
      .where(and(eq(messages.channelId, 'business'), eq(messages.code, 'caution')));
    const hidden = await shop(t.app, 'business')({ method: 'GET', url: '/v1/messages/caution' });
    expect(hidden.statusCode).toBe(404);
    const list = await shop(t.app, 'business')({ method: 'GET', url: '/v1/messages?per=all' });
    expect(list.json<{ data: Message[] }>().data.map((message) => message.code)).not.toContain(
      'caution',
    );
    expect(list.headers['x-total']).toBe(String(CODES.length - 1));
  });

  it('answers an unknown code 404 in Japanese', async () => {
    const res = await shop(
      t.app,
      'standard',
    )({ method: 'GET', url: '/v1/messages/no-such-notice' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'お知らせが見つかりません', code: 'message_not_found' });
  });

  it.each([
    ['per=abc'],
    ['per=0'],
    ['per=101'],
    ['per=-1'],
    ['page=0'],
    ['page=abc'],
    ['page=1.5'],
    ['page=1e400'],
    ['page=Infinity'],
    ['page=-Infinity'],
    ['per=9…', `per=${'9'.repeat(10_000)}`],
    ['page=1…', `page=${'1'.repeat(10_000)}`],
  ])('answers bad paging (%s) 422 in Japanese', async (label, query = label) => {
    const res = await shop(t.app, 'standard')({ method: 'GET', url: `/v1/messages?${query}` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: '入力内容に誤りがあります' });
  });

  it('never fails on an oversized code', async () => {
    const res = await shop(
      t.app,
      'standard',
    )({ method: 'GET', url: `/v1/messages/${'x'.repeat(10_000)}` });
    // Fastify's router rejects a path parameter over 100 characters before any route runs.
    expect(res.statusCode).toBe(414);
    const code = await shop(
      t.app,
      'standard',
    )({ method: 'GET', url: `/v1/messages/${'x'.repeat(100)}` });
    expect(code.statusCode).toBe(404);
    expect(code.json()).toMatchObject({ message: 'お知らせが見つかりません' });
  });
});
