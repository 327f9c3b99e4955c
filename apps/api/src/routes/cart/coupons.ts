import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { couponCodeSchema } from '@mise/validation';
import { cartCoupons, coupons, userCoupons } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { couponUnavailableReason, priceCart } from '../../services/cart/index.js';
import { minimumOrderMessage } from '../../services/cart/pricing.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { CART_REPLIES, CartToken, Id, changed, openCart } from './common.js';

const couponError = (message: string, code: string) =>
  new HttpError(422, message, { code, errors: { code: [message] } });

const COUPON_NOT_FOUND = '入力されたクーポンコードは見つかりませんでした';

/** Coupons of the cart: add by code (or id) and remove. */
const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/v1/carts/coupons/add',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary:
          'Applies a coupon by code or id: valid now, once per cart, member-only coupons when the member took them, minimum order reached',
        body: Type.Object({
          token: CartToken,
          ...bodyOf(couponCodeSchema).properties,
          coupon_id: Type.Optional(Id),
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const { code, coupon_id: couponId } = request.body;
      const loaded = await openCart(app, request, request.body.token);
      // A coupon taken on my page comes by its id; otherwise the shopper typed its code.
      const typed =
        (code === undefined || code === null) && couponId !== undefined
          ? undefined
          : (await validateBody(couponCodeSchema, { code })).code;
      const [coupon] = await app.db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.channelId, request.channel.id),
            typed !== undefined
              ? eq(sql`upper(${coupons.code})`, typed.toUpperCase())
              : eq(coupons.id, couponId!),
          ),
        );
      if (!coupon || !coupon.isShow) throw couponError(COUPON_NOT_FOUND, 'cart.coupon.not_found');
      if (loaded.coupons.some((c) => c.id === coupon.id))
        throw couponError('このクーポンはすでに適用されています', 'cart.coupon.already_applied');
      const userId = loaded.cart.userId;
      const [taken] =
        userId === null
          ? []
          : await app.db
              .select()
              .from(userCoupons)
              .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, coupon.id)));
      // A member-only coupon is for the members who took it.
      if (!coupon.isPublic && !taken)
        throw couponError(
          userId === null
            ? 'このクーポンは会員さま限定です。ログインしてご利用ください'
            : 'このクーポンはお受け取りいただいた会員さまのみご利用いただけます',
          'cart.coupon.not_taken',
        );
      const reason = couponUnavailableReason(coupon, taken?.usedAt);
      if (reason) throw couponError(reason, 'cart.coupon.unavailable');
      const { pricing } = await priceCart(app.db, loaded);
      if (pricing.order.subtotal_with_tax < coupon.minOrderAmount)
        throw couponError(minimumOrderMessage(coupon.minOrderAmount), 'cart.coupon.min_order');
      await app.db
        .insert(cartCoupons)
        .values({ cartId: loaded.cart.id, couponId: coupon.id })
        .onConflictDoNothing();
      return changed(app.db, loaded);
    },
  );

  app.patch(
    '/v1/carts/coupons/delete',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'Removes a coupon from the cart',
        body: Type.Object({ token: CartToken, coupon_id: Id }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const loaded = await openCart(app, request, request.body.token);
      if (!loaded.coupons.some((c) => c.id === request.body.coupon_id))
        throw couponError('このクーポンはカートに適用されていません', 'cart.coupon.not_applied');
      await app.db
        .delete(cartCoupons)
        .where(
          and(
            eq(cartCoupons.cartId, loaded.cart.id),
            eq(cartCoupons.couponId, request.body.coupon_id),
          ),
        );
      return changed(app.db, loaded);
    },
  );
};

export default couponRoutes;
