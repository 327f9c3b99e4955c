import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { brands, makers, productModels } from '../../db/schema.js';
import { publicViewer, visibleModel } from '../catalog.js';
import type { Range } from '../paging.js';

export type BrandRow = typeof brands.$inferSelect;
export type MakerRow = typeof makers.$inferSelect;
const COMPANY_TABLES = { brand: brands, maker: makers } as const;
export type CompanyKind = keyof typeof COMPANY_TABLES;

export const countCompanies = (db: Database, kind: CompanyKind, channelId: string) =>
  db.$count(COMPANY_TABLES[kind], eq(COMPANY_TABLES[kind].channelId, channelId));

/** The shop's brands or makers in the shop's order; every one without a range. */
export async function companies<K extends CompanyKind>(
  db: Database,
  kind: K,
  channelId: string,
  range?: Range,
): Promise<(typeof COMPANY_TABLES)[K]['$inferSelect'][]> {
  const table = COMPANY_TABLES[kind];
  const select = db
    .select()
    // Brands and makers share these columns; drizzle's select wants one table type.
    .from(table as typeof brands)
    .where(eq(table.channelId, channelId))
    .orderBy(asc(table.position), asc(table.id))
    .$dynamic();
  return range ? select.limit(range.limit).offset(range.offset) : select;
}

/** Models visible to everyone, per maker or per brand of the shop. */
export async function companyModelCounts(
  db: Database,
  kind: CompanyKind,
  channelId: string,
): Promise<Map<number | null, number>> {
  const column = kind === 'brand' ? productModels.brandId : productModels.makerId;
  const rows = await db
    .select({ id: column, n: count() })
    .from(productModels)
    .where(
      and(
        eq(productModels.channelId, channelId),
        isNotNull(column),
        visibleModel(publicViewer(channelId), productModels.id),
      ),
    )
    .groupBy(column);
  return new Map(rows.map((row) => [row.id, row.n]));
}
