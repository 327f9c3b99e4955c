import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError, MESSAGES } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { storeFraudDetection } from '../../services/payments/fraud-detections.js';

/**
 * The provider signs each callback (HMAC-SHA256 of `${timestamp}.${body}` with the shared
 * secret): the body is kept as sent to check the signature over it, by a JSON parser that this
 * plugin's own scope keeps from every other route.
 */
const fraudDetectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rawBodies = new WeakMap<object, string>();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string) as unknown);
    } catch {
      done(new HttpError(400, MESSAGES.invalidJson));
    }
  });
  app.post(
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
      const stored = await storeFraudDetection(app.db, {
        orderNo: body.order_no ?? null,
        result: body.result,
        payload: body,
        signature,
      });
      if (!stored)
        throw new HttpError(409, FRAUD_MESSAGES.replayed, { code: 'fraud_detection.replayed' });
      return { data: { result: 'OK' as const } };
    },
  );
};

export default fraudDetectionRoutes;

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
