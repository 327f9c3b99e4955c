import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productLikes } from '../../db/schema.js';

/** Adds a product to the member's favourites; liking it again changes nothing. */
export async function likeProduct(db: Database, userId: number, productId: number): Promise<void> {
  await db.insert(productLikes).values({ userId, productId }).onConflictDoNothing();
}

export async function unlikeProduct(
  db: Database,
  userId: number,
  productId: number,
): Promise<void> {
  await db
    .delete(productLikes)
    .where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId)));
}
