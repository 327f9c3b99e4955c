import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carts, orderShippings, orders } from './order-schema.js';
import { channels } from './base-schema.js';

/**
 * What the buyer chose for a social-gift cart (PATCH /v1/carts/social/receiver) beyond the
 * cart's is_social_gift flag: the name the receiver sees as the sender, and a message.
 */
export const cartSocialGifts = pgTable('cart_social_gifts', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  senderName: text('sender_name').notNull().default(''),
  message: text('message').notNull().default(''),
});

/**
 * A social gift: an order whose one shipping the receiver fills in through the link
 * /social-gift/{token}. Made by the decision; accepted once (accepted_at), before expires_at.
 * The token is 256 random bits and is the only way to reach the gift without the buyer's login.
 */
export const socialGifts = pgTable(
  'social_gifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderShippingId: integer('order_shipping_id')
      .notNull()
      .references(() => orderShippings.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_gifts_token').on(t.token),
    uniqueIndex('social_gifts_order').on(t.orderId),
    index('social_gifts_channel').on(t.channelId),
  ],
);
