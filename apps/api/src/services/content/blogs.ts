import { and, arrayContains, desc, eq, getTableColumns, ilike, lte, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { blogs } from '../../db/schema.js';
import { containsPattern } from '../catalog-search.js';
import type { Paging } from '../paging.js';

export type BlogRow = typeof blogs.$inferSelect;

const published = (channelId: string): SQL =>
  and(eq(blogs.channelId, channelId), eq(blogs.isShow, true), lte(blogs.publishedAt, new Date()))!;

/**
 * A page of published articles without their bodies, newest first, and how many there are;
 * `keyword` matches the title, the excerpt or the body.
 */
export async function blogPage(
  db: Database,
  channelId: string,
  filter: {
    category?: string | undefined;
    tag?: string | undefined;
    keyword?: string | undefined;
  },
  page: Paging,
): Promise<{ total: number; rows: Omit<BlogRow, 'body'>[] }> {
  const conditions: SQL[] = [published(channelId)];
  if (filter.category) conditions.push(eq(blogs.category, filter.category));
  if (filter.tag) conditions.push(arrayContains(blogs.tags, [filter.tag]));
  const word = filter.keyword?.trim();
  if (word) {
    const pattern = containsPattern(word);
    conditions.push(
      or(ilike(blogs.title, pattern), ilike(blogs.excerpt, pattern), ilike(blogs.body, pattern))!,
    );
  }
  const where = and(...conditions);
  const total = await db.$count(blogs, where);
  const { body: _body, ...columns } = getTableColumns(blogs);
  const rows = await db
    .select(columns)
    .from(blogs)
    .where(where)
    .orderBy(desc(blogs.publishedAt), desc(blogs.id))
    .limit(page.per)
    .offset(page.offset);
  return { total, rows };
}

/**
 * A published article by its id or its key; a key that looks like an id matches either, the
 * lowest id first.
 */
export async function publishedBlog(
  db: Database,
  channelId: string,
  idOrKey: string,
): Promise<BlogRow | undefined> {
  const byId = /^[1-9][0-9]{0,8}$/.test(idOrKey);
  const [row] = await db
    .select()
    .from(blogs)
    .where(
      and(
        published(channelId),
        byId ? or(eq(blogs.id, Number(idOrKey)), eq(blogs.key, idOrKey)) : eq(blogs.key, idOrKey),
      ),
    )
    .orderBy(blogs.id)
    .limit(1);
  return row;
}
