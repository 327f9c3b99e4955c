import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../errors.js';
import { expireCart } from '../../services/cart/index.js';

/**
 * Ends a cart's life now, so a tester can see what a shopper with an expired cart sees without
 * waiting 14 days. Never registered in production.
 */
const devCartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dev/carts/:token/expire',
    {
      schema: {
        tags: ['system'],
        params: Type.Object({ token: Type.String({ format: 'uuid' }) }),
      },
    },
    async (request, reply) => {
      if (!(await expireCart(app.db, request.params.token)))
        throw notFound('カートが見つかりませんでした');
      return reply.code(204).send();
    },
  );
};

export default devCartRoutes;
