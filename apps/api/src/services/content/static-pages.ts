import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { staticPages } from '../../db/schema.js';

/** Paths of the shop's shown static pages, sorted. */
export async function staticPageUrls(db: Database, channelId: string): Promise<string[]> {
  const rows = await db
    .select({ url: staticPages.url })
    .from(staticPages)
    .where(and(eq(staticPages.channelId, channelId), eq(staticPages.isShow, true)))
    .orderBy(asc(staticPages.url));
  return rows.map((row) => row.url);
}

/** The shown static page at a stored path, or undefined. */
export function shownStaticPage(db: Database, channelId: string, url: string) {
  return db.query.staticPages.findFirst({
    where: and(
      eq(staticPages.channelId, channelId),
      eq(staticPages.url, url),
      eq(staticPages.isShow, true),
    ),
  });
}
