import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { freeAreas } from '../../db/schema.js';
import type { Range } from '../paging.js';

export type FreeAreaRow = typeof freeAreas.$inferSelect;

const shown = (channelId: string) =>
  and(eq(freeAreas.channelId, channelId), eq(freeAreas.isShow, true));

export const countShownFreeAreas = (db: Database, channelId: string) =>
  db.$count(freeAreas, shown(channelId));

/** The shop's shown free areas by id; every one without a range. */
export async function shownFreeAreas(
  db: Database,
  channelId: string,
  range?: Range,
): Promise<FreeAreaRow[]> {
  const query = db
    .select()
    .from(freeAreas)
    .where(shown(channelId))
    .orderBy(asc(freeAreas.id))
    .$dynamic();
  return range ? query.limit(range.limit).offset(range.offset) : query;
}

/** A shown free area by its code (unique in the shop), or undefined. */
export function shownFreeArea(
  db: Database,
  channelId: string,
  code: string,
): Promise<FreeAreaRow | undefined> {
  return db.query.freeAreas.findFirst({
    where: and(
      eq(freeAreas.channelId, channelId),
      eq(freeAreas.code, code),
      eq(freeAreas.isShow, true),
    ),
  });
}
