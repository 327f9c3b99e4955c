import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../schemas.js';
import { setProductStock } from '../../services/restock.js';

/**
 * Sets a product's stock, as a stock count or an arriving delivery would: a product going
 * from sold out to in stock mails the members who asked for its restock (services/restock.ts,
 * which a stock import or a maintenance script calls the same way). Never registered in
 * production.
 */
const devStockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dev/stock',
    {
      schema: {
        tags: ['system'],
        summary: "Sets a product's stock; restock requests of a product back in stock are mailed",
        body: Type.Object({
          channel: Type.String({ minLength: 1, maxLength: 100 }),
          product_key: Type.String({ minLength: 1, maxLength: 100 }),
          stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
        }),
        response: {
          200: Type.Object({
            data: Type.Object({
              product_key: Type.String(),
              before: Type.Integer(),
              stock: Type.Integer(),
              /** Restock mails sent by this change. */
              notified: Type.Integer(),
            }),
          }),
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { channel, product_key: productKey, stock } = request.body;
      const result = await setProductStock(app.db, app.mailer, {
        channelId: channel,
        productKey,
        stock,
      });
      return {
        data: { product_key: productKey, before: result.before, stock, notified: result.notified },
      };
    },
  );
};

export default devStockRoutes;
