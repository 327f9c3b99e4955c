import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  orderItems,
  orderShippings,
  orders,
  productModels,
  products,
  userCoupons,
} from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import type { Mailer } from '../mailer.js';
import { queueOrderMail } from '../order-mails.js';
import { addPoints } from '../points.js';
import { notifyOrderEvent } from '../system-messages.js';
import type { OrderRow } from './serialize.js';

export const ALREADY_CANCELLED = 'このご注文はすでにキャンセルされています。';
export const NOT_CANCELLABLE = '発送済みのご注文はキャンセルできません。';

/**
 * Cancels a member's order: deliveries not shipped yet are cancelled and their stock returned.
 * When nothing had been shipped, the points the order spent come back, the points it granted
 * are taken back (both in the ledger) and its coupons can be used again. When some delivery
 * had been shipped, it stays shipped and paid: the order is closed as cancelled, but points and
 * coupons are left for the shop to settle (the answer carries cancel_only_ecd_key).
 *
 * The status change is a conditional update inside the transaction, so two cancels at once
 * cannot both return stock or points. The cancellation mail is written in the same transaction.
 */
export async function cancelOrder(
  db: Database,
  mailer: Mailer,
  order: OrderRow,
  reason: string,
): Promise<void> {
  if (order.status === 'cancelled')
    throw new HttpError(422, ALREADY_CANCELLED, { code: 'order.cancel.already_cancelled' });
  if (order.status !== 'ordered')
    throw new HttpError(422, NOT_CANCELLABLE, { code: 'order.cancel.not_cancellable' });

  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelReason: reason,
        cancelledAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'ordered')))
      .returning({ id: orders.id });
    if (!claimed)
      throw new HttpError(422, ALREADY_CANCELLED, { code: 'order.cancel.already_cancelled' });

    const shippings = await tx
      .select()
      .from(orderShippings)
      .where(eq(orderShippings.orderId, order.id));
    const open = shippings.filter((s) => s.status === 'preparing');
    if (open.length === 0)
      throw new HttpError(422, NOT_CANCELLABLE, { code: 'order.cancel.not_cancellable' });
    const openIds = open.map((s) => s.id);
    await tx
      .update(orderShippings)
      .set({ status: 'cancelled' })
      .where(inArray(orderShippings.id, openIds));

    const items = await tx
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderShippingId, openIds));
    for (const item of items) {
      const back = item.quantity - item.cancelledQuantity;
      if (back <= 0) continue;
      await tx
        .update(orderItems)
        .set({ cancelledQuantity: item.quantity })
        .where(eq(orderItems.id, item.id));
      if (item.productId === null) continue;
      const [product] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${back}` })
        .where(eq(products.id, item.productId))
        .returning({ modelId: products.modelId });
      // The decision counted these units as sold.
      if (product)
        await tx
          .update(productModels)
          .set({ salesCount: sql`greatest(${productModels.salesCount} - ${back}, 0)` })
          .where(eq(productModels.id, product.modelId));
    }

    await notifyOrderEvent(tx, 'order_cancelled', order);
    await queueOrderMail(tx, mailer, 'cancellation', order.id);
    const wholeOrder = open.length === shippings.length;
    const userId = order.userId;
    if (!wholeOrder || userId === null) return;
    // The points the order spent come back; those it granted are taken back.
    await addPoints(tx, userId, order.pointsUsed, 'cancel_return', order.id);
    await addPoints(tx, userId, -order.pointsGranted, 'cancel_return', order.id);
    if (order.couponIds.length > 0)
      await tx
        .update(userCoupons)
        .set({ usedAt: null })
        .where(and(eq(userCoupons.userId, userId), inArray(userCoupons.couponId, order.couponIds)));
  });
}
