import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_ERRORS, adminOnly, adminSecurity } from '../../plugins/admin-auth.js';
import { ErrorResponse } from '../../schemas.js';
import { shipOrder } from '../../services/system-messages.js';

/**
 * The operators' admin API for orders (beside the one for inquiries, same ADMIN_API_TOKEN):
 * marking an order shipped, which sends the shipping notice mail.
 */
const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  adminOnly(app);

  app.post(
    '/admin/orders/:id/ship',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Ships every delivery of an order not shipped yet: the order is closed as shipped, the orderer mailed (a member also gets a message). Idempotent: an order already shipped answers already_shipped and is mailed no second time',
        security: adminSecurity,
        params: Type.Object({
          id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'numeric order id' }),
        }),
        body: Type.Optional(Type.Object({})),
        response: {
          200: Type.Object({
            data: Type.Object({
              id: Type.Integer(),
              order_no: Type.String(),
              already_shipped: Type.Boolean(),
            }),
          }),
          422: ErrorResponse,
          ...ADMIN_ERRORS,
        },
      },
    },
    async (request) => {
      const order = await shipOrder(app.db, app.mailer, Number(request.params.id));
      return {
        data: { id: order.id, order_no: order.orderNo, already_shipped: !order.shipped },
      };
    },
  );
};

export default adminOrderRoutes;
