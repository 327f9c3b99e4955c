import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { makers, productModels, productModelVehicles, vehicles } from '../db/schema.js';
import { catalogueOf } from './catalog-data.js';

const CHANNEL = 'moto';

/** Model years each bike of the demo catalogue was sold (both included). */
const YEARS: Record<string, readonly [number, number]> = {
  CB400SF: [1992, 2022],
  CB1300SF: [1998, 2025],
  CBR250RR: [2017, 2025],
  レブル250: [2017, 2025],
  スーパーカブ110: [2009, 2025],
  CB650R: [2019, 2025],
  SR400: [1978, 2021],
  'MT-09': [2014, 2025],
  'YZF-R25': [2015, 2025],
  XSR900: [2016, 2025],
  セロー250: [2005, 2020],
  'トレーサー9 GT': [2021, 2025],
  Z900RS: [2018, 2025],
  'Ninja 400': [2018, 2025],
  W800: [2011, 2025],
  Z650RS: [2022, 2025],
  'ヴェルシス-X 250': [2017, 2023],
  'GSX-S1000': [2015, 2025],
  SV650: [2016, 2025],
  ジクサー250: [2020, 2025],
  Vストローム250: [2017, 2025],
  ハヤブサ: [1999, 2025],
};

/**
 * The motorcycle shop's vehicles (its bike makers' models) and the fitment of its parts, read
 * from each part's 適合車種 ("ホンダ CB400SF"). After the catalogue; re-runnable.
 */
export async function seedVehicles(db: Database): Promise<void> {
  const bikeMakers = catalogueOf(CHANNEL).bikeMakers ?? [];
  const makerRows = await db
    .select({ id: makers.id, key: makers.key })
    .from(makers)
    .where(
      and(
        eq(makers.channelId, CHANNEL),
        inArray(
          makers.key,
          bikeMakers.map((maker) => maker.key),
        ),
      ),
    );
  const makerIds = new Map(makerRows.map((row) => [row.key, row.id]));
  const planned = bikeMakers.flatMap((maker) =>
    maker.bikes.map((bike, position) => {
      const [yearFrom, yearTo] = YEARS[bike] ?? [2020, 2025];
      return {
        channelId: CHANNEL,
        makerId: makerIds.get(maker.key)!,
        name: bike,
        yearFrom,
        yearTo,
        position,
        label: `${maker.name} ${bike}`,
      };
    }),
  );
  const rows = await db
    .insert(vehicles)
    .values(planned.map(({ label: _label, ...row }) => row))
    .onConflictDoUpdate({
      target: [vehicles.channelId, vehicles.makerId, vehicles.name],
      set: {
        yearFrom: sql`excluded.year_from`,
        yearTo: sql`excluded.year_to`,
        position: sql`excluded.position`,
      },
    })
    .returning({
      id: vehicles.id,
      makerId: vehicles.makerId,
      name: vehicles.name,
      yearFrom: vehicles.yearFrom,
      yearTo: vehicles.yearTo,
    });
  const byLabel = new Map(
    rows.map((row) => [
      planned.find((plan) => plan.makerId === row.makerId && plan.name === row.name)!.label,
      row,
    ]),
  );

  const models = await db
    .select({ id: productModels.id, fits: productModels.compatibleModels })
    .from(productModels)
    .where(
      and(
        eq(productModels.channelId, CHANNEL),
        sql`cardinality(${productModels.compatibleModels}) > 0`,
      ),
    );
  const fitments = models.flatMap((model) =>
    model.fits.flatMap((label) => {
      const vehicle = byLabel.get(label);
      return vehicle
        ? [
            {
              modelId: model.id,
              vehicleId: vehicle.id,
              yearFrom: vehicle.yearFrom,
              yearTo: vehicle.yearTo,
            },
          ]
        : [];
    }),
  );
  if (fitments.length === 0) return;
  await db
    .insert(productModelVehicles)
    .values(fitments)
    .onConflictDoUpdate({
      target: [productModelVehicles.modelId, productModelVehicles.vehicleId],
      set: { yearFrom: sql`excluded.year_from`, yearTo: sql`excluded.year_to` },
    });
}
