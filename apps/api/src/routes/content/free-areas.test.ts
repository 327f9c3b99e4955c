import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { freeAreas } from '../../db/schema.js';

type FreeArea = { code: string; title: string; body: string; updated_at: string };

const SEEDED = [
  'header-notice',
  'top-information',
  'footer-shop-info',
  'footer-payment',
  'product-detail-note',
];

describe('free areas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers every shown area with per=all', async () => {
    const res = await shop(t.app, 'business')({ method: 'GET', url: '/v1/free-areas?per=all' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: FreeArea[] }>();
    expect(data.map((area) => area.code)).toEqual(SEEDED);
    for (const area of data) {
      expect(Object.keys(area).sort()).toEqual(['body', 'code', 'title', 'updated_at']);
      expect(area.body).toMatch(/^</);
    }
    expect(data[0]?.body).toContain('33,000円（税込）以上のご注文で送料無料');
    expect(res.headers).toMatchObject({
      'x-total': '5',
      'x-current-page': '1',
      'x-last-page': '1',
    });
  });

  it('pages the list', async () => {
    const res = await shop(
      t.app,
      'standard',
    )({ method: 'GET', url: '/v1/free-areas?per=2&page=3' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: FreeArea[] }>().data.map((area) => area.code)).toEqual([
      'product-detail-note',
    ]);
    expect(res.headers).toMatchObject({
      'x-total': '5',
      'x-per-page': '2',
      'x-last-page': '3',
      'x-current-page': '3',
    });
  });

  it('answers one area by code', async () => {
    const res = await shop(
      t.app,
      'moto',
    )({ method: 'GET', url: '/v1/free-areas/footer-shop-info' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: FreeArea }>();
    expect(data.code).toBe('footer-shop-info');
    expect(data.body).toContain('Mise モトパーツ');
  });

  it('answers a hidden or unknown area 404 in Japanese', async () => {
    await t.db
      .update(freeAreas)
      .set({ isShow: false })
      .where(and(eq(freeAreas.channelId, 'moto'), eq(freeAreas.code, 'header-notice')));
    for (const code of ['header-notice', 'no-such-area']) {
      const res = await shop(t.app, 'moto')({ method: 'GET', url: `/v1/free-areas/${code}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'フリーエリアが見つかりません',
        code: 'free_area_not_found',
      });
    }
    const list = await shop(t.app, 'moto')({ method: 'GET', url: '/v1/free-areas?per=all' });
    expect(list.json<{ data: FreeArea[] }>().data.map((area) => area.code)).not.toContain(
      'header-notice',
    );
  });

  it.each([['per=none'], ['page=-3'], ['page=1e400'], ['per=a…', `per=${'a'.repeat(10_000)}`]])(
    'answers bad paging (%s) 422 in Japanese',
    async (label, query = label) => {
      const res = await shop(t.app, 'standard')({ method: 'GET', url: `/v1/free-areas?${query}` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: '入力内容に誤りがあります' });
    },
  );
});
