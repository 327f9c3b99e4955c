import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { cartSocialGifts, orderItems, orderShippings, orders, socialGifts } from '../db/schema.js';
import type { CartOrderer } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { Channel } from '../types.js';
import { loadBusinessCalendar } from './business-days.js';
import { DELIVERY_TIMEZONES, TIMEZONE_CODES, leadtime, timezoneName } from './cart/leadtime.js';
import { imagePath } from './catalog.js';
import { giftStatus } from './gift-summary.js';
import type { GiftStatus } from './gift-summary.js';
import { loadOrderSettings } from './order-settings.js';
import type { Mail } from './mailer.js';
import { shopUrl, signature } from './mails.js';
import { postSystemMessage } from './system-messages.js';
import { randomToken } from './tokens.js';

type GiftRow = typeof socialGifts.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type ShippingRow = typeof orderShippings.$inferSelect;

export const GIFT_MESSAGES = {
  notFound: 'ギフトが見つかりませんでした。受け取り用URLをご確認ください。',
  accepted: 'このギフトはすでに受け取りの手続きが完了しています。',
  expired: 'このギフトは受け取り期限を過ぎています。贈り主の方にお問い合わせください。',
  cancelled: 'このギフトのご注文はキャンセルされました。贈り主の方にお問い合わせください。',
  notAccepted: 'このギフトはまだ受け取りの手続きが完了していません。',
  timezone: 'お届け時間帯の指定が正しくありません',
  date: 'お届け希望日はお選びいただける日付の中から指定してください',
  multipleShippings: 'ソーシャルギフトはお届け先が1件のご注文でご利用いただけます',
} as const;

const CLOSED: Record<Exclude<GiftStatus, 'waiting'>, () => HttpError> = {
  // 410 Gone: the key was real, but its gift can no longer be received.
  accepted: () => new HttpError(410, GIFT_MESSAGES.accepted, { code: 'social_gift.accepted' }),
  expired: () => new HttpError(410, GIFT_MESSAGES.expired, { code: 'social_gift.expired' }),
  cancelled: () => new HttpError(410, GIFT_MESSAGES.cancelled, { code: 'social_gift.cancelled' }),
};

const giftNotFound = () =>
  new HttpError(404, GIFT_MESSAGES.notFound, { code: 'social_gift.not_found' });

export type FoundGift = { gift: GiftRow; order: OrderRow; shipping: ShippingRow };

/** The gift of a key in this shop (404 for an unknown key or another shop's). */
export async function findGift(db: Database, channelId: string, token: string): Promise<FoundGift> {
  const [row] = await db
    .select({ gift: socialGifts, order: orders, shipping: orderShippings })
    .from(socialGifts)
    .innerJoin(orders, eq(orders.id, socialGifts.orderId))
    .innerJoin(orderShippings, eq(orderShippings.id, socialGifts.orderShippingId))
    .where(and(eq(socialGifts.channelId, channelId), eq(socialGifts.token, token)));
  if (!row) throw giftNotFound();
  return row;
}

/** A gift the receiver may still fill in: 410 once accepted, expired or cancelled. */
export async function openGift(db: Database, channelId: string, token: string) {
  const found = await findGift(db, channelId, token);
  const status = giftStatus(found.gift, found.order);
  if (status !== 'waiting') throw CLOSED[status]();
  return found;
}

/** The gift's products as the receiver sees them: no prices (a gift's price is the buyer's). */
export async function giftProducts(db: Database, found: FoundGift) {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderShippingId, found.shipping.id))
    .orderBy(asc(orderItems.id));
  return items.map((item) => ({
    product_info: {
      product_id: item.productId,
      key: item.productKey,
      code: item.productCode,
      name: item.productName,
      image_path:
        item.productId === null ? null : imagePath(found.order.channelId, item.productKey, 1),
    },
    quantity: item.quantity - item.cancelledQuantity,
  }));
}

/** What the sender chose to show: their name and message, and until when the gift waits. */
export function giftCard(found: FoundGift) {
  return {
    sender_name: found.gift.senderName,
    message: found.gift.message,
    expires_at: found.gift.expiresAt.toISOString(),
  };
}

/** Delivery dates and time slots for the receiver's prefecture, from today (services/cart/leadtime.ts). */
export async function giftLeadtime(db: Database, found: FoundGift, prefecture: string) {
  const channelId = found.order.channelId;
  const [settings, calendar] = await Promise.all([
    loadOrderSettings(db, channelId),
    loadBusinessCalendar(db, channelId),
  ]);
  const { earliest_date, dates } = leadtime({
    now: new Date(),
    calendar,
    cutoffHour: settings['ORDER.LEADTIME.CUTOFF_HOUR'],
    preparingDays: settings['ORDER.LEADTIME.PREPARING_DAYS'],
    hasPacking: found.shipping.packings.length > 0,
    prefecture,
    dateCount: settings['ORDER.LEADTIME.DATE_COUNT'],
  });
  return {
    order_shipping_id: found.shipping.id,
    earliest_date,
    dates,
    timezones: DELIVERY_TIMEZONES.map((zone) => ({ ...zone })),
  };
}

export type DeliveryChoice = { delivery_at?: string | null; delivery_timezone?: string | null };

/** The date must be one the lead times offer for the prefecture; both may be left open. */
export async function validDelivery(
  db: Database,
  found: FoundGift,
  prefecture: string,
  choice: DeliveryChoice,
): Promise<{ date: string | null; timezone: string | null }> {
  const timezone = choice.delivery_timezone || null;
  if (timezone !== null && !TIMEZONE_CODES.has(timezone))
    throw new HttpError(422, GIFT_MESSAGES.timezone, {
      errors: { delivery_timezone: [GIFT_MESSAGES.timezone] },
    });
  const date = choice.delivery_at || null;
  if (date !== null) {
    const { dates } = await giftLeadtime(db, found, prefecture);
    if (!dates.includes(date))
      throw new HttpError(422, GIFT_MESSAGES.date, {
        errors: { delivery_at: [GIFT_MESSAGES.date] },
      });
  }
  return { date, timezone };
}

/** What the completion shows. The key is the buyer's too, so only the prefecture of the address. */
export async function giftCompletion(db: Database, found: FoundGift) {
  return {
    ...giftCard(found),
    products: await giftProducts(db, found),
    prefecture: found.shipping.prefecture,
    delivery_at: found.shipping.deliveryDate,
    delivery_timezone: found.shipping.deliveryTimezone,
    delivery_timezone_name: timezoneName(found.shipping.deliveryTimezone),
    accepted_at: found.gift.acceptedAt?.toISOString() ?? null,
  };
}

/**
 * Made by the decision inside its transaction: the gift of an order with its one shipping, under
 * the sender name the buyer chose (else the orderer's name).
 */
export async function createSocialGift(
  tx: Database,
  input: { cartId: number; order: OrderRow; orderer: CartOrderer },
): Promise<GiftRow> {
  const [chosen] = await tx
    .select()
    .from(cartSocialGifts)
    .where(eq(cartSocialGifts.cartId, input.cartId));
  const [shipping] = await tx
    .select({ id: orderShippings.id })
    .from(orderShippings)
    .where(eq(orderShippings.orderId, input.order.id));
  const settings = await loadOrderSettings(tx, input.order.channelId);
  const days = settings['SOCIAL_GIFT.EXPIRY_DAYS'];
  const name = `${input.orderer.last_name} ${input.orderer.first_name}`.trim();
  const [gift] = await tx
    .insert(socialGifts)
    .values({
      channelId: input.order.channelId,
      orderId: input.order.id,
      orderShippingId: shipping!.id,
      token: randomToken(),
      senderName: chosen?.senderName.trim() || name,
      message: chosen?.message ?? '',
      expiresAt: new Date(input.order.orderedAt.getTime() + days * 86_400_000),
    })
    .returning();
  return gift!;
}

export type ReceiverAddress = {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  companyName: string;
  postalCode: string;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
  phoneNumber: string;
};

/**
 * The receiver's PUT: fills the order's shipping, once. The gift row is locked, so of two
 * concurrent PUTs the second sees it accepted and gets 410. A member buyer gets a message-centre
 * message in the same transaction; the mail (acceptedMail) goes after the commit.
 */
export async function acceptGift(
  db: Database,
  channel: Channel,
  token: string,
  address: ReceiverAddress,
  delivery: { date: string | null; timezone: string | null },
): Promise<FoundGift> {
  const found = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: socialGifts.id })
      .from(socialGifts)
      .where(and(eq(socialGifts.channelId, channel.id), eq(socialGifts.token, token)))
      .for('update');
    if (!locked) throw giftNotFound();
    const current = await openGift(tx, channel.id, token);
    const now = new Date();
    await tx
      .update(orderShippings)
      .set({ ...address, deliveryDate: delivery.date, deliveryTimezone: delivery.timezone })
      .where(eq(orderShippings.id, current.shipping.id));
    await tx.update(socialGifts).set({ acceptedAt: now }).where(eq(socialGifts.id, locked.id));
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, current.order.id));
    const title = `ギフトが受け取られました（注文番号 ${current.order.orderNo}）`;
    const body =
      `注文番号 ${current.order.orderNo} のソーシャルギフトのお届け先が入力されました。\n` +
      `お届け先の都道府県: ${address.prefecture}\n商品の発送まで今しばらくお待ちください。`;
    if (current.order.userId !== null)
      await postSystemMessage(tx, {
        userId: current.order.userId,
        kind: 'notice',
        title,
        body,
        orderId: current.order.id,
      });
    return findGift(tx, channel.id, token);
  });
  return found;
}

/** The mail to the buyer once the receiver has accepted: the prefecture, nothing else entered. */
export function acceptedMail(channel: Channel, found: FoundGift): Mail {
  const { order } = found;
  const detail = order.userId === null ? '/orders/receipt' : `/mypage/order_history/${order.id}`;
  return {
    to: order.orderer.email,
    channelId: channel.id,
    subject: `【${channel.name}】ギフトが受け取られました`,
    text:
      `${order.orderer.last_name} ${order.orderer.first_name} 様\n\n` +
      `注文番号 ${order.orderNo} のソーシャルギフトを、お相手の方が受け取りました。\n` +
      `お届け先の都道府県: ${found.shipping.prefecture}\n\n` +
      `ご注文の内容はこちらからご確認いただけます。\n${shopUrl(channel, detail)}${signature(channel)}`,
  };
}
