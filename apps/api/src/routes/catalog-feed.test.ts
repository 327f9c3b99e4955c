import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, startTestServer } from '../testing.js';
import type { RunningTestApp } from '../testing.js';

/** Opens the feed and collects what it sends, until `close`. */
function follow(url: string) {
  let text = '';
  let status = 0;
  let ended = false;
  const request = http.get(url, (response) => {
    status = response.statusCode ?? 0;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
    });
    response.on('end', () => {
      ended = true;
    });
  });
  request.on('error', () => {
    ended = true;
  });
  return {
    get status() {
      return status;
    },
    get text() {
      return text;
    },
    get ended() {
      return ended;
    },
    close: () => request.destroy(),
  };
}

describe('GET /internal/catalog-changes', () => {
  let t: RunningTestApp;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('names each changed catalogue table as an event, and nothing a member writes', async () => {
    const feed = follow(`${t.baseURL}/internal/catalog-changes`);
    await expect.poll(() => feed.text).toContain(': listening');
    expect(feed.status).toBe(200);

    await t.db.update(schema.users).set({ updatedAt: new Date() });
    await t.db
      .update(schema.products)
      .set({ stock: 77 })
      .where(and(eq(schema.products.channelId, 'standard'), eq(schema.products.id, 1)));
    await t.db.update(schema.news).set({ title: '更新したお知らせ' }).where(eq(schema.news.id, 1));
    await expect.poll(() => feed.text).toContain('data: news\n\n');
    // A product's write also updates its model's row (a trigger of its own): both are told.
    const told = feed.text.match(/^data: .*$/gm);
    expect(told?.[0]).toBe('data: products');
    expect(told?.at(-1)).toBe('data: news');
    expect(told).not.toContain('data: users');
    feed.close();
  });

  it('is ended when the API closes, so its reader falls back and reconnects elsewhere', async () => {
    const other = await startTestServer();
    const feed = follow(`${other.baseURL}/internal/catalog-changes`);
    await expect.poll(() => feed.text).toContain(': listening');
    await other.close();
    await expect.poll(() => feed.ended).toBe(true);
    // It boots a second API on a database of its own: as long as a setup hook may take.
  }, 180_000);
});
