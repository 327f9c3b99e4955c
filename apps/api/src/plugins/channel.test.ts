import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, schema, shop, watchStatements } from '../testing.js';
import type { TestApp } from '../testing.js';

const CACHE_MS = 200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('channel: the shop of a request, kept for a moment', () => {
  let t: TestApp;
  let lookups = 0;

  beforeAll(async () => {
    t = await createTestApp({ channelCacheMs: CACHE_MS });
    watchStatements(t.db, (statement) => {
      if (/from "channels"/.test(statement)) lookups += 1;
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const front = () => shop(t.app)({ method: 'GET', url: '/v1/settings/front' });

  it('looks the shop up once however many requests find it expired together', async () => {
    await front();
    await pause(CACHE_MS + 50);
    lookups = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, front));
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(lookups).toBe(1);
  });

  it('shows maintenance once the kept row has expired and been looked up again', async () => {
    await t.db
      .update(schema.channels)
      .set({ maintenance: { is_on: true, title: 'メンテナンス中', message: 'ただいま作業中です' } })
      .where(eq(schema.channels.id, 'standard'));
    try {
      await pause(CACHE_MS + 50);
      // The request that finds the row expired is answered with it while the lookup runs; the
      // next ones see the new row (waited for a little longer on a busy machine).
      let res = await front();
      for (let tries = 0; res.statusCode !== 503 && tries < 40; tries += 1) {
        await pause(25);
        res = await front();
      }
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'maintenance', title: 'メンテナンス中' });
    } finally {
      await t.db
        .update(schema.channels)
        .set({ maintenance: { is_on: false, title: '', message: '' } })
        .where(eq(schema.channels.id, 'standard'));
    }
  });

  it('answers an unknown shop 404 in Japanese', async () => {
    const res = await shop(t.app, 'nowhere')({ method: 'GET', url: '/v1/settings/front' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'チャネルが存在しない' });
  });
});
