import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userMemorials } from '../../db/schema.js';
import type { Paging } from '../paging.js';

export type MemorialRow = typeof userMemorials.$inferSelect;
type MemorialValues = Omit<typeof userMemorials.$inferInsert, 'userId'>;

const theirs = (userId: number, id: number) =>
  and(eq(userMemorials.id, id), eq(userMemorials.userId, userId));

/** A page of the member's memorials by month and day, and how many there are. */
export async function memorialPage(
  db: Database,
  userId: number,
  page: Paging,
): Promise<{ total: number; rows: MemorialRow[] }> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(userMemorials)
    .where(eq(userMemorials.userId, userId));
  const rows = await db
    .select()
    .from(userMemorials)
    .where(eq(userMemorials.userId, userId))
    .orderBy(asc(userMemorials.month), asc(userMemorials.date), asc(userMemorials.id))
    .limit(page.per)
    .offset(page.offset);
  return { total, rows };
}

/** Adds a memorial unless the member already keeps `limit` of them (then null). */
export function addMemorial(
  db: Database,
  userId: number,
  limit: number,
  values: MemorialValues,
): Promise<MemorialRow | null> {
  return db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(userMemorials)
      .where(eq(userMemorials.userId, userId));
    if (total >= limit) return null;
    const [inserted] = await tx
      .insert(userMemorials)
      .values({ userId, ...values })
      .returning();
    return inserted!;
  });
}

/** One of the member's memorials, or undefined (another member's too). */
export async function findMemorial(
  db: Database,
  userId: number,
  id: number,
): Promise<MemorialRow | undefined> {
  const [row] = await db.select().from(userMemorials).where(theirs(userId, id));
  return row;
}

export async function updateMemorial(
  db: Database,
  userId: number,
  id: number,
  values: MemorialValues,
): Promise<MemorialRow> {
  const [row] = await db
    .update(userMemorials)
    // A changed day may come round again this year: its reminder is due anew.
    .set({ ...values, remindedYear: null, updatedAt: new Date() })
    .where(theirs(userId, id))
    .returning();
  return row!;
}

export async function deleteMemorial(db: Database, userId: number, id: number): Promise<void> {
  await db.delete(userMemorials).where(theirs(userId, id));
}
