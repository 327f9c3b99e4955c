import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../schemas.js';
import { HttpError } from '../../errors.js';
import { SYSTEM_MESSAGE_ERRORS, shipOrder } from '../../services/system-messages.js';

/**
 * Marks an order shipped, as the shop's back office would (this project has none), so a tester
 * sees the member's "shipped" message, the shipping notice mail and a shipped order. Never
 * registered in production, where operators call POST /admin/orders/{id}/ship (the same
 * shipOrder()); this one answers 422 for an order already shipped.
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
      const order = await shipOrder(app.db, app.mailer, Number(request.params.id));
      if (!order.shipped)
        throw new HttpError(422, SYSTEM_MESSAGE_ERRORS.alreadyShipped, {
          code: 'order.ship.already_shipped',
        });
      return { id: order.id, order_no: order.orderNo };
    },
  );
};

export default devOrderRoutes;
