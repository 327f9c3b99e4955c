import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { socialGifts } from '../db/schema.js';
import type { orderShippings, orders } from '../db/schema.js';

// What an order's answer and its mails read of its gift. Apart from social-gifts.ts, which posts
// system messages that queue order mails: those mails read the gift here without a cycle.

type GiftRow = typeof socialGifts.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type ShippingRow = typeof orderShippings.$inferSelect;

export type GiftStatus = 'waiting' | 'accepted' | 'expired' | 'cancelled';

export const GIFT_STATUS_LABELS: Record<GiftStatus, string> = {
  waiting: '受け取り待ち',
  accepted: '受け取り済み',
  expired: '期限切れ',
  cancelled: 'キャンセル済み',
};

/** Where a gift stands: the order's cancellation first, then acceptance, then the expiry. */
export function giftStatus(gift: GiftRow, order: Pick<OrderRow, 'status'>, now = new Date()) {
  if (order.status === 'cancelled') return 'cancelled' as const;
  if (gift.acceptedAt) return 'accepted' as const;
  if (gift.expiresAt.getTime() <= now.getTime()) return 'expired' as const;
  return 'waiting' as const;
}

/** The buyer's view of the gift (order detail, complete page): its key, state and prefecture at most. */
export function buyerGiftSummary(
  gift: GiftRow,
  order: OrderRow,
  shipping: ShippingRow | undefined,
) {
  const status = giftStatus(gift, order);
  return {
    token: gift.token,
    status,
    status_label: GIFT_STATUS_LABELS[status],
    sender_name: gift.senderName,
    expires_at: gift.expiresAt.toISOString(),
    accepted_at: gift.acceptedAt?.toISOString() ?? null,
    prefecture: gift.acceptedAt ? (shipping?.prefecture ?? null) : null,
  };
}

export async function findOrderGift(db: Database, orderId: number) {
  const [gift] = await db.select().from(socialGifts).where(eq(socialGifts.orderId, orderId));
  return gift ?? null;
}
