import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { popups } from '../../db/schema.js';

export type PopupRow = typeof popups.$inferSelect;

/** Popups shown now: switched on and within their period. */
function showingPopups(channelId: string, now = new Date()): SQL {
  return and(
    eq(popups.channelId, channelId),
    eq(popups.isShow, true),
    or(isNull(popups.startsAt), lte(popups.startsAt, now)),
    or(isNull(popups.endsAt), gt(popups.endsAt, now)),
  )!;
}

/** The shop's popups shown now, in display order. */
export function shownPopups(db: Database, channelId: string): Promise<PopupRow[]> {
  return db
    .select()
    .from(popups)
    .where(showingPopups(channelId))
    .orderBy(asc(popups.sortOrder), asc(popups.id));
}

/** One popup shown now, or undefined. */
export async function shownPopup(
  db: Database,
  channelId: string,
  id: number,
): Promise<PopupRow | undefined> {
  const [row] = await db
    .select()
    .from(popups)
    .where(and(showingPopups(channelId), eq(popups.id, id)));
  return row;
}

/** The first popup shown now that an ecommerce event of this name opens, or undefined. */
export async function eventPopupId(
  db: Database,
  channelId: string,
  eventName: string,
): Promise<number | undefined> {
  const [popup] = await db
    .select({ id: popups.id })
    .from(popups)
    .where(
      and(showingPopups(channelId), eq(popups.trigger, 'event'), eq(popups.eventName, eventName)),
    )
    .orderBy(asc(popups.sortOrder), asc(popups.id))
    .limit(1);
  return popup?.id;
}
