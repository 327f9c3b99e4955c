import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productRelations, products } from '../../db/schema.js';
import type { ProductRelationKind } from '../../db/schema.js';

/** The model of a product, as a subquery. */
const modelOf = (db: Database, productId: number) =>
  db.select({ id: products.modelId }).from(products).where(eq(products.id, productId));

/** The ids of the products of the same model as `productId` (a variant shares its model's). */
export const sameModelProductIds = (db: Database, productId: number) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.modelId, modelOf(db, productId)));

/**
 * Products related to a product in the operator's order, each once, the product itself left
 * out. Relations hang off any product of the model: a variant shares its model's.
 */
export async function relatedProductIds(
  db: Database,
  productId: number,
  kind: ProductRelationKind,
): Promise<number[]> {
  const rows = await db
    .select({ relatedId: productRelations.relatedId })
    .from(productRelations)
    .innerJoin(products, eq(products.id, productRelations.productId))
    .where(and(eq(productRelations.kind, kind), inArray(products.modelId, modelOf(db, productId))))
    .orderBy(asc(productRelations.position), asc(productRelations.relatedId));
  return [...new Set(rows.map((row) => row.relatedId))].filter((other) => other !== productId);
}
