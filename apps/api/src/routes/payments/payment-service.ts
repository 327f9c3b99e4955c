import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { SHOP_ERRORS } from '../../schemas.js';
import { providerOf, shownMethodByCode } from '../../services/payments/methods.js';
import { SANDBOX_TEST_CARDS } from '../../services/payments/sandbox.js';

/** The payment services' browser settings (what a card form needs to tokenise). */
const paymentServiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const method = await shownMethodByCode(app.db, request.channel.id, request.params.code);
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
};

export default paymentServiceRoutes;
