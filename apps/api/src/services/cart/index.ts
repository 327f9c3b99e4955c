import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartSocialGifts, orders } from '../../db/schema.js';
import type { LoadedCart } from './load.js';
import { priceCart } from './price.js';
import { serializeCart } from './serialize.js';
import type { CartData } from './serialize.js';

export * from './carts.js';
export * from './coupons.js';
export * from './errors.js';
export * from './lines.js';
export * from './load.js';
export * from './packings.js';
export * from './price.js';
export * from './serialize.js';
export * from './shippings.js';
export { priceCartPure, splitProportionally } from './pricing.js';
export type { Pricing, PricingInput, OrderTotals } from './pricing.js';

/** The answer of every cart call: the cart priced and serialised (with its order number once ordered). */
export async function cartData(db: Database, loaded: LoadedCart): Promise<CartData> {
  const priced = await priceCart(db, loaded);
  let orderNo: string | null = null;
  if (loaded.cart.orderId !== null) {
    const [order] = await db
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(eq(orders.id, loaded.cart.orderId));
    orderNo = order?.orderNo ?? null;
  }
  const [gift] = loaded.cart.isSocialGift
    ? await db
        .select({ sender_name: cartSocialGifts.senderName, message: cartSocialGifts.message })
        .from(cartSocialGifts)
        .where(eq(cartSocialGifts.cartId, loaded.cart.id))
    : [];
  return serializeCart(loaded, priced, orderNo, gift ?? null);
}
