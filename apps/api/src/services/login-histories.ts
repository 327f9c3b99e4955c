import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { loginHistories } from '../db/schema.js';
import type { Paging } from './paging.js';

/** A page of the member's logins, newest first, and how many there are. */
export async function loginHistoryPage(db: Database, userId: number, page: Paging) {
  const where = eq(loginHistories.userId, userId);
  const [total] = await db.select({ n: count() }).from(loginHistories).where(where);
  const rows = await db
    .select()
    .from(loginHistories)
    .where(where)
    .orderBy(desc(loginHistories.createdAt), desc(loginHistories.id))
    .limit(page.per)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}
