import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { landingPages } from '../../db/schema.js';

type LandingPageRow = typeof landingPages.$inferSelect;

/** The shop's shown landing pages by slug. */
export function shownLandingPages(db: Database, channelId: string): Promise<LandingPageRow[]> {
  return db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.channelId, channelId), eq(landingPages.isShow, true)))
    .orderBy(asc(landingPages.slug));
}

/** A shown landing page by slug, or undefined. */
export async function shownLandingPage(
  db: Database,
  channelId: string,
  slug: string,
): Promise<LandingPageRow | undefined> {
  const [row] = await db
    .select()
    .from(landingPages)
    .where(
      and(
        eq(landingPages.channelId, channelId),
        eq(landingPages.slug, slug),
        eq(landingPages.isShow, true),
      ),
    );
  return row;
}
