import { and, desc, eq, ilike, inArray, lte, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { news, newsReads } from '../../db/schema.js';
import { containsPattern } from '../catalog-search.js';
import type { Paging } from '../paging.js';

export type NewsRow = typeof news.$inferSelect;

/** Published news of a shop (shown, publication time reached). */
const publishedNews = (channelId: string): SQL =>
  and(eq(news.channelId, channelId), eq(news.isShow, true), lte(news.publishedAt, new Date()))!;

/** Ids among `ids` the member has read (none for a guest). */
export async function readNewsIds(
  db: Database,
  userId: number | undefined,
  ids: number[],
): Promise<Set<number>> {
  if (userId === undefined || ids.length === 0) return new Set();
  const rows = await db
    .select({ newsId: newsReads.newsId })
    .from(newsReads)
    .where(and(eq(newsReads.userId, userId), inArray(newsReads.newsId, ids)));
  return new Set(rows.map((row) => row.newsId));
}

/** The shop's newest published news. */
export function latestNews(db: Database, channelId: string, limit: number): Promise<NewsRow[]> {
  return db
    .select()
    .from(news)
    .where(publishedNews(channelId))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

/**
 * A page of published news, newest first, and how many there are; `keyword` matches the title
 * or the body.
 */
export async function newsPage(
  db: Database,
  channelId: string,
  filter: { category?: string | undefined; keyword?: string | undefined },
  page: Paging,
): Promise<{ total: number; rows: NewsRow[] }> {
  const conditions: SQL[] = [publishedNews(channelId)];
  if (filter.category) conditions.push(eq(news.category, filter.category));
  const word = filter.keyword?.trim();
  if (word) {
    const pattern = containsPattern(word);
    conditions.push(or(ilike(news.title, pattern), ilike(news.body, pattern))!);
  }
  const where = and(...conditions);
  const total = await db.$count(news, where);
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(page.per)
    .offset(page.offset);
  return { total, rows };
}

/**
 * A published news item by its id or its key; a key that looks like an id matches either, the
 * lowest id first.
 */
export async function publishedNewsItem(
  db: Database,
  channelId: string,
  idOrKey: string,
): Promise<NewsRow | undefined> {
  const byId = /^[1-9][0-9]{0,8}$/.test(idOrKey);
  const [row] = await db
    .select()
    .from(news)
    .where(
      and(
        publishedNews(channelId),
        byId ? or(eq(news.id, Number(idOrKey)), eq(news.key, idOrKey)) : eq(news.key, idOrKey),
      ),
    )
    .orderBy(news.id)
    .limit(1);
  return row;
}

/** Marks a published news item read for the member; false when the shop has no such item. */
export async function markNewsRead(
  db: Database,
  channelId: string,
  userId: number,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(publishedNews(channelId), eq(news.id, id)));
  if (!row) return false;
  await db.insert(newsReads).values({ userId, newsId: id }).onConflictDoNothing();
  return true;
}
