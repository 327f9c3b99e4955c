import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.js';
import { openDatabase } from '../db/client.js';
import type { Database } from '../db/client.js';
import { seedCatalog } from './catalog.js';
import { seedChannels } from './channels.js';

const { categories, productModels, products, productReviews, productRelations, tags } = schema;

/** An empty in-memory database, migrated, with the shops only (the seed under test adds the rest). */
async function freshDb() {
  const handle = openDatabase({});
  await handle.migrate();
  await seedChannels(handle.db);
  return handle;
}

describe('catalogue seed', () => {
  let handle: Awaited<ReturnType<typeof freshDb>>;
  beforeAll(async () => {
    handle = await freshDb();
    await seedCatalog(handle.db);
  });
  afterAll(() => handle.close());

  it('gives every shop at least 300 shown products', async () => {
    const rows = await handle.db
      .select({ channelId: products.channelId, n: count() })
      .from(products)
      .where(eq(products.isShow, true))
      .groupBy(products.channelId);
    expect(rows.map((row) => row.channelId).sort()).toEqual(['business', 'moto', 'standard']);
    for (const row of rows) expect(row.n).toBeGreaterThanOrEqual(300);
  });

  it('builds three-level product trees and a protected tag per shop', async () => {
    const [deepest] = await handle.db
      .select({ depth: sql<number>`max(${categories.depth})` })
      .from(categories)
      .where(eq(categories.table, 'products'));
    expect(deepest?.depth).toBe(3);
    const secret = await handle.db
      .select({ channelId: tags.channelId })
      .from(tags)
      .where(sql`${tags.passwordHash} is not null`);
    expect(secret.map((row) => row.channelId).sort()).toEqual(['business', 'moto', 'standard']);
  });

  it('has sold-out and last-one stock, reductions, reviews and relations', async () => {
    const [soldOut] = await handle.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.stock, 0));
    const [lastOne] = await handle.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.stock, 1));
    const [reduced] = await handle.db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.beforePrice} is not null`);
    const [reviews] = await handle.db.select({ n: count() }).from(productReviews);
    const [accessories] = await handle.db
      .select({ n: count() })
      .from(productRelations)
      .where(eq(productRelations.kind, 'accessory'));
    for (const row of [soldOut, lastOne, reduced, reviews, accessories])
      expect(row?.n).toBeGreaterThan(10);
  });

  it('sells moto parts by bike maker and model, business goods by the case', async () => {
    const parts = await handle.db
      .select({ name: productModels.name, fits: productModels.compatibleModels })
      .from(productModels)
      .where(
        and(
          eq(productModels.channelId, 'moto'),
          sql`cardinality(${productModels.compatibleModels}) > 0`,
        ),
      );
    expect(parts.length).toBeGreaterThan(50);
    expect(parts.some((part) => part.fits.includes('ホンダ CB400SF'))).toBe(true);
    const cases = await handle.db
      .select({ n: count() })
      .from(productModels)
      .where(and(eq(productModels.channelId, 'business'), eq(productModels.unit, 'ケース')));
    expect(cases[0]?.n).toBeGreaterThan(100);
  });

  // Seeds a second database and the first again: over 30 s on PGlite on a busy CI machine.
  it('is the same catalogue on every run and leaves a seeded shop alone', async () => {
    const other = await freshDb();
    try {
      await seedCatalog(other.db);
      const names = (db: Database) =>
        db
          .select({
            key: products.key,
            name: products.name,
            price: products.price,
            stock: products.stock,
          })
          .from(products)
          .orderBy(products.key);
      expect(await names(other.db)).toEqual(await names(handle.db));
    } finally {
      await other.close();
    }
    const before = await handle.db.select({ n: count() }).from(products);
    await seedCatalog(handle.db);
    expect(await handle.db.select({ n: count() }).from(products)).toEqual(before);
  }, 120_000);
});
