import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { DEMO_PASSWORD, createTestApp, login, schema, shop } from '../testing.js';
import type { TestApp } from '../testing.js';
import type { Channel } from '../types.js';
import publicCache from './public-cache.js';

type Detail = { data: { key: string; product_price: number; stock: number } };

describe('public response cache', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let key: string;

  const detail = (headers: Record<string, string> = {}) =>
    standard({ method: 'GET', url: `/v1/products/${key}`, headers });
  const setPrice = (price: number) =>
    t.db
      .update(schema.products)
      .set({ price })
      .where(and(eq(schema.products.channelId, 'standard'), eq(schema.products.key, key)));

  beforeAll(async () => {
    t = await createTestApp({ publicCacheMs: 60_000 });
    await t.app.catalogChanges.listening;
    standard = shop(t.app, 'standard');
    const [row] = await t.db
      .select({ key: schema.products.key })
      .from(schema.products)
      .where(and(eq(schema.products.channelId, 'standard'), eq(schema.products.isShow, true)))
      .limit(1);
    key = row!.key;
  });
  afterAll(() => t.close());

  it('serves a repeated anonymous read from memory, unchanged, with a validator', async () => {
    const first = await detail();
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toContain('Authorization');
    // A write the triggers cannot see (they are switched off for it) proves the second answer
    // came from the cache: the database already holds another price.
    await t.db.execute(sql`alter table products disable trigger user`);
    await setPrice(first.json<Detail>().data.product_price + 1);
    await t.db.execute(sql`alter table products enable trigger user`);
    const second = await detail();
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 without a body when the browser already holds the answer', async () => {
    const first = await detail();
    const again = await detail({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await detail({ 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('shows a price changed straight in the database once the change is announced', async () => {
    const before = (await detail()).json<Detail>().data.product_price;
    await setPrice(before + 100);
    // Another client's write: announced when it commits, heard here a moment later (at once on
    // PGlite); the API's own write requests wait for this before they answer.
    await t.app.catalogChanges.settle();
    const after = await detail();
    expect(after.json<Detail>().data.product_price).toBe(before + 100);
  });

  it('shows stock changed through the API on the very next read, every time', async () => {
    // Many rounds: a change announced a moment after its answer would show in some of them.
    for (let stock = 40; stock < 70; stock += 1) {
      const set = await t.app.inject({
        method: 'POST',
        url: '/dev/stock',
        payload: { channel: 'standard', product_key: key, stock },
      });
      expect(set.statusCode).toBe(200);
      expect((await detail()).json<Detail>().data.stock).toBe(stock);
    }
  });

  it('keeps paging headers and never answers a member from the anonymous cache', async () => {
    const anonymous = await standard({ method: 'GET', url: '/v1/products?per=5' });
    const cached = await standard({ method: 'GET', url: '/v1/products?per=5' });
    expect(cached.headers['x-total']).toBe(anonymous.headers['x-total']);
    expect(cached.headers['x-per-page']).toBe('5');
    const token = String((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body.access_token);
    const member = await standard({ method: 'GET', url: '/v1/products?per=5', token });
    expect(member.statusCode).toBe(200);
    expect(member.headers.etag).toBeUndefined();
  });

  it('keys by the query, whatever the order of its parameters', async () => {
    const a = await standard({ method: 'GET', url: '/v1/products?per=3&sort=price_asc' });
    const b = await standard({ method: 'GET', url: '/v1/products?sort=price_asc&per=3' });
    const c = await standard({ method: 'GET', url: '/v1/products?sort=price_desc&per=3' });
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(c.headers.etag).not.toBe(a.headers.etag);
  });

  it('shows a change made through another API instance on the same database', async () => {
    const other = await buildApp(
      { db: t.db, config: loadConfig({ NODE_ENV: 'test' }), channelCacheMs: 0, countsCacheMs: 0 },
      { logger: false },
    );
    await other.catalogChanges.listening;
    try {
      const otherShop = shop(other, 'standard');
      const before = (await otherShop({ method: 'GET', url: `/v1/products/${key}` })).json<Detail>()
        .data.product_price;
      // Changed through this instance: the other hears of it from the database.
      const set = await t.app.inject({
        method: 'POST',
        url: '/dev/stock',
        payload: { channel: 'standard', product_key: key, stock: 3 },
      });
      expect(set.statusCode).toBe(200);
      await setPrice(before + 1);
      await expect
        .poll(
          async () =>
            (await otherShop({ method: 'GET', url: `/v1/products/${key}` })).json<Detail>().data,
          { timeout: 2000, interval: 20 },
        )
        .toMatchObject({ product_price: before + 1, stock: 3 });
    } finally {
      await other.close();
    }
  });
});

describe('public response cache: answers made once', () => {
  /** A route that counts its runs and answers after a pause, behind the cache alone. */
  async function countingApp(status = 200) {
    let runs = 0;
    const app = Fastify();
    await app.register(
      fp(
        (instance: FastifyInstance) => {
          instance.decorateRequest('channel', null as unknown as Channel);
          instance.addHook('onRequest', async (request) => {
            request.channel = { id: 'standard' } as Channel;
          });
        },
        { name: 'channel' },
      ),
    );
    await app.register(publicCache, {
      lifetimeMs: 60_000,
      changes: {
        generation: 1,
        live: true,
        listening: Promise.resolve(),
        subscribe: () => () => undefined,
        settle: async () => undefined,
        close: async () => undefined,
      },
    });
    app.get('/slow', { config: { publicCache: true } }, async (_request, reply) => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return reply.code(status).send({ runs });
    });
    await app.ready();
    return { app, runs: () => runs };
  }

  it('runs a cold route once for many readers asking at the same time', async () => {
    const { app, runs } = await countingApp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/slow' })),
    );
    expect(runs()).toBe(1);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['{"runs":1}']));
    await app.close();
  });

  it('does not share an error: each reader asks the route itself', async () => {
    const { app, runs } = await countingApp(503);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => app.inject({ method: 'GET', url: '/slow' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503]);
    expect(runs()).toBe(3);
    await app.close();
  });
});
