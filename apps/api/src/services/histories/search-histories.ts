import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productSearchHistories } from '../../db/schema.js';
import type { ProductSearchHistory } from '../../schemas/catalog.js';
import type { Paging } from '../paging.js';
import { deleteOwnRow, ownedBy, ownerColumns } from './owner.js';
import type { Owner } from './owner.js';

/** Search words kept per shopper (the list pages by 10). */
const SEARCH_HISTORY_LIMIT = 100;

type SearchHistoryRow = typeof productSearchHistories.$inferSelect;

export function toSearchHistory(row: SearchHistoryRow): ProductSearchHistory {
  return { id: row.id, query: row.query, created_at: row.createdAt.toISOString() };
}

/** Records a search word: newest first, each word once, the newest 100 kept. */
export async function recordSearch(
  db: Database,
  channelId: string,
  owner: Owner,
  word: string,
): Promise<SearchHistoryRow> {
  const mine = ownedBy(productSearchHistories, channelId, owner);
  const row = await db.transaction(async (tx) => {
    await tx
      .delete(productSearchHistories)
      .where(and(mine, eq(productSearchHistories.query, word)));
    const [inserted] = await tx
      .insert(productSearchHistories)
      .values({ channelId, query: word, ...ownerColumns(owner) })
      .returning();
    const keep = tx
      .select({ id: productSearchHistories.id })
      .from(productSearchHistories)
      .where(mine)
      .orderBy(desc(productSearchHistories.createdAt), desc(productSearchHistories.id))
      .limit(SEARCH_HISTORY_LIMIT);
    await tx
      .delete(productSearchHistories)
      .where(and(mine, notInArray(productSearchHistories.id, keep)));
    return inserted;
  });
  if (!row) throw new Error('search history insert returned nothing');
  return row;
}

/** A page of the member's search words, newest first, and how many there are. */
export async function searchHistoryPage(
  db: Database,
  channelId: string,
  userId: number,
  page: Paging,
): Promise<{ total: number; rows: SearchHistoryRow[] }> {
  const mine = and(
    eq(productSearchHistories.channelId, channelId),
    eq(productSearchHistories.userId, userId),
  );
  const [total] = await db.select({ n: count() }).from(productSearchHistories).where(mine);
  const rows = await db
    .select()
    .from(productSearchHistories)
    .where(mine)
    .orderBy(desc(productSearchHistories.createdAt), desc(productSearchHistories.id))
    .limit(page.per)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

export const deleteSearchHistory = (db: Database, channelId: string, userId: number, id: number) =>
  deleteOwnRow(db, productSearchHistories, channelId, userId, id);
