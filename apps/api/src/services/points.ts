import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { pointHistories } from '../db/schema.js';

/** A member's point balance: the sum of their ledger (grants positive, spending negative). */
export async function pointBalance(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string | number | null>`coalesce(sum(${pointHistories.points}), 0)` })
    .from(pointHistories)
    .where(eq(pointHistories.userId, userId));
  return Number(row?.balance ?? 0);
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
