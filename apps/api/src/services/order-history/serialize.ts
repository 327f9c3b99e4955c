import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderItems, orderMemos, orderShippings, receiptIssues } from '../../db/schema.js';
import type { OrderStatus, orders } from '../../db/schema.js';
import { timezoneName } from '../cart/leadtime.js';
import { imagePath, withTax } from '../catalog.js';
import { buyerGiftSummary, findOrderGift } from '../gift-summary.js';

export type OrderRow = typeof orders.$inferSelect;
type ShippingRow = typeof orderShippings.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type MemoRow = typeof orderMemos.$inferSelect;

export const STATUS_LABELS: Record<OrderStatus, string> = {
  ordered: 'ご注文受付',
  shipped: '発送済み',
  cancelled: 'キャンセル済み',
};

const SHIPPING_STATUS_LABELS: Record<ShippingRow['status'], string> = {
  preparing: '発送準備中',
  shipped: '発送済み',
  cancelled: 'キャンセル済み',
};

/**
 * Warning key of a cancel that could not cover the whole order: shipped deliveries stay shipped
 * (and are paid for), so points and coupons of such an order are settled by the shop, not here.
 */
export const CANCEL_ONLY_UNSHIPPED = 'order.cancel.only_unshipped';
export const CANCEL_ONLY_UNSHIPPED_MESSAGE =
  '発送済みのお届け先はキャンセルされていません。返金やポイントの扱いはショップよりご連絡いたします。';

function serializeItem(channelId: string, item: ItemRow) {
  const unitPriceWithTax = withTax(item.unitPrice, item.taxRate);
  return {
    id: item.id,
    shipping_id: item.orderShippingId,
    product_id: item.productId,
    product_key: item.productKey,
    product_code: item.productCode,
    product_name: item.productName,
    image_path: item.productId === null ? null : imagePath(channelId, item.productKey, 1),
    unit_price: item.unitPrice,
    unit_price_with_tax: unitPriceWithTax,
    quantity: item.quantity,
    cancelled_quantity: item.cancelledQuantity,
    tax_rate: item.taxRate,
    tax_amount: item.taxAmount,
    subtotal_with_tax: unitPriceWithTax * item.quantity,
    coupon_discount: item.couponDiscount,
  };
}

function serializeShipping(channelId: string, shipping: ShippingRow, items: ItemRow[]) {
  return {
    id: shipping.id,
    position: shipping.position,
    status: shipping.status,
    status_label: SHIPPING_STATUS_LABELS[shipping.status],
    last_name: shipping.lastName,
    first_name: shipping.firstName,
    last_name_kana: shipping.lastNameKana,
    first_name_kana: shipping.firstNameKana,
    company_name: shipping.companyName,
    postal_code: shipping.postalCode,
    formatted_postal_code: formatPostalCode(shipping.postalCode),
    prefecture: shipping.prefecture,
    city: shipping.city,
    address1: shipping.address1,
    address2: shipping.address2,
    phone_number: shipping.phoneNumber,
    delivery_date: shipping.deliveryDate,
    delivery_timezone: shipping.deliveryTimezone,
    delivery_timezone_name: timezoneName(shipping.deliveryTimezone),
    carriage: shipping.carriage,
    packings: shipping.packings,
    items: items.map((item) => serializeItem(channelId, item)),
  };
}

/** A gift's shipping as its buyer may see it: only the prefecture of the receiver's address. */
function receiverHidden(shipping: ShippingRow): ShippingRow {
  return {
    ...shipping,
    lastName: '',
    firstName: '',
    lastNameKana: '',
    firstNameKana: '',
    companyName: '',
    postalCode: '',
    city: '',
    address1: '',
    address2: '',
    phoneNumber: '',
    deliveryDate: null,
    deliveryTimezone: null,
  };
}

export function formatPostalCode(code: string): string {
  const digits = code.replace(/\D/g, '');
  return digits.length === 7 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : code;
}

export function serializeMemo(memo: MemoRow) {
  return {
    id: memo.id,
    order_id: memo.orderId,
    memo: memo.memo,
    created_at: memo.createdAt.toISOString(),
    updated_at: memo.updatedAt.toISOString(),
  };
}

/** Cancellable: still 'ordered' with at least one delivery not shipped yet. */
export function isCancellable(order: OrderRow, shippings: ShippingRow[]): boolean {
  return order.status === 'ordered' && shippings.some((s) => s.status === 'preparing');
}

/** A cancelled order some of whose deliveries had already been shipped. */
export function cancelOnlyKey(order: OrderRow, shippings: ShippingRow[]): string {
  return order.status === 'cancelled' && shippings.some((s) => s.status === 'shipped')
    ? CANCEL_ONLY_UNSHIPPED
    : '';
}

/** The fields a list entry and the detail share. */
function summary(order: OrderRow) {
  return {
    id: order.id,
    order_no: order.orderNo,
    status: order.status,
    status_label: STATUS_LABELS[order.status],
    ordered_at: order.orderedAt.toISOString(),
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    payment_name: order.paymentName,
    total_payment: order.totalPayment,
  };
}

/** A list entry: the summary with its product lines in short. */
export async function serializeOrderList(db: Database, rows: OrderRow[]) {
  const ids = rows.map((row) => row.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.id));
  return rows.map((row) => {
    const mine = items.filter((item) => item.orderId === row.id);
    return {
      ...summary(row),
      item_count: mine.reduce((sum, item) => sum + item.quantity, 0),
      items: mine.map((item) => ({
        id: item.id,
        product_key: item.productKey,
        product_name: item.productName,
        image_path: item.productId === null ? null : imagePath(row.channelId, item.productKey, 1),
        quantity: item.quantity,
      })),
    };
  });
}

/**
 * An order's deliveries and its lines, in the order the shopper made them. One query after the
 * other: the order mails read them inside the order's transaction, whose one connection
 * node-postgres no longer lets two queries share (deprecated, gone in pg 9).
 */
export async function orderDeliveries(db: Database, orderId: number) {
  const shippings = await db
    .select()
    .from(orderShippings)
    .where(eq(orderShippings.orderId, orderId))
    .orderBy(asc(orderShippings.position), asc(orderShippings.id));
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return [shippings, items] as const;
}

/** An order with everything the order detail screen shows. */
export async function serializeOrder(db: Database, order: OrderRow, memberId: number | null) {
  const [[shippings, items], memos, issues, gift] = await Promise.all([
    orderDeliveries(db, order.id),
    memberId === null
      ? Promise.resolve([] as MemoRow[])
      : db
          .select()
          .from(orderMemos)
          .where(and(eq(orderMemos.orderId, order.id), eq(orderMemos.userId, memberId)))
          .orderBy(asc(orderMemos.createdAt), asc(orderMemos.id)),
    db
      .select({ id: receiptIssues.id })
      .from(receiptIssues)
      .where(eq(receiptIssues.orderId, order.id)),
    findOrderGift(db, order.id),
  ]);
  const cancelKey = cancelOnlyKey(order, shippings);
  const lastMemo = memos.at(-1);
  return {
    ...summary(order),
    cancel_reason: order.cancelReason,
    is_cancellable: isCancellable(order, shippings),
    cancel_only_ecd_key: cancelKey,
    cancel_only_message: cancelKey ? CANCEL_ONLY_UNSHIPPED_MESSAGE : null,
    orderer: order.orderer,
    payment: {
      id: order.paymentMethodId,
      code: order.paymentCode,
      name: order.paymentName,
      masked_card_number: order.maskedCardNumber,
    },
    note: order.note,
    subtotal: order.subtotal,
    total_carriage: order.totalCarriage,
    total_fee: order.totalFee,
    total_packing: order.totalPacking,
    total_discount: order.totalDiscount,
    total_tax: order.totalTax,
    points_used: order.pointsUsed,
    points_granted: order.pointsGranted,
    amount_by_tax_rate: order.amountByTaxRate,
    shippings: shippings.map((shipping) =>
      serializeShipping(
        order.channelId,
        // What the receiver of a gift entered is theirs: the buyer sees the prefecture at most.
        gift?.orderShippingId === shipping.id ? receiverHidden(shipping) : shipping,
        items.filter((item) => item.orderShippingId === shipping.id),
      ),
    ),
    social_gift: gift
      ? buyerGiftSummary(
          gift,
          order,
          shippings.find((shipping) => shipping.id === gift.orderShippingId),
        )
      : null,
    items: items.map((item) => serializeItem(order.channelId, item)),
    memo: lastMemo?.memo ?? null,
    memos: memos.map(serializeMemo),
    receipt_info: order.receiptInfo ?? defaultReceiptInfo(order),
    receipt_issued_count: issues.length,
  };
}

/** Until the shopper sets them: the orderer's name (company first) and the usual proviso. */
export function defaultReceiptInfo(order: OrderRow) {
  const { orderer } = order;
  const name = `${orderer.last_name} ${orderer.first_name}`.trim();
  return {
    addressee: orderer.company_name || name,
    proviso: 'お品代として',
  };
}
