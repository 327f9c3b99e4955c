import { and, asc, eq, exists } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { makers, vehicles } from '../db/schema.js';

const numeric = /^[0-9]{1,9}$/;

/** Makers of the shop that have vehicles, in the shop's order. */
export async function vehicleMakers(db: Database, channelId: string) {
  return db
    .select({
      id: makers.id,
      key: makers.key,
      name: makers.name,
      name_kana: makers.nameKana,
    })
    .from(makers)
    .where(
      and(
        eq(makers.channelId, channelId),
        exists(
          db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.makerId, makers.id)),
        ),
      ),
    )
    .orderBy(asc(makers.position), asc(makers.id));
}

/** The shop's vehicles with every model year (newest first), of one maker (id or key) if given. */
export async function vehicleList(db: Database, channelId: string, maker: string | undefined) {
  const rows = await db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      yearFrom: vehicles.yearFrom,
      yearTo: vehicles.yearTo,
      makerId: makers.id,
      makerKey: makers.key,
      makerName: makers.name,
    })
    .from(vehicles)
    .innerJoin(makers, eq(makers.id, vehicles.makerId))
    .where(
      and(
        eq(vehicles.channelId, channelId),
        maker === undefined
          ? undefined
          : numeric.test(maker)
            ? eq(makers.id, Number(maker))
            : eq(makers.key, maker),
      ),
    )
    .orderBy(asc(makers.position), asc(makers.id), asc(vehicles.position), asc(vehicles.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    maker: { id: row.makerId, key: row.makerKey, name: row.makerName },
    year_from: row.yearFrom,
    year_to: row.yearTo,
    years: Array.from({ length: row.yearTo - row.yearFrom + 1 }, (_, i) => row.yearTo - i),
  }));
}

/** Whether the vehicle is one of the maker's. */
export async function isVehicleOfMaker(
  db: Database,
  vehicleId: number,
  makerId: number,
): Promise<boolean> {
  const [own] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.makerId, makerId)))
    .limit(1);
  return own !== undefined;
}
