import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { makers, productModels } from './catalog-schema.js';
import { channels } from './base-schema.js';

/**
 * The vehicles a shop's parts are made for (車種): a maker's model over the years it was sold.
 * The maker is one of the shop's makers, so a motorcycle shop's bike makers serve both as the
 * products' makers and as the first step of 車種から探す.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    makerId: integer('maker_id')
      .notNull()
      .references(() => makers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Model years sold, both included. */
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('vehicles_channel_maker_name').on(t.channelId, t.makerId, t.name),
    index('vehicles_maker').on(t.makerId, t.position),
  ],
);

/**
 * Which product models fit which vehicles, and in which of its model years (a part may fit
 * only one generation of a long-lived model).
 */
export const productModelVehicles = pgTable(
  'product_model_vehicles',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => productModels.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.vehicleId] }),
    index('product_model_vehicles_vehicle').on(t.vehicleId),
  ],
);
