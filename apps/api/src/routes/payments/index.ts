import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { fraudDetections, paymentMethods } from '../../db/schema.js';
import { HttpError, MESSAGES } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { loadCart, priceCart } from '../../services/cart/index.js';
import {
  CartPaymentMethodSchema,
  PaymentMethodSchema,
  providerOf,
  serializeMethod,
  shownMethods,
  unavailableReason,
} from '../../services/payments/methods.js';
import { SANDBOX_TEST_CARDS, tokenizeCard, validateCard } from '../../services/payments/sandbox.js';

const CartTokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

const cardField = (maxLength: number) => Type.String({ maxLength });

/**
 * Payment methods (GET /v1/payments, per cart with availability, the check), the payment
 * services' browser settings, the sandbox card tokeniser and the fraud-detection receiver.
 */
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

  /** Every shown method with whether this cart can be paid with it (priced with its fee). */
  async function methodsForCart(channelId: string, token: string, userId: number | null) {
    const loaded = await loadCart(app.db, channelId, token, userId);
    const methods = await shownMethods(app.db, channelId);
    return Promise.all(
      methods.map(async (method) => {
        const { pricing } = await priceCart(app.db, { ...loaded, payment: method });
        const reason = unavailableReason(method, loaded, pricing.order);
        return { method, reason };
      }),
    );
  }

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
      const [method] = await app.db
        .select()
        .from(paymentMethods)
        .where(
          and(eq(paymentMethods.id, paymentId), eq(paymentMethods.channelId, request.channel.id)),
        );
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

  app.get(
    '/v1/settings/payment-service/:code',
    {
      schema: {
        tags: ['payments'],
        summary:
          "What the browser needs to tokenise a card with the shop's card provider (404 for methods without a payment service)",
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 50 }) }),
        response: {
          200: Type.Object({
            data: Type.Object({
              provider: Type.String(),
              tokenize_url: Type.String(),
              test_cards: Type.Array(
                Type.Object({
                  number: Type.String(),
                  brand: Type.String(),
                  outcome: Type.String(),
                  description: Type.String(),
                }),
              ),
            }),
          }),
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const [method] = await app.db
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.channelId, request.channel.id),
            eq(paymentMethods.code, request.params.code as 'card'),
            eq(paymentMethods.isShow, true),
          ),
        );
      if (!method || method.code !== 'card' || !providerOf(method))
        throw new HttpError(404, '決済サービスの設定が見つかりませんでした');
      return {
        data: {
          provider: method.provider,
          tokenize_url: '/v1/payment-sandbox/tokens',
          test_cards: SANDBOX_TEST_CARDS.map((card) => ({ ...card })),
        },
      };
    },
  );

  app.post(
    '/v1/payment-sandbox/tokens',
    {
      schema: {
        tags: ['payments'],
        summary:
          'The sandbox card tokeniser (the browser calls it directly): validates the card and answers a token; stores nothing',
        body: Type.Object({
          number: cardField(30),
          name: cardField(100),
          expiration: cardField(6),
          security_code: cardField(4),
        }),
        response: {
          201: Type.Object({
            data: Type.Object({
              token: Type.String(),
              token_key: Type.String(),
              masked_number: Type.String(),
              expiration: Type.String(),
              brand: Type.String(),
            }),
          }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const errors = validateCard(request.body);
      if (Object.keys(errors).length > 0)
        throw new HttpError(422, MESSAGES.invalidInput, { errors, code: 'payment.card_invalid' });
      // The card number must never be cached or logged on the way back.
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: tokenizeCard(request.body) });
    },
  );

  // The provider signs each callback (HMAC-SHA256 of `${timestamp}.${body}` with the shared
  // secret): the body is kept as sent, in a scope of its own, to check the signature over it.
  await app.register(async (receiver) => {
    const rawBodies = new WeakMap<object, string>();
    receiver.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request, body, done) => {
        rawBodies.set(request, body as string);
        try {
          done(null, JSON.parse(body as string) as unknown);
        } catch {
          done(new HttpError(400, MESSAGES.invalidJson));
        }
      },
    );
    receiver.withTypeProvider<TypeBoxTypeProvider>().post(
      '/v1/sbpayment/receive/fraud-detection',
      {
        schema: {
          tags: ['payments'],
          summary:
            "Receives the card provider's fraud-detection result for an order and stores it (signed: X-Signature-Timestamp, X-Signature)",
          headers: Type.Object({
            'x-signature-timestamp': Type.Optional(Type.String({ maxLength: 20 })),
            'x-signature': Type.Optional(Type.String({ maxLength: 200 })),
          }),
          body: Type.Object(
            {
              result: Type.String({ minLength: 1, maxLength: 50 }),
              order_no: Type.Optional(Type.String({ maxLength: 100 })),
            },
            { additionalProperties: true },
          ),
          response: {
            200: Type.Object({ data: Type.Object({ result: Type.Literal('OK') }) }),
            401: ErrorResponse,
            409: ErrorResponse,
            ...SHOP_ERRORS,
          },
        },
      },
      async (request) => {
        const signature = verifiedSignature(
          app.config.fraudCallbackSecret,
          request.headers['x-signature-timestamp'],
          request.headers['x-signature'],
          rawBodies.get(request) ?? '',
        );
        const body = request.body as Record<string, unknown> & {
          result: string;
          order_no?: string;
        };
        const stored = await app.db
          .insert(fraudDetections)
          .values({ orderNo: body.order_no ?? null, result: body.result, payload: body, signature })
          .onConflictDoNothing()
          .returning({ id: fraudDetections.id });
        if (stored.length === 0)
          throw new HttpError(409, FRAUD_MESSAGES.replayed, { code: 'fraud_detection.replayed' });
        return { data: { result: 'OK' as const } };
      },
    );
  });
};

export default paymentRoutes;

/** How far a callback's timestamp may be from now: older ones are replays. */
export const FRAUD_CALLBACK_WINDOW_SECONDS = 300;

const FRAUD_MESSAGES = {
  unsigned: '署名のない通知は受け付けられません',
  expired: '通知の有効期限が切れています',
  forged: '通知の署名が正しくありません',
  replayed: '同じ通知はすでに受け付けています',
} as const;

/** The callback's signature when it is the provider's and recent; otherwise 401. */
function verifiedSignature(
  secret: string | undefined,
  timestamp: string | undefined,
  signature: string | undefined,
  body: string,
): string {
  if (!secret || !timestamp || !signature)
    throw new HttpError(401, FRAUD_MESSAGES.unsigned, { code: 'fraud_detection.unsigned' });
  const at = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - at) > FRAUD_CALLBACK_WINDOW_SECONDS)
    throw new HttpError(401, FRAUD_MESSAGES.expired, { code: 'fraud_detection.expired' });
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new HttpError(401, FRAUD_MESSAGES.forged, { code: 'fraud_detection.forged' });
  return signature.toLowerCase();
}
