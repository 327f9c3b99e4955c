import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { brands, makers, tags } from '../../db/schema.js';

type ReferenceTable = typeof makers | typeof brands | typeof tags;

/** A row of the shop by id (digits only) or else by key. */
const byIdOrKey = (table: ReferenceTable, channelId: string, idOrKey: string): SQL =>
  and(
    eq(table.channelId, channelId),
    /^[0-9]{1,9}$/.test(idOrKey) ? eq(table.id, Number(idOrKey)) : eq(table.key, idOrKey),
  )!;

const REFERENCE_TABLES = { maker: makers, brand: brands, tag: tags } as const;

/** A maker, brand or tag of the shop by id or key: its id, or undefined when there is none. */
export async function referenceId(
  db: Database,
  kind: keyof typeof REFERENCE_TABLES,
  channelId: string,
  idOrKey: string,
): Promise<number | undefined> {
  const table = REFERENCE_TABLES[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(byIdOrKey(table, channelId, idOrKey))
    .limit(1);
  return row?.id;
}

export async function findMaker(db: Database, channelId: string, idOrKey: string) {
  const [row] = await db
    .select()
    .from(makers)
    .where(byIdOrKey(makers, channelId, idOrKey))
    .limit(1);
  return row;
}

export async function findTag(db: Database, channelId: string, idOrKey: string) {
  const [row] = await db
    .select()
    .from(tags)
    .where(byIdOrKey(tags, channelId, idOrKey))
    .limit(1);
  return row;
}
