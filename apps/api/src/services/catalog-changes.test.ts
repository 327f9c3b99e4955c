import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.js';
import type { DatabaseHandle } from '../db/client.js';
import { freshDatabase, schema } from '../testing.js';
import { watchCatalog } from './catalog-changes.js';
import type { CatalogChanges } from './catalog-changes.js';

/**
 * Tables only shoppers, carts and orders write: their changes alter no anonymous answer (a
 * shopper's event report among them: counting it dropped every kept page on each report).
 */
const PRIVATE_TABLES = [
  'access_tokens',
  'bookmarks',
  'card_token_claims',
  'cart_coupons',
  'cart_item_embroideries',
  'cart_items',
  'cart_packings',
  'cart_shippings',
  'cart_social_gifts',
  'carts',
  'ecommerce_events',
  'fraud_detections',
  'inquiries',
  'inquiry_comments',
  'login_attempts',
  'login_histories',
  'news_reads',
  'oauth_accounts',
  'oauth_states',
  'order_items',
  'order_memos',
  'order_shippings',
  'orders',
  'outbox',
  'point_histories',
  'product_histories',
  'product_likes',
  'product_requests',
  'product_search_histories',
  'receipt_issues',
  'refresh_tokens',
  'school_keys',
  'sessions',
  'social_gifts',
  'system_messages',
  'tag_unlocks',
  'user_addresses',
  'user_cards',
  'user_coupons',
  'user_embroideries',
  'user_list_items',
  'user_lists',
  'user_memorials',
  'user_timeseries',
  'user_tokens',
  'users',
];

describe('catalogue changes', () => {
  let database: DatabaseHandle;
  let changes: CatalogChanges;

  beforeAll(async () => {
    database = await freshDatabase();
    changes = watchCatalog(database.db);
    await changes.listening;
  });
  afterAll(async () => {
    await changes.close();
    await database.close();
  });

  it('announces writes to every table but the private ones', async () => {
    const rows = rowsOf<{ name: string; watched: boolean }>(
      await database.db.execute(sql`
      select c.relname as name,
        exists (select 1 from pg_trigger t
                where t.tgrelid = c.oid and t.tgname = 'mise_catalog_changed') as watched
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`),
    );
    // A new table must be sorted into one group or the other: this lists the unsorted ones.
    expect(rows.filter((row) => !row.watched && !PRIVATE_TABLES.includes(row.name))).toEqual([]);
    expect(rows.filter((row) => row.watched && PRIVATE_TABLES.includes(row.name))).toEqual([]);
  });

  it('has counted every committed change once settle resolves, and ignores private writes', async () => {
    const product = and(eq(schema.products.channelId, 'standard'), eq(schema.products.id, 1));
    for (let stock = 10; stock < 40; stock += 1) {
      const before = changes.generation;
      await database.db.update(schema.products).set({ stock }).where(product);
      await changes.settle();
      expect(changes.generation).toBeGreaterThan(before);
    }
    const before = changes.generation;
    await database.db.update(schema.users).set({ updatedAt: new Date() });
    await changes.settle();
    expect(changes.generation).toBe(before);
  });
});
