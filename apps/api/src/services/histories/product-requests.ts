import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productModels, productRequests, products } from '../../db/schema.js';
import type { ProductRequestHistory } from '../../schemas/catalog.js';
import { productSummaries } from '../catalog.js';
import type { Viewer } from '../catalog.js';
import type { Paging } from '../paging.js';
import { deleteOwnRow } from './owner.js';

type ProductRequestRow = typeof productRequests.$inferSelect;

/** What a request needs of the product asked for: its name, stock and whether it takes requests. */
export async function requestedProduct(db: Database, productId: number) {
  const [product] = await db
    .select({
      name: products.name,
      label: products.variantLabel,
      stock: products.stock,
      isRequestable: productModels.isRequestable,
    })
    .from(products)
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .where(eq(products.id, productId));
  return product;
}

/** Whether the member has a restock request for the product not yet mailed about. */
export async function hasOpenRestockRequest(
  db: Database,
  userId: number,
  productId: number,
): Promise<boolean> {
  const [open] = await db
    .select({ id: productRequests.id })
    .from(productRequests)
    .where(
      and(
        eq(productRequests.userId, userId),
        eq(productRequests.productId, productId),
        eq(productRequests.kind, 'restock'),
        isNull(productRequests.notifiedAt),
      ),
    )
    .limit(1);
  return open !== undefined;
}

export async function createProductRequest(
  db: Database,
  values: typeof productRequests.$inferInsert,
): Promise<ProductRequestRow> {
  const [row] = await db.insert(productRequests).values(values).returning();
  if (!row) throw new Error('product request insert returned nothing');
  return row;
}

/** Requests as the member's history lists them, each with its product when it is still shown. */
export async function requestEntries(
  db: Database,
  viewer: Viewer,
  rows: ProductRequestRow[],
): Promise<ProductRequestHistory[]> {
  const summaries = await productSummaries(
    db,
    viewer,
    rows.flatMap((row) => (row.productId === null ? [] : [row.productId])),
  );
  return rows.map((row) => ({
    id: row.id,
    product_id: row.productId,
    product: row.productId === null ? null : (summaries.get(row.productId) ?? null),
    kind: row.kind,
    name: row.name,
    quantity: row.quantity,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}

/** A page of the member's requests, newest first, and how many there are. */
export async function productRequestPage(
  db: Database,
  channelId: string,
  userId: number,
  page: Paging,
): Promise<{ total: number; rows: ProductRequestRow[] }> {
  const mine = and(eq(productRequests.channelId, channelId), eq(productRequests.userId, userId));
  const [total] = await db.select({ n: count() }).from(productRequests).where(mine);
  const rows = await db
    .select()
    .from(productRequests)
    .where(mine)
    .orderBy(desc(productRequests.createdAt), desc(productRequests.id))
    .limit(page.per)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

export const deleteProductRequest = (db: Database, channelId: string, userId: number, id: number) =>
  deleteOwnRow(db, productRequests, channelId, userId, id);
