import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { banners } from '../../db/schema.js';

export type BannerRow = typeof banners.$inferSelect;

/** Banners shown now: switched on and within their period. */
function showing(channelId: string, now = new Date()): SQL {
  return and(
    eq(banners.channelId, channelId),
    eq(banners.isShow, true),
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gt(banners.endsAt, now)),
  )!;
}

/** Shown banners of some areas: areas in the order asked, an area's banners in display order. */
export async function shownBanners(
  db: Database,
  channelId: string,
  areas: readonly string[],
): Promise<BannerRow[]> {
  if (areas.length === 0) return [];
  const rows = await db
    .select()
    .from(banners)
    .where(and(showing(channelId), inArray(banners.area, [...areas])))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  const rank = (area: string) => areas.indexOf(area);
  return rows.sort((a, b) => rank(a.area) - rank(b.area));
}

/** One banner shown now, or undefined. */
export async function shownBanner(
  db: Database,
  channelId: string,
  id: number,
): Promise<BannerRow | undefined> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(showing(channelId), eq(banners.id, id)));
  return row;
}
