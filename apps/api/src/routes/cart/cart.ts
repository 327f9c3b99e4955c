import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  cartExpired,
  createCart,
  findCartRow,
  isExpired,
  loadCart,
  memberCart,
  mergeGuestCart,
  resetCart,
} from '../../services/cart/index.js';
import { CART_REPLIES, CartToken, changed, currentData, openCart } from './common.js';

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
      await resetCart(app.db, loaded.cart.id);
      return changed(app.db, loaded);
    },
  );
};

export default cartRoutes;
