import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  cartData,
  CartResponse,
  loadCart,
  priceCart,
  updateCart,
} from '../../services/cart/index.js';
import { decideData, DecideData } from '../../services/orders/decide-data.js';
import { decide } from '../../services/orders/decision.js';
import { cartQuotation } from '../../services/orders/documents.js';

const CartToken = Type.String({ minLength: 1, maxLength: 100 });

const DecisionData = Type.Object({
  order_no: Type.String(),
  order_id: Type.Integer(),
  guest_token: Type.Union([Type.String(), Type.Null()], {
    description: 'Guest orders only: the t of the guest order pages',
  }),
  total_payment: Type.Integer(),
  total_tax: Type.Integer(),
  payment_name: Type.String(),
  ordered_at: Type.String({ format: 'date-time' }),
});

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,100}$/;

/** The decision (order), its error reset, the decided order's data and the cart's quotation PDF. */
const decisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/carts/:token/decision',
    {
      preHandler: app.identify,
      schema: {
        tags: ['cart'],
        summary:
          'Orders the cart (201). The same Idempotency-Key again answers the same order (200); with another cart 409. Payment refusals answer 422 payment.declined / payment.error and leave the cart as it was',
        params: Type.Object({ token: CartToken }),
        headers: Type.Object({
          'idempotency-key': Type.Optional(
            Type.String({
              description: '8 to 100 visible ASCII characters, one per order attempt',
            }),
          ),
        }),
        body: Type.Optional(Type.Object({})),
        response: {
          200: Type.Object({ data: DecisionData }),
          201: Type.Object({ data: DecisionData }),
          400: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
        throw new HttpError(
          400,
          'Idempotency-Key ヘッダーに8〜100文字の英数字・記号を指定してください',
          { code: 'cart.decision.idempotency_key_required' },
        );
      const { created, result } = await decide(app.db, {
        channelId: request.channel.id,
        token: request.params.token,
        userId: request.member?.id ?? null,
        idempotencyKey: key,
        mailer: app.mailer,
      });
      return reply.status(created ? 201 : 200).send({ data: result });
    },
  );

  app.patch(
    '/v1/carts/transaction/error/delete',
    {
      preHandler: app.identify,
      schema: {
        tags: ['cart'],
        summary: "Clears the cart's transaction_error (after the payment page showed it)",
        body: Type.Object({ token: CartToken }),
        response: { 200: CartResponse, 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const loaded = await loadCart(
        app.db,
        request.channel.id,
        request.body.token,
        request.member?.id ?? null,
      );
      if (loaded.cart.transactionError !== null) {
        await updateCart(app.db, loaded.cart.id, { transactionError: null });
        loaded.cart = { ...loaded.cart, transactionError: null };
      }
      return { data: await cartData(app.db, loaded) };
    },
  );

  app.get(
    '/v1/carts/order/:orderNo',
    {
      preHandler: app.identify,
      schema: {
        tags: ['cart'],
        summary:
          'The decided order for the complete page and purchase tracking (needs the cart token of the order, or its member)',
        params: Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 50 }) }),
        querystring: Type.Object({ token: Type.Optional(CartToken) }),
        response: { 200: Type.Object({ data: DecideData }), ...SHOP_ERRORS },
      },
    },
    async (request) => ({
      data: await decideData(
        app.db,
        request.channel.id,
        request.params.orderNo,
        request.query.token,
        request.member?.id ?? null,
      ),
    }),
  );

  app.get(
    '/v1/carts/:token/download/quotation',
    {
      preHandler: app.identify,
      schema: {
        tags: ['cart'],
        summary: 'The quotation (御見積書) of the cart as a PDF; file name in x-suggested-filename',
        params: Type.Object({ token: CartToken }),
        response: {
          200: Type.Unsafe<Buffer>({
            type: 'string',
            format: 'binary',
            description: 'application/pdf',
          }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const loaded = await loadCart(
        app.db,
        request.channel.id,
        request.params.token,
        request.member?.id ?? null,
      );
      if (loaded.lines.length === 0)
        throw new HttpError(422, 'カートに商品が入っていないため見積書を作成できません', {
          code: 'cart.quotation.empty',
        });
      const priced = await priceCart(app.db, loaded);
      const { pdf, filename } = await cartQuotation(app.db, request.channel, loaded, priced);
      const encoded = encodeURIComponent(filename);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename*=UTF-8''${encoded}`)
        .header('x-suggested-filename', encoded)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};

export default decisionRoutes;
