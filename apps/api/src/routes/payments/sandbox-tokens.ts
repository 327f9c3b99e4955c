import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError, MESSAGES } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { tokenizeCard, validateCard } from '../../services/payments/sandbox.js';

const cardField = (maxLength: number) => Type.String({ maxLength });

/** The sandbox card tokeniser. */
const sandboxTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default sandboxTokenRoutes;
