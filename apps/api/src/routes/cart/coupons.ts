import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { couponCodeSchema } from '@mise/validation';
import { HttpError } from '../../errors.js';
import {
  addCartCoupon,
  couponUnavailableReason,
  findShopCoupon,
  findTakenCoupon,
  priceCart,
  removeCartCoupon,
} from '../../services/cart/index.js';
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
      const coupon = await findShopCoupon(
        app.db,
        request.channel.id,
        typed !== undefined ? { code: typed } : { id: couponId! },
      );
      if (!coupon || !coupon.isShow) throw couponError(COUPON_NOT_FOUND, 'cart.coupon.not_found');
      if (loaded.coupons.some((c) => c.id === coupon.id))
        throw couponError('このクーポンはすでに適用されています', 'cart.coupon.already_applied');
      const userId = loaded.cart.userId;
      const taken = userId === null ? undefined : await findTakenCoupon(app.db, userId, coupon.id);
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
      await addCartCoupon(app.db, loaded.cart.id, coupon.id);
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
      await removeCartCoupon(app.db, loaded.cart.id, request.body.coupon_id);
      return changed(app.db, loaded);
    },
  );
};

export default couponRoutes;
