import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productHistories } from '../../db/schema.js';
import type { ProductHistory } from '../../schemas/catalog.js';
import { productSummaries } from '../catalog.js';
import type { Viewer } from '../catalog.js';
import { deleteOwnRow, ownedBy, ownerColumns } from './owner.js';
import type { Owner } from './owner.js';

/** Spec section 9: recently viewed products are capped at 10. */
export const PRODUCT_HISTORY_LIMIT = 10;

/** The owner's viewed products, newest first (at most 10, shown products only). */
export async function viewedProducts(
  db: Database,
  viewer: Viewer,
  owner: Owner,
): Promise<ProductHistory[]> {
  const rows = await db
    .select()
    .from(productHistories)
    .where(ownedBy(productHistories, viewer.channelId, owner))
    .orderBy(desc(productHistories.viewedAt), desc(productHistories.id))
    .limit(PRODUCT_HISTORY_LIMIT);
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
            viewed_at: row.viewedAt.toISOString(),
          },
        ]
      : [];
  });
}

/** Records a viewed product: newest first, each product once, ten at most (spec sections 4 and 9). */
export async function recordView(
  db: Database,
  channelId: string,
  owner: Owner,
  productId: number,
): Promise<void> {
  const mine = ownedBy(productHistories, channelId, owner);
  await db.transaction(async (tx) => {
    await tx.delete(productHistories).where(and(mine, eq(productHistories.productId, productId)));
    await tx.insert(productHistories).values({ channelId, productId, ...ownerColumns(owner) });
    const keep = tx
      .select({ id: productHistories.id })
      .from(productHistories)
      .where(mine)
      .orderBy(desc(productHistories.viewedAt), desc(productHistories.id))
      .limit(PRODUCT_HISTORY_LIMIT);
    await tx.delete(productHistories).where(and(mine, notInArray(productHistories.id, keep)));
  });
}

export const deleteProductHistory = (db: Database, channelId: string, userId: number, id: number) =>
  deleteOwnRow(db, productHistories, channelId, userId, id);
