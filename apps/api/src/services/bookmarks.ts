import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { bookmarks, products } from '../db/schema.js';
import type { Bookmark } from '../schemas/catalog.js';
import { productSummaries } from './catalog.js';
import { deleteMemberRow } from './histories/owner.js';
import type { Viewer } from './catalog.js';
import type { Paging } from './paging.js';

type BookmarkRow = typeof bookmarks.$inferSelect;

/** Bookmarks as the member's list shows them; those of products no longer shown are left out. */
async function entries(db: Database, viewer: Viewer, rows: BookmarkRow[]): Promise<Bookmark[]> {
  const summaries = await productSummaries(
    db,
    viewer,
    rows.map((row) => row.productId),
  );
  return rows.flatMap((row) => {
    const product = summaries.get(row.productId);
    return product
      ? [
          {
            id: row.id,
            product_id: row.productId,
            product,
            created_at: row.createdAt.toISOString(),
          },
        ]
      : [];
  });
}

/** The member's bookmarks of products still on sale in this shop. */
const mine = (memberId: number, channelId: string) =>
  and(eq(bookmarks.userId, memberId), eq(products.channelId, channelId), eq(products.isShow, true));

/** A page of the member's bookmarks, newest first, and how many there are. */
export async function bookmarkPage(
  db: Database,
  viewer: Viewer,
  memberId: number,
  page: Paging,
): Promise<{ total: number; data: Bookmark[] }> {
  const where = mine(memberId, viewer.channelId);
  const [total] = await db
    .select({ n: count() })
    .from(bookmarks)
    .innerJoin(products, eq(products.id, bookmarks.productId))
    .where(where);
  const rows = await db
    .select({ bookmark: bookmarks })
    .from(bookmarks)
    .innerJoin(products, eq(products.id, bookmarks.productId))
    .where(where)
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(page.per)
    .offset(page.offset);
  return {
    total: total?.n ?? 0,
    data: await entries(
      db,
      viewer,
      rows.map((row) => row.bookmark),
    ),
  };
}

/** One bookmark of the member, or undefined (another's, or its product no longer shown). */
export async function findBookmark(
  db: Database,
  viewer: Viewer,
  memberId: number,
  id: number,
): Promise<Bookmark | undefined> {
  const [row] = await db
    .select({ bookmark: bookmarks })
    .from(bookmarks)
    .innerJoin(products, eq(products.id, bookmarks.productId))
    .where(and(eq(bookmarks.id, id), mine(memberId, viewer.channelId)));
  const [entry] = row ? await entries(db, viewer, [row.bookmark]) : [];
  return entry;
}

/**
 * Bookmarks a product; bookmarking it again finds the same bookmark (`created` false then).
 * The bookmark is undefined when its product is not shown.
 */
export async function addBookmark(
  db: Database,
  viewer: Viewer,
  memberId: number,
  productId: number,
): Promise<{ created: boolean; bookmark: Bookmark | undefined }> {
  const inserted = await db
    .insert(bookmarks)
    .values({ userId: memberId, productId })
    .onConflictDoNothing()
    .returning();
  const row =
    inserted[0] ??
    (
      await db
        .select()
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, memberId), eq(bookmarks.productId, productId)))
    )[0];
  const [entry] = row ? await entries(db, viewer, [row]) : [];
  return { created: inserted.length > 0, bookmark: entry };
}

/** Removes the member's bookmark of a product of the shop; false when there is none. */
export const deleteBookmark = (db: Database, channelId: string, memberId: number, id: number) =>
  deleteMemberRow(
    db,
    bookmarks,
    memberId,
    id,
    inArray(
      bookmarks.productId,
      db.select({ id: products.id }).from(products).where(eq(products.channelId, channelId)),
    ),
  );
