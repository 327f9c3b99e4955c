import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { loadCart, priceCart } from '../../services/cart/index.js';
import { methodsForCart } from '../../services/payments/cart-methods.js';
import {
  CartPaymentMethodSchema,
  PaymentMethodSchema,
  findMethod,
  serializeMethod,
  shownMethods,
  unavailableReason,
} from '../../services/payments/methods.js';

const CartTokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

/** Payment methods: the shop's list, per cart with availability, and the check of one. */
const paymentMethodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/payments',
    {
      schema: {
        tags: ['payments'],
        summary: "The shop's payment methods (fee tax excluded and included)",
        response: { 200: Type.Object({ data: Type.Array(PaymentMethodSchema) }), ...SHOP_ERRORS },
      },
    },
    async (request) => ({
      data: (await shownMethods(app.db, request.channel.id)).map(serializeMethod),
    }),
  );

  app.get(
    '/v1/payments/carts/:token',
    {
      preHandler: app.identify,
      schema: {
        tags: ['payments'],
        summary: 'The payment methods with is_available and unavailable_reason for this cart',
        params: CartTokenParams,
        response: {
          200: Type.Object({ data: Type.Array(CartPaymentMethodSchema) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const rows = await methodsForCart(
        app.db,
        request.channel.id,
        request.params.token,
        request.member?.id ?? null,
      );
      return {
        data: rows.map(({ method, reason }) => ({
          ...serializeMethod(method),
          is_available: reason === null,
          unavailable_reason: reason,
        })),
      };
    },
  );

  app.get(
    '/v1/carts/:token/payment/:paymentId/check',
    {
      preHandler: app.identify,
      schema: {
        tags: ['payments'],
        summary:
          'Whether the cart can be paid with this method now (card: also whether a card was entered)',
        params: Type.Object({
          ...CartTokenParams.properties,
          paymentId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
        }),
        response: {
          200: Type.Object({
            data: Type.Object({
              is_valid: Type.Boolean(),
              message: Type.Union([Type.String(), Type.Null()]),
            }),
          }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const { token, paymentId } = request.params;
      const loaded = await loadCart(app.db, request.channel.id, token, request.member?.id ?? null);
      const method = await findMethod(app.db, request.channel.id, paymentId);
      if (!method) throw new HttpError(404, 'お支払い方法が見つかりませんでした');
      const { pricing } = await priceCart(app.db, { ...loaded, payment: method });
      let message = unavailableReason(method, loaded, pricing.order);
      if (
        message === null &&
        method.code === 'card' &&
        (loaded.cart.paymentMethodId !== method.id ||
          (!loaded.cart.cardToken && loaded.cart.userCardId === null))
      )
        message = 'カード情報を入力してください';
      return { data: { is_valid: message === null, message } };
    },
  );
};

export default paymentMethodRoutes;
