import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { loginHistories } from '../../db/schema.js';
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
      const where = eq(loginHistories.userId, request.member!.id);
      const [total] = await app.db.select({ n: count() }).from(loginHistories).where(where);
      const rows = await app.db
        .select()
        .from(loginHistories)
        .where(where)
        .orderBy(desc(loginHistories.createdAt), desc(loginHistories.id))
        .limit(page.per)
        .offset(page.offset);
      setPagingHeaders(reply, page, total?.n ?? 0);
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
