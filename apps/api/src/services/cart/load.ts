import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  cartCoupons,
  cartItems,
  cartPackings,
  cartShippings,
  carts,
  cartItemEmbroideries,
  coupons,
  paymentMethods,
  productModels,
  products,
  users,
} from '../../db/schema.js';
import type { User } from '../../types.js';
import { cartExpired, cartNotFound, cartNotSale, cartOrdered } from './errors.js';

export type CartRow = typeof carts.$inferSelect;
export type CartShippingRow = typeof cartShippings.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type CartPackingRow = typeof cartPackings.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductModelRow = typeof productModels.$inferSelect;

export type CartLine = {
  item: CartItemRow;
  product: ProductRow;
  model: ProductModelRow;
  /** What is embroidered, on a name embroidery line (the moto shop's accessory service). */
  embroidery?: { text: string; style: string; color: string } | null;
};

/** A cart with everything it refers to, as loadCart reads it. */
export type LoadedCart = {
  cart: CartRow;
  /** By position: the first is where new lines go. */
  shippings: CartShippingRow[];
  lines: CartLine[];
  packings: CartPackingRow[];
  coupons: CouponRow[];
  payment: PaymentMethodRow | null;
  /** The member owning the cart (null for a guest cart). */
  owner: User | null;
};

/** How long a cart lives after its last change. */
export const CART_LIFETIME_DAYS = { guest: 14, member: 60 } as const;

export function cartExpiry(userId: number | null, now = new Date()): Date {
  const days = userId === null ? CART_LIFETIME_DAYS.guest : CART_LIFETIME_DAYS.member;
  return new Date(now.getTime() + days * 86_400_000);
}

/** A short random key for lines, shippings and packings (unique within a cart). */
export const newKey = () => randomBytes(8).toString('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type LoadCartOptions = {
  /**
   * Lines whose product is no longer on sale: 'fail' (default) removes them and answers 422
   * cart.update_products.not_sale; 'drop' removes them and goes on (init with invalid_product).
   */
  invalidProduct?: 'fail' | 'drop';
  /** 422 cart.common.is_ordered when the cart was ordered (every change). */
  requireOpen?: boolean;
};

/** The cart row of a token in a shop, or null (token not a uuid, unknown, other shop). */
export async function findCartRow(
  db: Database,
  channelId: string,
  token: string,
): Promise<CartRow | null> {
  if (!UUID.test(token)) return null;
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.token, token.toLowerCase()), eq(carts.channelId, channelId)));
  return row ?? null;
}

/** Whether the requester may see the cart: guest carts by token alone, a member's only by them. */
export function isReachable(cart: CartRow, userId: number | null | undefined): boolean {
  if (cart.status === 'merged') return false;
  return cart.userId === null || cart.userId === (userId ?? null);
}

export const isExpired = (cart: CartRow, now = new Date()) =>
  cart.status === 'open' && cart.expiresAt.getTime() < now.getTime();

/** Everything of a cart row (no checks). */
export async function readCart(db: Database, cart: CartRow): Promise<LoadedCart> {
  // One query after another: inside a transaction they share one connection, where concurrent
  // queries are deprecated by pg (and serialised anyway).
  const shippingRows = await db
    .select()
    .from(cartShippings)
    .where(eq(cartShippings.cartId, cart.id))
    .orderBy(asc(cartShippings.position), asc(cartShippings.id));
  const lineRows = await db
    .select({
      item: cartItems,
      product: products,
      model: productModels,
      embroidery: {
        text: cartItemEmbroideries.text,
        style: cartItemEmbroideries.style,
        color: cartItemEmbroideries.color,
      },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .leftJoin(cartItemEmbroideries, eq(cartItemEmbroideries.cartItemId, cartItems.id))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.position), asc(cartItems.id));
  const packingRows = await db
    .select()
    .from(cartPackings)
    .where(eq(cartPackings.cartId, cart.id))
    .orderBy(asc(cartPackings.id));
  const couponRows = await db
    .select({ coupon: coupons })
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .where(eq(cartCoupons.cartId, cart.id))
    .orderBy(asc(coupons.id));
  const paymentRows =
    cart.paymentMethodId === null
      ? []
      : await db.select().from(paymentMethods).where(eq(paymentMethods.id, cart.paymentMethodId));
  const ownerRows =
    cart.userId === null ? [] : await db.select().from(users).where(eq(users.id, cart.userId));
  return {
    cart,
    shippings: shippingRows,
    lines: lineRows,
    packings: packingRows,
    coupons: couponRows.map((row) => row.coupon),
    payment: paymentRows[0] ?? null,
    owner: ownerRows[0] ?? null,
  };
}

/** Lines (and their accessories) whose product is hidden: they can no longer be bought. */
function unsellableIds(loaded: LoadedCart): number[] {
  const gone = new Set(loaded.lines.filter((line) => !line.product.isShow).map((l) => l.item.id));
  for (const line of loaded.lines) {
    if (line.item.parentItemId !== null && gone.has(line.item.parentItemId)) gone.add(line.item.id);
  }
  return [...gone];
}

/** Removes lines, and the accessories attached to them. */
export async function deleteLines(db: Database, cartId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        or(inArray(cartItems.id, ids), inArray(cartItems.parentItemId, ids)),
      ),
    );
}

/**
 * The cart of `token` in a shop for the requester (`userId` when a member is logged in), with
 * the contract's checks: 404 'カートが見つかりませんでした' for an unknown token or another member's
 * cart, 422 cart.common.is_expired for an expired open cart, lines no longer on sale removed
 * (422 cart.update_products.not_sale unless `invalidProduct: 'drop'`), and with `requireOpen`
 * 422 cart.common.is_ordered for an ordered cart. Ordered carts are never expired or pruned:
 * they stay readable for the complete page.
 */
export async function loadCart(
  db: Database,
  channelId: string,
  token: string,
  userId?: number | null,
  options: LoadCartOptions = {},
): Promise<LoadedCart> {
  const cart = await findCartRow(db, channelId, token);
  if (!cart || !isReachable(cart, userId)) throw cartNotFound();
  if (cart.status === 'ordered') {
    if (options.requireOpen) throw cartOrdered();
    return readCart(db, cart);
  }
  if (isExpired(cart)) throw cartExpired();
  const loaded = await readCart(db, cart);
  const gone = unsellableIds(loaded);
  if (gone.length === 0) return loaded;
  await deleteLines(db, cart.id, gone);
  if (options.invalidProduct !== 'drop') throw cartNotSale();
  const goneSet = new Set(gone);
  return { ...loaded, lines: loaded.lines.filter((line) => !goneSet.has(line.item.id)) };
}

/** Records a change: pushes the expiry on (guests 14 days, members 60 days from now). */
export async function touchCart(db: Database, cart: CartRow, now = new Date()): Promise<void> {
  await db
    .update(carts)
    .set({ updatedAt: now, expiresAt: cartExpiry(cart.userId, now) })
    .where(eq(carts.id, cart.id));
}

/** A new open cart with its first shipping (no address yet). */
export async function createCart(
  db: Database,
  channelId: string,
  userId: number | null,
): Promise<CartRow> {
  const [cart] = await db
    .insert(carts)
    .values({ channelId, userId, expiresAt: cartExpiry(userId) })
    .returning();
  await db.insert(cartShippings).values({ cartId: cart!.id, key: newKey(), position: 0 });
  return cart!;
}
