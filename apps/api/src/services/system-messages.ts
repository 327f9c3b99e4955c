import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orderShippings, orders, socialGifts, systemMessages } from '../db/schema.js';
import type { SystemMessageKind } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { Mailer } from './mailer.js';
import { queueOrderMail } from './order-mails.js';
import type { Paging } from './paging.js';

type MessageRow = typeof systemMessages.$inferSelect;
type OrderRef = { id: number; orderNo: string; userId: number | null };

/** What the message centre says about each order event (spec section 3 "system messages"). */
const ORDER_TEXT: Record<
  Exclude<SystemMessageKind, 'notice'>,
  (orderNo: string) => [string, string]
> = {
  order_received: (no) => [
    `ご注文を承りました（注文番号 ${no}）`,
    `ご注文いただきありがとうございます。注文番号 ${no} のご注文を承りました。\n商品の発送まで今しばらくお待ちください。ご注文の内容はご注文履歴からご確認いただけます。`,
  ],
  order_shipped: (no) => [
    `ご注文の商品を発送しました（注文番号 ${no}）`,
    `注文番号 ${no} のご注文の商品を発送しました。\nお届けまで今しばらくお待ちください。`,
  ],
  order_cancelled: (no) => [
    `ご注文をキャンセルしました（注文番号 ${no}）`,
    `注文番号 ${no} のご注文のキャンセルを承りました。\nまたのご利用をお待ちしております。`,
  ],
};

export const SYSTEM_MESSAGE_ERRORS = {
  notFound: 'メッセージが見つかりませんでした',
  orderNotFound: 'ご注文が見つかりませんでした',
  orderCancelled: 'キャンセルされたご注文は発送できません',
  alreadyShipped: 'このご注文はすでに発送済みです',
  giftWaiting: 'ギフトのお届け先がまだ入力されていないため、発送できません',
} as const;

/** Writes one message to a member. */
export async function postSystemMessage(
  db: Database,
  message: {
    userId: number;
    kind: SystemMessageKind;
    title: string;
    body: string;
    orderId?: number | null;
  },
): Promise<MessageRow> {
  const [row] = await db
    .insert(systemMessages)
    .values({ ...message, orderId: message.orderId ?? null })
    .returning();
  return row!;
}

/**
 * Tells the orderer about an order event. Guest orders have nobody to tell here (they get mail),
 * so they are skipped. Runs inside the caller's transaction when given one.
 */
export async function notifyOrderEvent(
  db: Database,
  kind: Exclude<SystemMessageKind, 'notice'>,
  order: OrderRef,
): Promise<void> {
  if (order.userId === null) return;
  const [title, body] = ORDER_TEXT[kind](order.orderNo);
  await postSystemMessage(db, { userId: order.userId, kind, title, body, orderId: order.id });
}

/**
 * Marks every delivery of an order not shipped yet as shipped, closes the order as shipped, tells
 * the member and writes the shipping notice mail, all in one transaction. For operators: the
 * admin API (POST /admin/orders/{id}/ship), the dev route and maintenance scripts call it (there
 * is no back office in this project). An order already shipped answers `shipped: false` and
 * changes nothing: of two calls, even at once, one ships and mails (the conditional update of the
 * deliveries decides), the other finds nothing left to ship.
 */
export async function shipOrder(
  db: Database,
  mailer: Mailer,
  orderId: number,
): Promise<OrderRef & { shipped: boolean }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new HttpError(404, SYSTEM_MESSAGE_ERRORS.orderNotFound);
    if (order.status === 'cancelled')
      throw new HttpError(422, SYSTEM_MESSAGE_ERRORS.orderCancelled, {
        code: 'order.ship.cancelled',
      });
    // A social gift has nowhere to go until its receiver has entered the address.
    const [waiting] = await tx
      .select({ id: socialGifts.id })
      .from(socialGifts)
      .where(and(eq(socialGifts.orderId, order.id), isNull(socialGifts.acceptedAt)));
    if (waiting)
      throw new HttpError(422, SYSTEM_MESSAGE_ERRORS.giftWaiting, {
        code: 'order.ship.gift_waiting',
      });
    const ref = { id: order.id, orderNo: order.orderNo, userId: order.userId };
    const shipped = await tx
      .update(orderShippings)
      .set({ status: 'shipped' })
      .where(and(eq(orderShippings.orderId, order.id), eq(orderShippings.status, 'preparing')))
      .returning({ id: orderShippings.id });
    if (shipped.length === 0) return { ...ref, shipped: false };
    await tx
      .update(orders)
      .set({ status: 'shipped', updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), ne(orders.status, 'cancelled')));
    await notifyOrderEvent(tx, 'order_shipped', order);
    await queueOrderMail(tx, mailer, 'shipped', order.id);
    return { ...ref, shipped: true };
  });
}

const mine = (userId: number) => eq(systemMessages.userId, userId);

/** The member's unread message count (the header's and my page's badge). */
export async function unreadCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(systemMessages)
    .where(and(mine(userId), isNull(systemMessages.readAt)));
  return row?.n ?? 0;
}

/** One page of the member's messages, newest first, with the total. */
export async function listSystemMessages(db: Database, userId: number, page: Paging) {
  const [total] = await db.select({ n: count() }).from(systemMessages).where(mine(userId));
  const rows = await db
    .select({ message: systemMessages, orderNo: orders.orderNo })
    .from(systemMessages)
    .leftJoin(orders, eq(orders.id, systemMessages.orderId))
    .where(mine(userId))
    .orderBy(desc(systemMessages.createdAt), desc(systemMessages.id))
    .limit(page.per)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

/**
 * One of the member's messages, marked read on the first opening. Another member's id answers
 * 404, exactly as an id that does not exist.
 */
export async function openSystemMessage(db: Database, userId: number, id: number) {
  const [found] = await db
    .select({ message: systemMessages, orderNo: orders.orderNo })
    .from(systemMessages)
    .leftJoin(orders, eq(orders.id, systemMessages.orderId))
    .where(and(eq(systemMessages.id, id), mine(userId)));
  if (!found)
    throw new HttpError(404, SYSTEM_MESSAGE_ERRORS.notFound, { code: 'system_message_not_found' });
  if (found.message.readAt === null) {
    const [read] = await db
      .update(systemMessages)
      .set({ readAt: new Date() })
      .where(and(eq(systemMessages.id, id), isNull(systemMessages.readAt)))
      .returning();
    if (read) found.message = read;
  }
  return found;
}

/** A message as the API answers it. */
export function serializeSystemMessage({
  message,
  orderNo,
}: {
  message: MessageRow;
  orderNo: string | null;
}) {
  return {
    id: message.id,
    kind: message.kind,
    title: message.title,
    body: message.body,
    order_id: message.orderId,
    order_no: orderNo,
    is_read: message.readAt !== null,
    read_at: message.readAt?.toISOString() ?? null,
    created_at: message.createdAt.toISOString(),
  };
}
