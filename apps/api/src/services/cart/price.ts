import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userCoupons } from '../../db/schema.js';
import type { OrderSettings } from '../order-settings.js';
import { pointBalance } from '../points.js';
import type { LoadedCart } from './load.js';
import { priceCartPure } from './pricing.js';
import type { Pricing, PricingCoupon } from './pricing.js';

export type PricedCart = {
  pricing: Pricing;
  settings: OrderSettings;
  /** The member's point balance; null for a guest cart. */
  balance: number | null;
};

export const COUPON_MESSAGES = {
  expired: 'このクーポンは有効期限が切れています',
  notStarted: 'このクーポンはまだご利用いただけません',
  used: 'このクーポンはご利用済みです',
  hidden: 'このクーポンはご利用いただけません',
} as const;

/** Why a coupon in the cart cannot be used now, or null. */
export function couponUnavailableReason(
  coupon: LoadedCart['coupons'][number],
  usedAt: Date | null | undefined,
  now = new Date(),
): string | null {
  if (!coupon.isShow) return COUPON_MESSAGES.hidden;
  if (now < coupon.validFrom) return COUPON_MESSAGES.notStarted;
  if (now >= coupon.validUntil) return COUPON_MESSAGES.expired;
  if (usedAt) return COUPON_MESSAGES.used;
  return null;
}

/**
 * Prices a loaded cart with the shop's settings, the member's balance and the coupons' current
 * validity (services/cart/pricing.ts does the arithmetic). The decision prices with this too,
 * so what the confirm page shows is what is charged.
 */
export async function priceCart(
  db: Database,
  loaded: LoadedCart,
  now = new Date(),
): Promise<PricedCart> {
  const { cart } = loaded;
  const { settings } = loaded;
  const balance = cart.userId === null ? null : await pointBalance(db, cart.userId);
  const used = new Map<number, Date | null>();
  if (cart.userId !== null && loaded.coupons.length > 0) {
    const rows = await db
      .select()
      .from(userCoupons)
      .where(
        and(
          eq(userCoupons.userId, cart.userId),
          inArray(
            userCoupons.couponId,
            loaded.coupons.map((coupon) => coupon.id),
          ),
        ),
      );
    for (const row of rows) used.set(row.couponId, row.usedAt);
  }
  const shippingKeyById = new Map(loaded.shippings.map((s) => [s.id, s.key]));
  const firstShipping = loaded.shippings[0]?.key ?? '';
  const coupons: PricingCoupon[] = loaded.coupons.map((coupon) => ({
    id: coupon.id,
    code: coupon.code,
    discountType: coupon.discountType,
    amount: coupon.amount,
    minOrderAmount: coupon.minOrderAmount,
    maxDiscountAmount: coupon.maxDiscountAmount,
    unavailableReason: couponUnavailableReason(coupon, used.get(coupon.id), now),
  }));
  const pricing = priceCartPure({
    lines: loaded.lines.map(({ item, product, model }) => ({
      key: item.key,
      shippingKey:
        (item.shippingId === null ? undefined : shippingKeyById.get(item.shippingId)) ??
        firstShipping,
      unitPrice: product.price,
      quantity: item.quantity,
      taxRate: model.taxRate,
    })),
    shippings: loaded.shippings.map((shipping) => ({
      key: shipping.key,
      packings: loaded.packings
        .filter((packing) => packing.shippingId === shipping.id)
        .map((packing) => ({ key: packing.key, kind: packing.kind })),
    })),
    coupons,
    paymentFee: loaded.payment?.fee ?? 0,
    pointsRequested: cart.pointsUsed,
    pointBalance: balance,
    settings: {
      carriage: settings['ORDER.CARRIAGE'],
      freeCarriageFrom: settings['ORDER.FREE_CARRIAGE_FROM'],
      giftWrapPrice: settings['ORDER.PACKING.GIFT_WRAP_PRICE'],
      pointGrantRate: settings['POINT.GRANT_RATE'],
    },
  });
  return { pricing, settings, balance };
}
