import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartPackings } from '../../db/schema.js';
import { newKey } from './load.js';

/** The columns of a packing a call sets (のし fields are null on gift wrap). */
export type PackingValues = Pick<
  typeof cartPackings.$inferInsert,
  'kind' | 'noshiType' | 'noshiName'
>;

export async function addPacking(
  db: Database,
  cartId: number,
  shippingId: number,
  values: PackingValues,
) {
  await db.insert(cartPackings).values({ cartId, shippingId, key: newKey(), ...values });
}

export async function updatePacking(db: Database, packingId: number, values: PackingValues) {
  await db.update(cartPackings).set(values).where(eq(cartPackings.id, packingId));
}

export async function deletePacking(db: Database, packingId: number) {
  await db.delete(cartPackings).where(eq(cartPackings.id, packingId));
}
