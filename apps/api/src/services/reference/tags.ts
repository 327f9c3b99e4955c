import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productModelTags, tagUnlocks, tags } from '../../db/schema.js';
import type { Range } from '../paging.js';

export type TagRow = typeof tags.$inferSelect;

export const countTags = (db: Database, channelId: string) =>
  db.$count(tags, eq(tags.channelId, channelId));

/** The shop's tags in the shop's order; every one without a range. */
export async function shopTags(db: Database, channelId: string, range?: Range): Promise<TagRow[]> {
  const query = db
    .select()
    .from(tags)
    .where(eq(tags.channelId, channelId))
    .orderBy(asc(tags.position), asc(tags.id))
    .$dynamic();
  return range ? query.limit(range.limit).offset(range.offset) : query;
}

/** Models per tag (a protected tag's count is shown: the tag says there is something to unlock). */
export async function tagModelCounts(db: Database, channelId: string) {
  const rows = await db
    .select({ id: productModelTags.tagId, n: count() })
    .from(productModelTags)
    .innerJoin(tags, eq(tags.id, productModelTags.tagId))
    .where(eq(tags.channelId, channelId))
    .groupBy(productModelTags.tagId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** Keeps an unlock of a protected tag until `expiresAt`, clearing the expired ones. */
export async function storeTagUnlock(
  db: Database,
  tagId: number,
  token: string,
  expiresAt: Date,
): Promise<void> {
  await db.delete(tagUnlocks).where(sql`${tagUnlocks.expiresAt} < now()`);
  await db.insert(tagUnlocks).values({ token, tagId, expiresAt });
}
