import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  carts,
  orderItems,
  orderShippings,
  orders,
  productModels,
  products,
  userCards,
  userCoupons,
  users,
} from '../../db/schema.js';
import type { CartOrderer } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import {
  cartExpired,
  cartNotSale,
  cartOrdered,
  cartOrderer,
  findCartRow,
  hasAddress,
  isExpired,
  isReachable,
  loadCart,
  outOfStock,
  priceCart,
  readCart,
  stopSelling,
  cartNotFound,
} from '../cart/index.js';
import type { CartRow, LoadedCart, PricedCart } from '../cart/index.js';
import { embroideredName } from '../moto/embroidery.js';
import type { Mailer } from '../mailer.js';
import { queueOrderMail } from '../order-mails.js';
import { loadOrderSettings } from '../order-settings.js';
import { providerOf, unavailableReason } from '../payments/methods.js';
import type { ChargeRequest, ChargeResult, PaymentProvider } from '../payments/provider.js';
import { settleMemberPoints } from '../point-lots.js';
import { addPoints } from '../points.js';
import { notifyOrderEvent } from '../system-messages.js';
import { createSocialGift, GIFT_MESSAGES } from '../social-gifts.js';
import { randomToken } from '../tokens.js';
import { orderNumber } from './order-number.js';

/**
 * The decision: turns an open cart into an order, once.
 *
 * Everything happens in one transaction with the cart row locked (FOR UPDATE): two decisions of
 * one cart run one after the other, and the second sees the cart ordered. Stock is taken with a
 * conditional `stock = stock - q WHERE stock >= q` per product, so concurrent orders of other
 * carts can never take the same units (the row lock of the update orders them; the one that
 * finds too little stock fails). The member's row is locked too, so points and once-per-member
 * coupons cannot be spent twice by two carts at once. The card is charged last, inside the
 * transaction: a refusal rolls everything back (stock included) and the cart keeps all it had,
 * with transaction_error set for the payment page. The Idempotency-Key is unique per shop: the
 * same key answers the order it made; with another cart it is a conflict.
 */

export const DECISION_MESSAGES = {
  idempotencyConflict:
    'このご注文は別のカートで処理済みです。ページを再読み込みしてからもう一度お試しください。',
  empty: 'カートに商品が入っていません',
  noAddress: 'お届け先を入力してください',
  noOrderer: 'ご注文者情報を入力してください',
  noPayment: 'お支払い方法を選択してください',
  noCard: 'カード情報を入力してください',
  pointsChanged: 'ご利用可能なポイントが変更されました。ご利用ポイントをご確認ください。',
  couponChanged: 'ご利用いただけないクーポンがあります。クーポンをご確認ください。',
} as const;

const decisionError = (code: string, message: string, status = 422) =>
  new HttpError(status, message, { code: `cart.decision.${code}` });

export type DecisionResult = {
  order_no: string;
  order_id: number;
  guest_token: string | null;
  total_payment: number;
  total_tax: number;
  payment_name: string;
  ordered_at: string;
};

export type DecisionOutcome = { created: boolean; result: DecisionResult };

type OrderRow = typeof orders.$inferSelect;

function resultOf(order: OrderRow): DecisionResult {
  return {
    order_no: order.orderNo,
    order_id: order.id,
    guest_token: order.userId === null ? order.guestToken : null,
    total_payment: order.totalPayment,
    total_tax: order.totalTax,
    payment_name: order.paymentName,
    ordered_at: order.orderedAt.toISOString(),
  };
}

/** A failed charge: the transaction rolls back, then the cart records the message. */
class PaymentFailure extends Error {
  constructor(readonly failure: Extract<ChargeResult, { ok: false }>) {
    super(failure.message);
  }
}

/** A line whose product was hidden: the cart is cleaned up outside the transaction. */
class NotOnSale extends Error {}

async function orderByKey(db: Database, channelId: string, key: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.channelId, channelId), eq(orders.idempotencyKey, key)));
  return order ?? null;
}

/** The same key again: the same order for the same cart, a conflict for another. */
function replay(order: OrderRow, cart: CartRow): DecisionOutcome {
  if (order.cartId !== cart.id)
    throw decisionError('idempotency_conflict', DECISION_MESSAGES.idempotencyConflict, 409);
  return { created: false, result: resultOf(order) };
}

/** PostgreSQL's unique_violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** What must hold before an order is made (the confirm page's checks, done again here). */
function validate(loaded: LoadedCart, priced: PricedCart): CartOrderer {
  const { cart } = loaded;
  if (loaded.lines.length === 0) throw decisionError('empty', DECISION_MESSAGES.empty);
  const used = new Set(loaded.lines.map((line) => line.item.shippingId ?? loaded.shippings[0]?.id));
  if (cart.isSocialGift) {
    // The receiver fills in the one shipping through the gift link: no address needed here.
    if (used.size > 1) throw decisionError('social_gift_multiple', GIFT_MESSAGES.multipleShippings);
  } else if (loaded.shippings.some((shipping) => used.has(shipping.id) && !hasAddress(shipping)))
    throw decisionError('no_address', DECISION_MESSAGES.noAddress);
  const orderer = cartOrderer(loaded);
  if (!orderer || !orderer.email || !orderer.last_name)
    throw decisionError('no_orderer', DECISION_MESSAGES.noOrderer);
  const payment = loaded.payment;
  if (!payment) throw decisionError('no_payment', DECISION_MESSAGES.noPayment);
  const reason = unavailableReason(payment, loaded, priced.pricing.order);
  if (reason) throw decisionError('payment_unavailable', reason);
  if (
    payment.code === 'card' &&
    cart.userCardId === null &&
    (!cart.cardToken || !cart.cardTokenKey)
  )
    throw decisionError('no_card', DECISION_MESSAGES.noCard);
  if (priced.pricing.order.points_used !== cart.pointsUsed)
    throw decisionError('points_changed', DECISION_MESSAGES.pointsChanged);
  if (priced.pricing.coupons.some((coupon) => !coupon.is_applicable))
    throw decisionError('coupon_unavailable', DECISION_MESSAGES.couponChanged);
  return orderer;
}

/** The card the cart pays with: the member's saved card it names, or its one-time token. */
async function chargedCard(tx: Database, cart: CartRow): Promise<ChargeRequest['card']> {
  if (cart.userCardId === null) return { token: cart.cardToken!, tokenKey: cart.cardTokenKey! };
  const [saved] = await tx
    .select({ ref: userCards.providerRef, expiration: userCards.expiration })
    .from(userCards)
    .where(and(eq(userCards.id, cart.userCardId), eq(userCards.userId, cart.userId ?? -1)));
  if (!saved) throw decisionError('no_card', DECISION_MESSAGES.noCard);
  return { savedRef: saved.ref, expiration: saved.expiration };
}

/** Takes the stock of every line, or throws out-of-stock for the first product short of it. */
async function reserveStock(tx: Database, loaded: LoadedCart): Promise<void> {
  const wanted = new Map<number, { quantity: number; name: string }>();
  for (const { item, product } of loaded.lines) {
    const entry = wanted.get(product.id) ?? { quantity: 0, name: product.name };
    entry.quantity += item.quantity;
    wanted.set(product.id, entry);
  }
  // Ascending ids: concurrent decisions lock products in one order and cannot deadlock.
  for (const [productId, { quantity, name }] of [...wanted].sort((a, b) => a[0] - b[0])) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [row] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      throw outOfStock(name, row?.stock ?? 0);
    }
  }
}

/** Adds the ordered units to each model's sales count (the catalogue's popularity order). */
async function countSales(tx: Database, loaded: LoadedCart): Promise<void> {
  const sold = new Map<number, number>();
  for (const { item, model } of loaded.lines)
    sold.set(model.id, (sold.get(model.id) ?? 0) + item.quantity);
  for (const [modelId, quantity] of [...sold].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(productModels)
      .set({ salesCount: sql`${productModels.salesCount} + ${quantity}` })
      .where(eq(productModels.id, modelId));
  }
}

export type DecideInput = {
  channelId: string;
  token: string;
  userId: number | null;
  idempotencyKey: string;
  /** The order confirmation is written into its outbox in the order's transaction. */
  mailer: Mailer;
};

/** POST /v1/carts/{token}/decision. */
export async function decide(db: Database, input: DecideInput): Promise<DecisionOutcome> {
  const { channelId, token, userId, idempotencyKey, mailer } = input;
  const row = await findCartRow(db, channelId, token);
  if (!row || !isReachable(row, userId)) throw cartNotFound();

  const earlier = await orderByKey(db, channelId, idempotencyKey);
  if (earlier) return replay(earlier, row);

  const settings = await loadOrderSettings(db, channelId);
  if (
    settings['PLUGIN.TEMPORARY_STOP_SELLING.IS_USE'] &&
    !settings['PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING']
  )
    throw stopSelling();

  /** A charge made in a transaction that then failed to commit is given back. */
  const made: { charge: { provider: PaymentProvider; reference: string; amount: number } | null } =
    { charge: null };
  try {
    return await db.transaction(async (tx) => {
      const [cart] = await tx.select().from(carts).where(eq(carts.id, row.id)).for('update');
      if (!cart) throw cartNotFound();
      if (cart.status === 'ordered') {
        const [order] =
          cart.orderId === null
            ? []
            : await tx.select().from(orders).where(eq(orders.id, cart.orderId));
        if (order && order.idempotencyKey === idempotencyKey) return replay(order, cart);
        throw cartOrdered();
      }
      if (cart.userId !== null) {
        // Serialises this member's decisions: points and coupons are spent once.
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, cart.userId))
          .for('update');
        await settleMemberPoints(tx, cart.channelId, cart.userId);
      }
      if (isExpired(cart)) throw cartExpired();
      const loaded = await readCart(tx, cart);
      // Lines no longer on sale: loadCart removes them and answers not_sale, after the rollback.
      if (loaded.lines.some((line) => !line.product.isShow)) throw new NotOnSale();
      const priced = await priceCart(tx, loaded);
      const orderer = validate(loaded, priced);
      const order = await createOrder(tx, loaded, priced, orderer, idempotencyKey);
      if (cart.isSocialGift) await createSocialGift(tx, { cartId: cart.id, order, orderer });
      // Last before the charge: the rows of popular products stay locked for the shortest time.
      await reserveStock(tx, loaded);
      await countSales(tx, loaded);

      const payment = loaded.payment!;
      if (payment.code === 'card') {
        const provider = providerOf(payment)!;
        const charged = await provider.charge({
          amount: order.totalPayment,
          orderNo: order.orderNo,
          card: await chargedCard(tx, cart),
          idempotencyKey,
        });
        if (!charged.ok) throw new PaymentFailure(charged);
        made.charge = { provider, reference: charged.reference, amount: order.totalPayment };
        await tx
          .update(orders)
          .set({ paymentReference: charged.reference })
          .where(eq(orders.id, order.id));
      }
      await tx
        .update(carts)
        .set({
          status: 'ordered',
          orderId: order.id,
          transactionError: null,
          updatedAt: new Date(),
        })
        .where(eq(carts.id, cart.id));
      // Committed with the order or not at all: no mail for an order that was rolled back, no
      // order without its mail (a refused charge above rolls both back).
      await queueOrderMail(tx, mailer, 'confirmation', order.id);
      return { created: true, result: resultOf(order) };
    });
  } catch (error) {
    if (made.charge) await made.charge.provider.refund(made.charge.reference, made.charge.amount);
    if (error instanceof NotOnSale) {
      await loadCart(db, channelId, token, userId, { requireOpen: true });
      throw cartNotSale();
    }
    if (error instanceof PaymentFailure) {
      await db
        .update(carts)
        .set({ transactionError: error.failure.message, updatedAt: new Date() })
        .where(eq(carts.id, row.id));
      throw new HttpError(422, error.failure.message, { code: `payment.${error.failure.kind}` });
    }
    if (isUniqueViolation(error)) {
      // Another request with this key made its order while this one ran.
      const order = await orderByKey(db, channelId, idempotencyKey);
      if (order) return replay(order, row);
    }
    throw error;
  }
}

/** Copies the priced cart into an order; spends and grants points, marks coupons used. */
async function createOrder(
  tx: Database,
  loaded: LoadedCart,
  priced: PricedCart,
  orderer: CartOrderer,
  idempotencyKey: string,
): Promise<OrderRow> {
  const { cart } = loaded;
  const totals = priced.pricing.order;
  const payment = loaded.payment!;
  const applied = priced.pricing.coupons.filter((coupon) => coupon.discount > 0);
  const now = new Date();
  const [inserted] = await tx
    .insert(orders)
    .values({
      channelId: cart.channelId,
      // Replaced below once the id is known: the number is derived from it, so it is unique.
      orderNo: `pending-${randomToken()}`,
      cartId: cart.id,
      userId: cart.userId,
      idempotencyKey,
      guestToken: randomToken(),
      orderer,
      paymentMethodId: payment.id,
      paymentCode: payment.code,
      paymentName: payment.name,
      maskedCardNumber: payment.code === 'card' ? cart.maskedCardNumber : null,
      subtotal: totals.subtotal,
      totalCarriage: totals.total_carriage,
      totalFee: totals.total_fee,
      totalPacking: totals.total_packing,
      totalDiscount: totals.total_discount,
      totalTax: totals.total_tax,
      pointsUsed: totals.points_used,
      pointsGranted: totals.points_to_grant,
      totalPayment: totals.total_payment,
      amountByTaxRate: totals.amount_by_tax_rate,
      couponIds: applied.map((coupon) => coupon.id),
      note: cart.note,
      other: cart.other,
      orderedAt: now,
    })
    .returning();
  const [order] = await tx
    .update(orders)
    .set({ orderNo: orderNumber(inserted!.id, now) })
    .where(eq(orders.id, inserted!.id))
    .returning();

  const pricedLines = new Map(priced.pricing.lines.map((line) => [line.key, line]));
  const pricedShippings = new Map(priced.pricing.shippings.map((s) => [s.key, s]));
  const firstShippingId = loaded.shippings[0]?.id;
  let position = 0;
  for (const shipping of loaded.shippings) {
    const lines = loaded.lines.filter(
      (line) => (line.item.shippingId ?? firstShippingId) === shipping.id,
    );
    if (lines.length === 0) continue;
    const pricedShipping = pricedShippings.get(shipping.key);
    const packingPrices = new Map(pricedShipping?.packings.map((p) => [p.key, p.price]));
    // A social gift's shipping starts empty: whatever the cart held, the receiver fills it in.
    const address = cart.isSocialGift
      ? {}
      : {
          lastName: shipping.lastName,
          firstName: shipping.firstName,
          lastNameKana: shipping.lastNameKana,
          firstNameKana: shipping.firstNameKana,
          companyName: shipping.companyName,
          postalCode: shipping.postalCode,
          prefecture: shipping.prefecture,
          city: shipping.city,
          address1: shipping.address1,
          address2: shipping.address2,
          phoneNumber: shipping.phoneNumber,
          deliveryDate: shipping.deliveryDate,
          deliveryTimezone: shipping.deliveryTimezone,
        };
    const [orderShipping] = await tx
      .insert(orderShippings)
      .values({
        orderId: order!.id,
        position: position++,
        ...address,
        carriage: pricedShipping?.carriage ?? 0,
        packings: loaded.packings
          .filter((packing) => packing.shippingId === shipping.id)
          .map((packing) => ({
            kind: packing.kind,
            noshi_type: packing.noshiType,
            noshi_name: packing.noshiName,
            price: packingPrices.get(packing.key) ?? 0,
          })),
      })
      .returning({ id: orderShippings.id });
    await tx.insert(orderItems).values(
      lines.map(({ item, product, model, embroidery }) => {
        const line = pricedLines.get(item.key)!;
        return {
          orderId: order!.id,
          orderShippingId: orderShipping!.id,
          productId: product.id,
          productKey: product.key,
          productCode: product.code,
          // The order keeps what was stitched: the order history shows the line's name only.
          productName: embroidery ? embroideredName(product.name, embroidery) : product.name,
          unitPrice: line.unit_price,
          quantity: item.quantity,
          taxRate: model.taxRate,
          taxAmount: line.tax_amount,
          couponDiscount: line.coupon_discount_parts.reduce((sum, part) => sum + part.amount, 0),
        };
      }),
    );
  }

  if (cart.userId !== null) {
    await addPoints(tx, cart.userId, -totals.points_used, 'order_use', order!.id);
    await addPoints(tx, cart.userId, totals.points_to_grant, 'order_grant', order!.id);
    await notifyOrderEvent(tx, 'order_received', order!);
    for (const coupon of applied) {
      await tx
        .insert(userCoupons)
        .values({ userId: cart.userId, couponId: coupon.id, page: 'order', usedAt: now })
        .onConflictDoUpdate({
          target: [userCoupons.userId, userCoupons.couponId],
          set: { usedAt: now },
        });
    }
  }
  return order!;
}
