import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../schemas.js';
import { shipOrder } from '../../services/system-messages.js';

/**
 * Marks an order shipped, as the shop's back office would (this project has none), so a tester
 * or an operator sees the member's "shipped" message and a shipped order. Never registered in
 * production; maintenance scripts call shipOrder() itself.
 */
const devOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dev/orders/:id/ship',
    {
      schema: {
        tags: ['system'],
        summary: 'Development only: ships every delivery of an order not shipped yet',
        params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }),
        response: {
          200: Type.Object({ id: Type.Integer(), order_no: Type.String() }),
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const order = await shipOrder(app.db, Number(request.params.id));
      return { id: order.id, order_no: order.orderNo };
    },
  );
};

export default devOrderRoutes;
