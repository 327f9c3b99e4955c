import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  cartCoupons,
  cartItems,
  cartPackings,
  cartShippings,
  cartSocialGifts,
  carts,
} from '../../db/schema.js';
import { MAX_QUANTITY } from './lines.js';
import { cartExpiry, newKey, readCart } from './load.js';
import type { CartRow } from './load.js';

/** Columns of the cart row a checkout call sets. */
export type CartUpdate = Partial<typeof carts.$inferInsert>;

/** The member's newest open, unexpired cart in the shop. */
export async function memberCart(db: Database, channelId: string, userId: number) {
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.channelId, channelId),
        eq(carts.userId, userId),
        eq(carts.status, 'open'),
        gt(carts.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .limit(1);
  return row ?? null;
}

/**
 * A guest logs in with a cart: its lines join the member's open cart (same product and
 * shipping → one line; accessories follow their parent; lines no longer on sale are left out),
 * and the guest cart is closed as merged. Without an open member cart the guest cart is adopted.
 */
export async function mergeGuestCart(
  db: Database,
  guest: CartRow,
  userId: number,
): Promise<number> {
  const target = await memberCart(db, guest.channelId, userId);
  if (!target) {
    await db
      .update(carts)
      .set({ userId, orderer: null, expiresAt: cartExpiry(userId), updatedAt: new Date() })
      .where(eq(carts.id, guest.id));
    return guest.id;
  }
  const [from, into] = await Promise.all([readCart(db, guest), readCart(db, target)]);
  const shippingId = into.shippings[0]!.id;
  const keyOf = (productId: number, parent: number | null) => `${productId}:${parent ?? ''}`;
  const existing = new Map(
    into.lines
      .filter((line) => line.item.shippingId === shippingId || line.item.shippingId === null)
      .map((line) => [keyOf(line.product.id, line.item.parentItemId), line.item]),
  );
  const newIds = new Map<number, number>();
  let position = into.lines.length;
  // Parents before their accessories, so an accessory finds its parent's new id.
  const ordered = [
    ...from.lines.filter((line) => line.item.parentItemId === null),
    ...from.lines.filter((line) => line.item.parentItemId !== null),
  ];
  for (const { item, product } of ordered) {
    if (!product.isShow) continue;
    const parent = item.parentItemId === null ? null : (newIds.get(item.parentItemId) ?? null);
    if (item.parentItemId !== null && parent === null) continue;
    const same = existing.get(keyOf(product.id, parent));
    if (same) {
      const quantity = Math.min(MAX_QUANTITY, same.quantity + item.quantity);
      await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, same.id));
      newIds.set(item.id, same.id);
      continue;
    }
    const [row] = await db
      .insert(cartItems)
      .values({
        cartId: target.id,
        key: newKey(),
        shippingId,
        productId: product.id,
        quantity: item.quantity,
        parentItemId: parent,
        setKey: item.setKey,
        position: position++,
      })
      .returning();
    newIds.set(item.id, row!.id);
    existing.set(keyOf(product.id, parent), row!);
  }
  await db.update(carts).set({ status: 'merged' }).where(eq(carts.id, guest.id));
  await db
    .update(carts)
    .set({ expiresAt: cartExpiry(userId), updatedAt: new Date() })
    .where(eq(carts.id, target.id));
  return target.id;
}

/** Empties the cart: lines, shippings (back to one), packings, coupons, points, payment. */
export async function resetCart(db: Database, cartId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await db.delete(cartPackings).where(eq(cartPackings.cartId, cartId));
  await db.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
  await db.delete(cartShippings).where(eq(cartShippings.cartId, cartId));
  await db.insert(cartShippings).values({ cartId, key: newKey(), position: 0 });
  await db
    .update(carts)
    .set({
      pointsUsed: 0,
      paymentMethodId: null,
      cardToken: null,
      cardTokenKey: null,
      userCardId: null,
      maskedCardNumber: null,
      transactionError: null,
      isSocialGift: false,
    })
    .where(eq(carts.id, cartId));
}

export async function updateCart(db: Database, cartId: number, set: CartUpdate): Promise<void> {
  await db.update(carts).set(set).where(eq(carts.id, cartId));
}

/** Social gift on or off; the sender name and message are kept (the receiver sees them) when on. */
export async function setSocialGift(
  db: Database,
  cartId: number,
  isSocialGift: boolean,
  values: { senderName: string; message: string },
): Promise<void> {
  await db.update(carts).set({ isSocialGift }).where(eq(carts.id, cartId));
  if (isSocialGift) {
    await db
      .insert(cartSocialGifts)
      .values({ cartId, ...values })
      .onConflictDoUpdate({ target: cartSocialGifts.cartId, set: values });
  }
}

/**
 * Ends an open cart's life now (a testing aid: what a shopper with an expired cart sees);
 * false when no open cart has the token.
 */
export async function expireCart(db: Database, token: string): Promise<boolean> {
  const expired = await db
    .update(carts)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(carts.token, token.toLowerCase()), eq(carts.status, 'open')))
    .returning({ id: carts.id });
  return expired.length > 0;
}
