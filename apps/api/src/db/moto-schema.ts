import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog-schema.js';
import { cartItems } from './order-schema.js';
import { channels, users } from './base-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A member's memorial days (spec section 3 "Member memorial"): whose day, what day, month and
 * date (no year: it comes back every year).
 */
export const userMemorials = pgTable(
  'user_memorials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    targetUserName: text('target_user_name').notNull(),
    divisionCt: integer('division_ct').notNull(),
    name: text('name').notNull(),
    month: integer('month').notNull(),
    date: integer('date').notNull(),
    /** What the member calls the person (呼び名), used in the reminder mail. */
    call: text('call').notNull().default(''),
    /** The year the reminder mail went out, so the maintenance job sends it once a year. */
    remindedYear: integer('reminded_year'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_memorials_user').on(t.userId)],
);

export type TimeseriesValues = Record<string, number>;

/** A member's measurements over time (spec section 3 "Measurement (timeseries)"), by purpose. */
export const userTimeseries = pgTable(
  'user_timeseries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    /** What the values measure ('body': body sizes for riding gear). */
    purpose: text('purpose').notNull(),
    values: jsonb('values').$type<TimeseriesValues>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_timeseries_user_purpose').on(t.userId, t.purpose, t.createdAt)],
);

/** The member's name embroidery (ネーム刺繍): one text and style, offered on embroiderable products. */
export const userEmbroideries = pgTable('user_embroideries', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  style: text('style').notNull(),
  color: text('color').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The shop's name embroidery service: a product sold as an accessory of the products that allow
 * embroidery (product_relations kind 'accessory'), so the cart prices it as any accessory line.
 */
export const embroideryServices = pgTable('embroidery_services', {
  channelId: text('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
});

/** What is embroidered for an embroidery line of a cart (the line is the service product). */
export const cartItemEmbroideries = pgTable('cart_item_embroideries', {
  cartItemId: integer('cart_item_id')
    .primaryKey()
    .references(() => cartItems.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  style: text('style').notNull(),
  color: text('color').notNull(),
});

/** The shop's stylists (/stylist, /stylist/{key}): who gives riding-gear advice. */
export const stylists = pgTable(
  'stylists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull(),
    /** One line under the name (担当分野). */
    title: text('title').notNull(),
    /** HTML (sanitised like other operator content). */
    profile: text('profile').notNull(),
    /** Base colour of the generated portrait (#rrggbb). */
    colour: text('colour').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('stylists_channel_key').on(t.channelId, t.key)],
);
