import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartCoupons, coupons, userCoupons } from '../../db/schema.js';

/** A coupon of the shop by the code the shopper typed (any case), else by id; shown or not. */
export async function findShopCoupon(
  db: Database,
  channelId: string,
  by: { code: string } | { id: number },
) {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.channelId, channelId),
        'code' in by
          ? eq(sql`upper(${coupons.code})`, by.code.toUpperCase())
          : eq(coupons.id, by.id),
      ),
    );
  return coupon;
}

/** The member's taking of a coupon (with when it was used), or undefined. */
export async function findTakenCoupon(db: Database, userId: number, couponId: number) {
  const [taken] = await db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)));
  return taken;
}

export async function addCartCoupon(db: Database, cartId: number, couponId: number) {
  await db.insert(cartCoupons).values({ cartId, couponId }).onConflictDoNothing();
}

export async function removeCartCoupon(db: Database, cartId: number, couponId: number) {
  await db
    .delete(cartCoupons)
    .where(and(eq(cartCoupons.cartId, cartId), eq(cartCoupons.couponId, couponId)));
}
