import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, gt } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { cartCoupons, cartItems, cartPackings, cartShippings, carts } from '../../db/schema.js';
import {
  cartExpired,
  cartExpiry,
  createCart,
  findCartRow,
  isExpired,
  loadCart,
  newKey,
  readCart,
} from '../../services/cart/index.js';
import type { CartRow } from '../../services/cart/index.js';
import { CART_REPLIES, CartToken, MAX_QUANTITY, changed, currentData, openCart } from './common.js';

/** The member's newest open, unexpired cart in the shop. */
async function memberCart(db: Database, channelId: string, userId: number) {
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
async function mergeGuestCart(db: Database, guest: CartRow, userId: number): Promise<number> {
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

/** Cart init, read and reset (spec section 7, the cart calls). */
const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/carts/init',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary:
          "The shopper's cart: the token's when it is open and theirs, the member's (a guest cart is merged into it at login), or a new one",
        body: Type.Object({
          token: Type.Optional(Type.Union([CartToken, Type.Null()])),
          invalid_product: Type.Optional(
            Type.Boolean({ description: 'drop lines no longer on sale instead of answering 422' }),
          ),
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const db = app.db;
      const channelId = request.channel.id;
      const userId = request.member?.id ?? null;
      const invalidProduct = request.body.invalid_product ? 'drop' : 'fail';
      const row = request.body.token ? await findCartRow(db, channelId, request.body.token) : null;
      if (row && row.status === 'open') {
        if (row.userId === userId) {
          const loaded = await loadCart(db, channelId, row.token, userId, { invalidProduct });
          return { data: await currentData(db, loaded.cart.id) };
        }
        if (row.userId === null && userId !== null) {
          if (isExpired(row)) throw cartExpired();
          return { data: await currentData(db, await mergeGuestCart(db, row, userId)) };
        }
      }
      const own = userId === null ? null : await memberCart(db, channelId, userId);
      if (own) {
        const loaded = await loadCart(db, channelId, own.token, userId, { invalidProduct });
        return { data: await currentData(db, loaded.cart.id) };
      }
      const cart = await createCart(db, channelId, userId);
      return { data: await currentData(db, cart.id) };
    },
  );

  app.get(
    '/v1/carts/:token',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'The cart (ordered carts stay readable for the complete page)',
        params: Type.Object({ token: CartToken }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const loaded = await loadCart(
        app.db,
        request.channel.id,
        request.params.token,
        request.member?.id ?? null,
      );
      return { data: await currentData(app.db, loaded.cart.id) };
    },
  );

  app.patch(
    '/v1/carts/reset',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary:
          'Empties the cart: lines, shippings (back to one), packings, coupons, points, payment',
        body: Type.Object({ token: CartToken }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const loaded = await openCart(app, request, request.body.token, { invalidProduct: 'drop' });
      const cartId = loaded.cart.id;
      await app.db.delete(cartItems).where(eq(cartItems.cartId, cartId));
      await app.db.delete(cartPackings).where(eq(cartPackings.cartId, cartId));
      await app.db.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
      await app.db.delete(cartShippings).where(eq(cartShippings.cartId, cartId));
      await app.db.insert(cartShippings).values({ cartId, key: newKey(), position: 0 });
      await app.db
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
      return changed(app.db, loaded);
    },
  );
};

export default cartRoutes;
