import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { settings } from '../db/schema.js';

/** One front setting of a shop, or `fallback` when the shop has not set it. */
export async function getSetting<T>(
  db: Database,
  channelId: string,
  key: string,
  fallback: T,
): Promise<T> {
  const row = await db.query.settings.findFirst({
    where: and(eq(settings.channelId, channelId), eq(settings.key, key)),
  });
  return row === undefined || row.value === null || row.value === undefined
    ? fallback
    : (row.value as T);
}
