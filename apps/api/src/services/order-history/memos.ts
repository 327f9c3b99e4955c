import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderMemos, orders } from '../../db/schema.js';

type MemoRow = typeof orderMemos.$inferSelect;

/** The member's own memo on an order of this shop, or undefined. */
export async function findOwnMemo(
  db: Database,
  channelId: string,
  memberId: number,
  id: number,
): Promise<MemoRow | undefined> {
  const [row] = await db
    .select({ memo: orderMemos })
    .from(orderMemos)
    .innerJoin(orders, eq(orders.id, orderMemos.orderId))
    .where(
      and(eq(orderMemos.id, id), eq(orderMemos.userId, memberId), eq(orders.channelId, channelId)),
    );
  return row?.memo;
}

export async function addMemo(
  db: Database,
  orderId: number,
  memberId: number,
  memo: string,
): Promise<MemoRow | undefined> {
  const [row] = await db.insert(orderMemos).values({ orderId, userId: memberId, memo }).returning();
  return row;
}

export async function updateMemo(
  db: Database,
  id: number,
  memo: string,
): Promise<MemoRow | undefined> {
  const [row] = await db
    .update(orderMemos)
    .set({ memo, updatedAt: new Date() })
    .where(eq(orderMemos.id, id))
    .returning();
  return row;
}

export async function deleteMemo(db: Database, id: number): Promise<void> {
  await db.delete(orderMemos).where(eq(orderMemos.id, id));
}
