import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  countShownMessages,
  shownMessage,
  shownMessages,
} from '../../services/content/messages.js';
import type { MessageRow } from '../../services/content/messages.js';
import { CodeParams } from './schemas.js';
import { ListQuery, listRows } from '../../services/paging.js';

const Message = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  body: Type.String({ description: 'HTML' }),
  level: Type.String({ description: 'info, warning or success' }),
  updated_at: Type.String({
    format: 'date-time',
    description: 'The storefront hides a notice the shopper closed until this changes',
  }),
});

function toMessage(row: MessageRow) {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    body: row.body,
    level: row.level,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Notice messages the storefront places by code (cart, my page, reminders, ...). */
const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/messages',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Notice messages shown in the shop',
        querystring: ListQuery,
        response: {
          200: Type.Object({ data: Type.Array(Message) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const channelId = request.channel.id;
      const rows = await listRows(
        reply,
        request.query,
        () => countShownMessages(app.db, channelId),
        (range) => shownMessages(app.db, channelId, range),
      );
      return { data: rows.map(toMessage) };
    },
  );

  app.get(
    '/v1/messages/:code',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'One notice message by code',
        params: CodeParams,
        response: { 200: Type.Object({ data: Message }), 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const row = await shownMessage(app.db, request.channel.id, request.params.code);
      if (!row) throw new HttpError(404, 'お知らせが見つかりません', { code: 'message_not_found' });
      return { data: toMessage(row) };
    },
  );
};

export default messageRoutes;
