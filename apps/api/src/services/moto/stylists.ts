import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { stylists } from '../../db/schema.js';

export type StylistRow = typeof stylists.$inferSelect;

/** The shop's shown stylists in the operator's order. */
export function shownStylists(db: Database, channelId: string): Promise<StylistRow[]> {
  return db
    .select()
    .from(stylists)
    .where(and(eq(stylists.channelId, channelId), eq(stylists.isShow, true)))
    .orderBy(asc(stylists.sortOrder), asc(stylists.id));
}

/** A shown stylist of the shop by key; hidden ones too with `includeHidden` (portraits). */
export async function findStylist(
  db: Database,
  channelId: string,
  key: string,
  { includeHidden = false } = {},
): Promise<StylistRow | undefined> {
  const [row] = await db
    .select()
    .from(stylists)
    .where(
      and(
        eq(stylists.channelId, channelId),
        eq(stylists.key, key),
        includeHidden ? undefined : eq(stylists.isShow, true),
      ),
    );
  return row;
}
