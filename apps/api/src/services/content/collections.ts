import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { collectionItems, collections } from '../../db/schema.js';

/** A collection's product ids in order (shown collections of the shop only). */
export async function collectionProductIds(
  db: Database,
  channelId: string,
  alias: string,
): Promise<{ collection: typeof collections.$inferSelect; productIds: number[] } | null> {
  const [collection] = await db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.channelId, channelId),
        eq(collections.alias, alias),
        eq(collections.isShow, true),
      ),
    );
  if (!collection) return null;
  const items = await db
    .select({ productId: collectionItems.productId })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, collection.id))
    .orderBy(asc(collectionItems.sortOrder), asc(collectionItems.productId));
  return { collection, productIds: items.map((item) => item.productId) };
}
