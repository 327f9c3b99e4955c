import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orders, pointHistories } from '../db/schema.js';
import type { Paging } from './paging.js';

/** A member's point balance: the sum of their ledger (grants positive, spending negative). */
export async function pointBalance(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string | number | null>`coalesce(sum(${pointHistories.points}), 0)` })
    .from(pointHistories)
    .where(eq(pointHistories.userId, userId));
  return Number(row?.balance ?? 0);
}

/** A page of the member's ledger, newest first, with the order number of each entry's order. */
export async function pointHistoryPage(db: Database, userId: number, page: Paging) {
  const where = eq(pointHistories.userId, userId);
  const [total] = await db.select({ n: count() }).from(pointHistories).where(where);
  const rows = await db
    .select({
      id: pointHistories.id,
      points: pointHistories.points,
      reason: pointHistories.reason,
      orderId: pointHistories.orderId,
      orderNo: orders.orderNo,
      createdAt: pointHistories.createdAt,
    })
    .from(pointHistories)
    .leftJoin(orders, eq(orders.id, pointHistories.orderId))
    .where(where)
    .orderBy(desc(pointHistories.createdAt), desc(pointHistories.id))
    .limit(page.per)
    .offset(page.offset);
  return { total: Number(total?.n ?? 0), rows };
}

export type PointReason = 'registration' | 'order_use' | 'order_grant' | 'cancel_return' | 'admin';

/** Adds a ledger entry (negative points spend). */
export async function addPoints(
  db: Database,
  userId: number,
  points: number,
  reason: PointReason,
  orderId: number | null = null,
): Promise<void> {
  if (points === 0) return;
  await db.insert(pointHistories).values({ userId, points, reason, orderId });
}
