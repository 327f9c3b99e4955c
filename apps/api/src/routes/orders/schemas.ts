import { Type } from 'typebox';

/**
 * Response shapes of the member's orders, memos and the guest receipt flow (spec sections 3
 * "Order" and 7 "Member data"). Prices are integer yen; `*_with_tax` tax included.
 */

const text = Type.String();
const int = Type.Integer();
const nullableText = Type.Union([Type.String(), Type.Null()]);
const nullableInt = Type.Union([Type.Integer(), Type.Null()]);
const dateTime = Type.String({ format: 'date-time' });
const OrderStatus = Type.Union([
  Type.Literal('ordered'),
  Type.Literal('shipped'),
  Type.Literal('cancelled'),
]);

export const Memo = Type.Object({
  id: int,
  order_id: int,
  memo: text,
  created_at: dateTime,
  updated_at: dateTime,
});

export const ReceiptInfo = Type.Object({ addressee: text, proviso: text });

const OrderItem = Type.Object({
  id: int,
  shipping_id: int,
  product_id: nullableInt,
  product_key: text,
  product_code: text,
  product_name: text,
  image_path: nullableText,
  unit_price: int,
  unit_price_with_tax: int,
  quantity: int,
  cancelled_quantity: int,
  tax_rate: int,
  tax_amount: int,
  subtotal_with_tax: int,
  coupon_discount: int,
});

const Packing = Type.Object({
  kind: Type.Union([Type.Literal('gift_wrap'), Type.Literal('noshi')]),
  noshi_type: nullableText,
  noshi_name: nullableText,
  price: int,
});

const OrderShipping = Type.Object({
  id: int,
  position: int,
  status: Type.Union([
    Type.Literal('preparing'),
    Type.Literal('shipped'),
    Type.Literal('cancelled'),
  ]),
  status_label: text,
  last_name: text,
  first_name: text,
  last_name_kana: text,
  first_name_kana: text,
  company_name: text,
  postal_code: text,
  formatted_postal_code: text,
  prefecture: text,
  city: text,
  address1: text,
  address2: text,
  phone_number: text,
  delivery_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  delivery_timezone: nullableText,
  delivery_timezone_name: text,
  carriage: int,
  packings: Type.Array(Packing),
  items: Type.Array(OrderItem),
});

const Summary = {
  id: int,
  order_no: text,
  status: OrderStatus,
  status_label: text,
  ordered_at: dateTime,
  cancelled_at: Type.Union([dateTime, Type.Null()]),
  payment_name: text,
  total_payment: int,
};

export const OrderListEntry = Type.Object({
  ...Summary,
  item_count: int,
  items: Type.Array(
    Type.Object({
      id: int,
      product_key: text,
      product_name: text,
      image_path: nullableText,
      quantity: int,
    }),
  ),
});

const Orderer = Type.Object({
  last_name: text,
  first_name: text,
  last_name_kana: text,
  first_name_kana: text,
  company_name: text,
  email: text,
  postal_code: text,
  prefecture: text,
  city: text,
  address1: text,
  address2: text,
  phone_number: text,
});

/** A social-gift order's gift as its buyer sees it: the link key, its state, the prefecture at most. */
export const SocialGiftSummary = Type.Object({
  token: Type.String({ description: 'the key of the gift link /social-gift/{token}' }),
  status: Type.Union([
    Type.Literal('waiting'),
    Type.Literal('accepted'),
    Type.Literal('expired'),
    Type.Literal('cancelled'),
  ]),
  status_label: text,
  sender_name: text,
  expires_at: dateTime,
  accepted_at: Type.Union([dateTime, Type.Null()]),
  prefecture: nullableText,
});

export const Order = Type.Object({
  ...Summary,
  cancel_reason: nullableText,
  is_cancellable: Type.Boolean(),
  cancel_only_ecd_key: Type.String({
    description:
      'Non-empty when only part of the order could be cancelled (shipped deliveries stay)',
  }),
  cancel_only_message: nullableText,
  orderer: Orderer,
  payment: Type.Object({
    id: nullableInt,
    code: text,
    name: text,
    masked_card_number: nullableText,
  }),
  note: text,
  subtotal: int,
  total_carriage: int,
  total_fee: int,
  total_packing: int,
  total_discount: int,
  total_tax: int,
  points_used: int,
  points_granted: int,
  amount_by_tax_rate: Type.Array(
    Type.Object({ rate: int, amount: int, tax: int, amount_with_tax: int }),
  ),
  shippings: Type.Array(OrderShipping),
  items: Type.Array(OrderItem),
  memo: nullableText,
  memos: Type.Array(Memo),
  receipt_info: ReceiptInfo,
  receipt_issued_count: int,
  social_gift: Type.Union([SocialGiftSummary, Type.Null()]),
});

/** What the guest receipt screen shows: no addresses, only what a receipt carries. */
export const GuestReceipt = Type.Object({
  order_no: text,
  ordered_at: dateTime,
  status: OrderStatus,
  status_label: text,
  payment_name: text,
  total_payment: int,
  amount_by_tax_rate: Type.Array(
    Type.Object({ rate: int, amount: int, tax: int, amount_with_tax: int }),
  ),
  receipt_info: ReceiptInfo,
  receipt_issued_count: int,
  is_issuable: Type.Boolean(),
});

export const OrderIdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'numeric order id' }),
});

export const OrderNoParams = Type.Object({
  no: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
});

export const GuestTokenQuery = Type.Object({
  t: Type.Optional(Type.String({ maxLength: 200 })),
});
