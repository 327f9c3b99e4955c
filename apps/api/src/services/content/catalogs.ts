import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { catalogs } from '../../db/schema.js';

export type CatalogRow = typeof catalogs.$inferSelect;

const shown = (channelId: string) =>
  and(eq(catalogs.channelId, channelId), eq(catalogs.isShow, true));

/** The shop's shown printed catalogues in display order. */
export function shownCatalogs(db: Database, channelId: string): Promise<CatalogRow[]> {
  return db
    .select()
    .from(catalogs)
    .where(shown(channelId))
    .orderBy(asc(catalogs.sortOrder), asc(catalogs.id));
}

/** One shown catalogue, or undefined. */
export async function shownCatalog(
  db: Database,
  channelId: string,
  id: number,
): Promise<CatalogRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogs)
    .where(and(shown(channelId), eq(catalogs.id, id)));
  return row;
}
