import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../db/client.js';
import { coupons, userCoupons } from '../db/schema.js';
import { HttpError } from '../errors.js';

const dateTime = Type.String({ format: 'date-time' });
const nullableDateTime = Type.Union([dateTime, Type.Null()]);

/** A coupon as every coupon call answers it. */
export const Coupon = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: 'entered at checkout' }),
  name: Type.String(),
  description: Type.String(),
  discount_type: Type.Union([Type.Literal('fixed'), Type.Literal('percent')], {
    description: 'fixed: amount yen off; percent: amount % off',
  }),
  amount: Type.Integer(),
  /** Smallest order subtotal (yen, tax included); 0 = any. */
  min_order_amount: Type.Integer(),
  /** Largest discount of a percent coupon in yen; null = no cap. */
  max_discount_amount: Type.Union([Type.Integer(), Type.Null()]),
  valid_from: dateTime,
  valid_until: dateTime,
  /** The member took it (always false for guests). */
  is_taken: Type.Boolean(),
  taken_at: nullableDateTime,
  used_at: nullableDateTime,
  /** Valid now and not used yet. */
  is_available: Type.Boolean(),
});

export type CouponRow = typeof coupons.$inferSelect;
type Taken = { takenAt: Date; usedAt: Date | null };

export function toCoupon(row: CouponRow, taken: Taken | undefined, now = new Date()) {
  const valid = row.validFrom <= now && now < row.validUntil;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    discount_type: row.discountType,
    amount: row.amount,
    min_order_amount: row.minOrderAmount,
    max_discount_amount: row.maxDiscountAmount,
    valid_from: row.validFrom.toISOString(),
    valid_until: row.validUntil.toISOString(),
    is_taken: taken !== undefined,
    taken_at: taken?.takenAt.toISOString() ?? null,
    used_at: taken?.usedAt?.toISOString() ?? null,
    is_available: valid && !taken?.usedAt,
  };
}

/** Coupons of a shop that can be taken now. */
export function validCoupons(channelId: string, now = new Date()): SQL {
  return and(
    eq(coupons.channelId, channelId),
    eq(coupons.isShow, true),
    lte(coupons.validFrom, now),
    gt(coupons.validUntil, now),
  )!;
}

/** Which of `couponIds` the member took, and when. */
export async function takenCoupons(
  db: Database,
  userId: number | undefined,
  couponIds: number[],
): Promise<Map<number, Taken>> {
  if (userId === undefined || couponIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), inArray(userCoupons.couponId, couponIds)));
  return new Map(rows.map((row) => [row.couponId, row]));
}

/** The shop's public coupons valid now, ending soonest first, with is_taken for the member. */
export async function publicCoupons(db: Database, channelId: string, userId: number | undefined) {
  const rows = await db
    .select()
    .from(coupons)
    .where(and(validCoupons(channelId), eq(coupons.isPublic, true)))
    .orderBy(asc(coupons.validUntil), asc(coupons.id));
  const taken = await takenCoupons(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCoupon(row, taken.get(row.id)));
}

/** The coupons the member took in the shop, newest taken first (expired and used ones too). */
export async function memberCoupons(db: Database, channelId: string, userId: number) {
  const rows = await db
    .select({ coupon: coupons, taken: userCoupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, userId), eq(coupons.channelId, channelId)))
    .orderBy(desc(userCoupons.takenAt), desc(coupons.id));
  return rows.map((row) => toCoupon(row.coupon, row.taken));
}

/** Coupons by code in the given order (a landing page's coupon block), with is_taken. */
export async function couponsByCode(
  db: Database,
  channelId: string,
  codes: readonly string[],
  userId: number | undefined,
) {
  if (codes.length === 0) return [];
  const rows = await db
    .select()
    .from(coupons)
    .where(and(validCoupons(channelId), inArray(coupons.code, [...codes])));
  const taken = await takenCoupons(
    db,
    userId,
    rows.map((row) => row.id),
  );
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return codes.flatMap((code) => {
    const row = byCode.get(code);
    return row ? [toCoupon(row, taken.get(row.id))] : [];
  });
}

/**
 * Takes a coupon for a member. Taking one already taken is idempotent: it answers the coupon as
 * taken (with the first taking's date) and `created: false`, so a double click is harmless.
 */
export async function takeCoupon(
  db: Database,
  channelId: string,
  userId: number,
  couponId: number,
  page: string,
) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(eq(coupons.channelId, channelId), eq(coupons.id, couponId), eq(coupons.isShow, true)),
    );
  if (!row) throw new HttpError(404, 'クーポンが見つかりません', { code: 'coupon_not_found' });
  const now = new Date();
  if (now < row.validFrom)
    throw new HttpError(422, 'このクーポンはまだ配布期間前です', { code: 'coupon_not_started' });
  if (now >= row.validUntil)
    throw new HttpError(422, 'このクーポンは有効期限が切れています', { code: 'coupon_expired' });
  const inserted = await db
    .insert(userCoupons)
    .values({ userId, couponId, page })
    .onConflictDoNothing()
    .returning();
  const taken =
    inserted[0] ??
    (
      await db
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)))
    )[0];
  return { coupon: toCoupon(row, taken, now), created: inserted.length > 0 };
}

/**
 * The yen a coupon takes off an order subtotal (tax included): nothing below the minimum order,
 * a fixed amount or a percentage rounded down (capped by max_discount_amount), never more than
 * the subtotal. For the cart's coupon step.
 */
export function couponDiscount(
  coupon: Pick<CouponRow, 'discountType' | 'amount' | 'minOrderAmount' | 'maxDiscountAmount'>,
  subtotal: number,
): number {
  if (subtotal <= 0 || subtotal < coupon.minOrderAmount) return 0;
  const raw =
    coupon.discountType === 'fixed' ? coupon.amount : Math.floor((subtotal * coupon.amount) / 100);
  const capped = coupon.maxDiscountAmount === null ? raw : Math.min(raw, coupon.maxDiscountAmount);
  return Math.min(capped, subtotal);
}
