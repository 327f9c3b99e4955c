import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messages } from '../../db/schema.js';
import type { Range } from '../paging.js';

export type MessageRow = typeof messages.$inferSelect;

const shown = (channelId: string) =>
  and(eq(messages.channelId, channelId), eq(messages.isShow, true));

export const countShownMessages = (db: Database, channelId: string) =>
  db.$count(messages, shown(channelId));

/** The shop's shown notice messages by id; every one without a range. */
export async function shownMessages(
  db: Database,
  channelId: string,
  range?: Range,
): Promise<MessageRow[]> {
  const query = db
    .select()
    .from(messages)
    .where(shown(channelId))
    .orderBy(asc(messages.id))
    .$dynamic();
  return range ? query.limit(range.limit).offset(range.offset) : query;
}

/** A shown notice message by its code, or undefined. */
export function shownMessage(
  db: Database,
  channelId: string,
  code: string,
): Promise<MessageRow | undefined> {
  return db.query.messages.findFirst({
    where: and(
      eq(messages.channelId, channelId),
      eq(messages.code, code),
      eq(messages.isShow, true),
    ),
  });
}
