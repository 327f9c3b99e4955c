import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pageLayouts } from '../../db/schema.js';

/** A shown page layout of the shop by its page name (top, ec, ...) or its id, or undefined. */
export async function shownLayout(
  db: Database,
  channelId: string,
  by: { page: string } | { id: number },
): Promise<typeof pageLayouts.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(pageLayouts)
    .where(
      and(
        eq(pageLayouts.channelId, channelId),
        eq(pageLayouts.isShow, true),
        'page' in by ? eq(pageLayouts.page, by.page) : eq(pageLayouts.id, by.id),
      ),
    );
  return row;
}
