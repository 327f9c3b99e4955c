import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productReviews } from '../../db/schema.js';
import type { Paging } from '../paging.js';
import { sameModelProductIds } from './relations.js';

export type ReviewRow = typeof productReviews.$inferSelect;

/** A page of the reviews of a product's model, newest first, and how many there are. */
export async function modelReviewPage(
  db: Database,
  productId: number,
  page: Paging,
): Promise<{ total: number; rows: ReviewRow[] }> {
  const sameModel = inArray(productReviews.productId, sameModelProductIds(db, productId));
  const [total] = await db.select({ n: count() }).from(productReviews).where(sameModel);
  const rows = await db
    .select()
    .from(productReviews)
    .where(sameModel)
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(page.per)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

export async function hasReviewed(
  db: Database,
  productId: number,
  userId: number,
): Promise<boolean> {
  const [already] = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
    .limit(1);
  return already !== undefined;
}

export async function insertReview(
  db: Database,
  values: typeof productReviews.$inferInsert,
): Promise<ReviewRow> {
  const [row] = await db.insert(productReviews).values(values).returning();
  if (!row) throw new Error('review insert returned nothing');
  return row;
}
