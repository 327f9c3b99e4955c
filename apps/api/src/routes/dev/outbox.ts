import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { outbox } from '../../db/schema.js';

/**
 * The mail the API "sent" without an SMTP server, newest first: lets a demo user read
 * verification codes and reminder links. Never registered in production.
 */
const devOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['system'],
        querystring: Type.Object({
          to: Type.Optional(Type.String({ maxLength: 320 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        }),
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await app.db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.to, to.trim().toLowerCase()) : undefined)
        .orderBy(desc(outbox.id))
        .limit(limit ?? 20);
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channelId,
          to: row.to,
          subject: row.subject,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default devOutboxRoutes;
