import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Circular with schema.ts (which re-exports this file): only used inside references() callbacks,
// which drizzle calls after both modules have loaded.
import { products } from './catalog-schema.js';
import { orders } from './order-schema.js';
import { users } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A member's saved payment cards (spec section 3 "User card"). Only what the provider hands back
 * is kept: its reusable card reference, the brand, the masked number and the expiry; never the
 * card number or the security code.
 */
export const userCards = pgTable(
  'user_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    /** The payment provider's reference to the stored card (charged instead of a one-time token). */
    providerRef: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    maskedNumber: text('masked_number').notNull(),
    /** yyyymm */
    expiration: text('expiration').notNull(),
    /** The holder's name as on the card. */
    name: text('name').notNull().default(''),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('user_cards_user').on(t.userId)],
);

/** A member's named product lists (お気に入りリスト), beside the bookmarks. */
export const userLists = pgTable(
  'user_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    /** The list's key in URLs (/mypage/list/{key}): random, so keys tell nothing. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_lists_key').on(t.key), index('user_lists_user').on(t.userId)],
);

/** The products on a member's list (its listables, table=products). */
export const userListItems = pgTable(
  'user_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => userLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.productId] }),
    index('user_list_items_product').on(t.productId),
  ],
);

export type SystemMessageKind = 'order_received' | 'order_shipped' | 'order_cancelled' | 'notice';

/** The member's message centre: what the shop tells one member (order events at least). */
export const systemMessages = pgTable(
  'system_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    kind: text('kind').$type<SystemMessageKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('system_messages_user').on(t.userId, t.createdAt)],
);
