import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { loginHistoryPage } from '../../services/login-histories.js';
import { PagingQuery, paging, setPagingHeaders } from '../../services/paging.js';

/** The member's login history. */
const loginHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = { preHandler: app.authenticate };

  app.get(
    '/v1/me/login-histories',
    {
      ...me,
      schema: {
        tags: ['me'],
        security: [{ bearer: [] }],
        querystring: Type.Object(PagingQuery),
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                id: Type.Integer(),
                method: Type.String(),
                ip: Type.String(),
                user_agent: Type.String(),
                created_at: Type.String({ format: 'date-time' }),
              }),
            ),
          }),
        },
      },
    },
    async (request, reply) => {
      const page = paging(request.query);
      const { total, rows } = await loginHistoryPage(app.db, request.member!.id, page);
      setPagingHeaders(reply, page, total);
      return {
        data: rows.map((row) => ({
          id: row.id,
          method: row.method,
          ip: row.ip,
          user_agent: row.userAgent,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default loginHistoryRoutes;
