import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userTimeseries } from '../../db/schema.js';
import type { TimeseriesValues } from '../../db/schema.js';

export type TimeseriesRow = typeof userTimeseries.$inferSelect;

/** The member's newest entries of a purpose, at most `limit`. */
export function timeseriesEntries(
  db: Database,
  userId: number,
  purpose: string,
  limit: number,
): Promise<TimeseriesRow[]> {
  return db
    .select()
    .from(userTimeseries)
    .where(and(eq(userTimeseries.userId, userId), eq(userTimeseries.purpose, purpose)))
    .orderBy(desc(userTimeseries.createdAt), desc(userTimeseries.id))
    .limit(limit);
}

/** Records an entry unless the member already keeps `limit` of the purpose (then null). */
export function addTimeseriesEntry(
  db: Database,
  userId: number,
  limit: number,
  purpose: string,
  values: TimeseriesValues,
): Promise<TimeseriesRow | null> {
  return db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(userTimeseries)
      .where(and(eq(userTimeseries.userId, userId), eq(userTimeseries.purpose, purpose)));
    if (total >= limit) return null;
    const [inserted] = await tx
      .insert(userTimeseries)
      .values({ userId, purpose, values })
      .returning();
    return inserted!;
  });
}

/** Deletes the member's entry `id`, or every entry of `purpose`, or both narrowed; how many went. */
export async function deleteTimeseriesEntries(
  db: Database,
  userId: number,
  target: { id?: number | undefined; purpose?: string | undefined },
): Promise<number> {
  const deleted = await db
    .delete(userTimeseries)
    .where(
      and(
        eq(userTimeseries.userId, userId),
        target.id ? eq(userTimeseries.id, target.id) : undefined,
        target.purpose ? eq(userTimeseries.purpose, target.purpose) : undefined,
      ),
    )
    .returning({ id: userTimeseries.id });
  return deleted.length;
}
