import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog-schema.js';
import { orders } from './order-schema.js';
import { users } from './base-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

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
