import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog-schema.js';
import { coupons } from './content-schema.js';
import { channels, userCards, users } from './base-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const channelId = () =>
  text('channel_id')
    .notNull()
    .references(() => channels.id, { onDelete: 'cascade' });

/** A postal address as carts, orders and the address book keep it. */
const addressColumns = () => ({
  lastName: text('last_name').notNull().default(''),
  firstName: text('first_name').notNull().default(''),
  lastNameKana: text('last_name_kana').notNull().default(''),
  firstNameKana: text('first_name_kana').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  prefecture: text('prefecture').notNull().default(''),
  city: text('city').notNull().default(''),
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
});

/** A member's saved delivery addresses (spec section 3 "User address"). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 = the member's own address; others are delivery addresses. */
    divisionCt: integer('division_ct').notNull().default(2),
    nickname: text('nickname').notNull().default(''),
    ...addressColumns(),
    cellPhoneNumber: text('cell_phone_number').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    isSenderDefault: boolean('is_sender_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_addresses_user').on(t.userId)],
);

/** A member's point ledger: the balance is the sum of `points` (grants positive, spending negative). */
export const pointHistories = pgTable(
  'point_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** registration | order_use | order_grant | cancel_return | admin */
    reason: text('reason').notNull(),
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('point_histories_user').on(t.userId)],
);

export type PaymentCode = 'card' | 'cod' | 'bank_transfer' | 'invoice';

/** Payment methods a shop offers; `provider` names the payment-provider implementation. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    code: text('code').$type<PaymentCode>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Fee in yen, tax excluded (taxed at the standard rate). */
    fee: integer('fee').notNull().default(0),
    /** The method is offered only up to this order total (yen, tax included); null = no limit. */
    maxTotal: integer('max_total'),
    provider: text('provider').notNull().default('none'),
    isShow: boolean('is_show').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('payment_methods_channel_code').on(t.channelId, t.code)],
);

export type CartOrderer = {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  company_name: string;
  email: string;
  postal_code: string;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
  phone_number: string;
};

/**
 * A cart, found by its token (guest or member). Everything the checkout screens choose is kept
 * here until the decision copies it into an order.
 */
export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    token: uuid('token').notNull().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** open until an order is made from it; then ordered (read-only, kept for the complete page). */
    status: text('status').$type<'open' | 'ordered' | 'merged'>().notNull().default('open'),
    /** Guest orderer (members order as themselves). */
    orderer: jsonb('orderer').$type<CartOrderer | null>(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    /** Card token from the payment provider's tokeniser; never the card number. */
    cardToken: text('card_token'),
    cardTokenKey: text('card_token_key'),
    maskedCardNumber: text('masked_card_number'),
    /** A member's saved card chosen to pay with, instead of a card token. */
    userCardId: integer('user_card_id').references(() => userCards.id, { onDelete: 'set null' }),
    pointsUsed: integer('points_used').notNull().default(0),
    /** Shopper's note to the shop (order/modify). */
    note: text('note').notNull().default(''),
    /** Other choices (other/modify): receipt wish, newsletter, ... */
    other: jsonb('other').$type<Record<string, unknown>>().notNull().default({}),
    /** The last failed payment's message, shown until transaction/error/delete. */
    transactionError: text('transaction_error'),
    /** Social gift: the receiver fills in the shipping address. */
    isSocialGift: boolean('is_social_gift').notNull().default(false),
    orderId: integer('order_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_token').on(t.token),
    index('carts_user')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** One delivery of a cart: an address and a delivery date/time slot. */
export const cartShippings = pgTable(
  'cart_shippings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** Public key used by the screens and leadtime `keys`. */
    key: text('key').notNull(),
    position: integer('position').notNull().default(0),
    userAddressId: integer('user_address_id').references(() => userAddresses.id, {
      onDelete: 'set null',
    }),
    ...addressColumns(),
    deliveryDate: date('delivery_date'),
    /** Time-slot code (e.g. '12-14'); null = no preference. */
    deliveryTimezone: text('delivery_timezone'),
  },
  (t) => [uniqueIndex('cart_shippings_cart_key').on(t.cartId, t.key)],
);

/** A product line of a cart, delivered by one of its shippings. Accessories point at their parent line. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    shippingId: integer('shipping_id').references(() => cartShippings.id, {
      onDelete: 'set null',
    }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    parentItemId: integer('parent_item_id'),
    /** Lines added together by add-set share this key. */
    setKey: text('set_key'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_cart_key').on(t.cartId, t.key)],
);

export type PackingKind = 'gift_wrap' | 'noshi';

/** Gift wrap or のし for one shipping. */
export const cartPackings = pgTable(
  'cart_packings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    shippingId: integer('shipping_id')
      .notNull()
      .references(() => cartShippings.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').$type<PackingKind>().notNull(),
    /** のし: purpose (御祝, 内祝, ...) and the name written on it. */
    noshiType: text('noshi_type'),
    noshiName: text('noshi_name'),
  },
  (t) => [uniqueIndex('cart_packings_cart_key').on(t.cartId, t.key)],
);

export const cartCoupons = pgTable(
  'cart_coupons',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.couponId] })],
);

export type AmountByTaxRate = {
  rate: number;
  /** Tax-excluded amount of the rate after discounts. */
  amount: number;
  tax: number;
  amount_with_tax: number;
}[];

export type OrderStatus = 'ordered' | 'shipped' | 'cancelled';
export type ReceiptInfo = { addressee: string; proviso: string };

/**
 * An order, made once from a cart by the decision. `idempotency_key` makes a retried decision
 * return this order; `guest_token` is the `t` of the guest receipt flow.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    orderNo: text('order_no').notNull(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    guestToken: text('guest_token').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('ordered'),
    orderer: jsonb('orderer').$type<CartOrderer>().notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    paymentCode: text('payment_code').$type<PaymentCode>().notNull(),
    paymentName: text('payment_name').notNull(),
    /** The provider's charge reference (card) and masked number; never the card number. */
    paymentReference: text('payment_reference'),
    maskedCardNumber: text('masked_card_number'),
    subtotal: integer('subtotal').notNull(),
    totalCarriage: integer('total_carriage').notNull(),
    totalFee: integer('total_fee').notNull().default(0),
    totalPacking: integer('total_packing').notNull().default(0),
    totalDiscount: integer('total_discount').notNull().default(0),
    totalTax: integer('total_tax').notNull(),
    pointsUsed: integer('points_used').notNull().default(0),
    pointsGranted: integer('points_granted').notNull().default(0),
    totalPayment: integer('total_payment').notNull(),
    amountByTaxRate: jsonb('amount_by_tax_rate').$type<AmountByTaxRate>().notNull(),
    couponIds: integer('coupon_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    note: text('note').notNull().default(''),
    other: jsonb('other').$type<Record<string, unknown>>().notNull().default({}),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    receiptInfo: jsonb('receipt_info').$type<ReceiptInfo | null>(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_channel_order_no').on(t.channelId, t.orderNo),
    uniqueIndex('orders_channel_idempotency').on(t.channelId, t.idempotencyKey),
    uniqueIndex('orders_cart').on(t.cartId),
    index('orders_user').on(t.userId, t.orderedAt),
  ],
);

export type OrderPacking = {
  kind: PackingKind;
  noshi_type: string | null;
  noshi_name: string | null;
  price: number;
};

export const orderShippings = pgTable(
  'order_shippings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    ...addressColumns(),
    deliveryDate: date('delivery_date'),
    deliveryTimezone: text('delivery_timezone'),
    carriage: integer('carriage').notNull(),
    packings: jsonb('packings').$type<OrderPacking[]>().notNull().default([]),
    status: text('status')
      .$type<'preparing' | 'shipped' | 'cancelled'>()
      .notNull()
      .default('preparing'),
  },
  (t) => [index('order_shippings_order').on(t.orderId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderShippingId: integer('order_shipping_id')
      .notNull()
      .references(() => orderShippings.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productKey: text('product_key').notNull(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    /** Tax excluded, yen, at the time of the order. */
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    taxRate: integer('tax_rate').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

/** A member's memos on an order (my page). */
export const orderMemos = pgTable(
  'order_memos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memo: text('memo').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_memos_order').on(t.orderId)],
);

/** Every receipt issued for an order; all but the first are 再発行. */
export const receiptIssues = pgTable(
  'receipt_issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    addressee: text('addressee').notNull(),
    proviso: text('proviso').notNull(),
    isReissue: boolean('is_reissue').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receipt_issues_order').on(t.orderId)],
);

/**
 * One-time card tokens and whom they were first given to (`cart:<id>` or `user:<id>`): a token
 * serves that cart or member only, never a second one.
 */
export const cardTokenClaims = pgTable('card_token_claims', {
  /** sha256 of the token: the token itself is not kept here. */
  tokenHash: text('token_hash').primaryKey(),
  owner: text('owner').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fraud-detection results the card provider posts back (POST /v1/sbpayment/receive/fraud-detection). */
export const fraudDetections = pgTable('fraud_detections', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderNo: text('order_no'),
  result: text('result').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** The provider's signature of the callback: a callback is taken once. */
  signature: text('signature').unique(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
