import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ecommerceEvents } from '../../db/schema.js';

export type EcommerceEventRow = typeof ecommerceEvents.$inferSelect;

export async function insertEcommerceEvent(
  db: Database,
  values: typeof ecommerceEvents.$inferInsert,
): Promise<EcommerceEventRow> {
  const [row] = await db.insert(ecommerceEvents).values(values).returning();
  return row!;
}

/** A recorded event of the shop, or undefined. */
export async function findEcommerceEvent(
  db: Database,
  channelId: string,
  id: string,
): Promise<EcommerceEventRow | undefined> {
  const [row] = await db
    .select()
    .from(ecommerceEvents)
    .where(and(eq(ecommerceEvents.channelId, channelId), eq(ecommerceEvents.id, id)));
  return row;
}
