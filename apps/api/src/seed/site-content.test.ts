import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing.js';
import type { TestApp } from '../testing.js';
import {
  banners,
  blogs,
  catalogs,
  channels,
  collectionItems,
  coupons,
  landingPages,
  news,
  pageLayouts,
  popups,
  qas,
} from '../db/schema.js';
import { seedSiteContent } from './site-content.js';

const TABLES: [string, PgTable, PgColumn][] = [
  ['news', news, news.channelId],
  ['blogs', blogs, blogs.channelId],
  ['banners', banners, banners.channelId],
  ['popups', popups, popups.channelId],
  ['qas', qas, qas.channelId],
  ['coupons', coupons, coupons.channelId],
  ['catalogs', catalogs, catalogs.channelId],
  ['landingPages', landingPages, landingPages.channelId],
  ['pageLayouts', pageLayouts, pageLayouts.channelId],
];

async function counts(t: TestApp, channelId: string) {
  const result: Record<string, number> = {};
  for (const [name, table, column] of TABLES) {
    result[name] = await t.db.$count(table, eq(column, channelId));
  }
  return result;
}

describe('site content seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every demo shop news, blogs, banners, FAQ, coupons, catalogues, layouts and pages', async () => {
    for (const channel of ['standard', 'business', 'moto']) {
      const seeded = await counts(t, channel);
      expect(seeded.news).toBeGreaterThanOrEqual(20);
      expect(seeded.blogs).toBeGreaterThanOrEqual(10);
      expect(seeded.banners).toBeGreaterThanOrEqual(5);
      expect(seeded.qas).toBeGreaterThanOrEqual(12);
      expect(seeded.pageLayouts).toBe(2);
      expect(seeded.landingPages).toBe(3);
    }
    const [items] = await t.db.select({ n: count() }).from(collectionItems);
    expect(items!.n).toBeGreaterThan(0);
  });

  it('writes the same rows again without duplicates', async () => {
    const before = await counts(t, 'moto');
    const [{ id } = { id: 0 }] = await t.db.select({ id: news.id }).from(news).limit(1);
    await seedSiteContent(t.db);
    expect(await counts(t, 'moto')).toEqual(before);
    const [again] = await t.db.select({ id: news.id }).from(news).where(eq(news.id, id));
    expect(again?.id).toBe(id);
  });

  it('gives a shop added later (pnpm create-theme) the standard shop content', async () => {
    await t.db
      .insert(channels)
      .values({ id: 'added', name: 'Mise 追加', kind: 'consumer', theme: 'added', hosts: [] });
    await seedSiteContent(t.db, [{ id: 'added', name: 'Mise 追加', theme: 'added' }]);
    expect(await counts(t, 'added')).toEqual(await counts(t, 'standard'));
  });
});
