import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { carts } from '../../db/schema.js';
import { notFound } from '../../errors.js';

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
      const expired = await app.db
        .update(carts)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(carts.token, request.params.token.toLowerCase()), eq(carts.status, 'open')))
        .returning({ id: carts.id });
      if (expired.length === 0) throw notFound('カートが見つかりませんでした');
      return reply.code(204).send();
    },
  );
};

export default devCartRoutes;
