import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { PagingQuery, paging, setPagingHeaders } from '../../services/paging.js';
import {
  listSystemMessages,
  openSystemMessage,
  serializeSystemMessage,
  unreadCount,
} from '../../services/system-messages.js';

const SystemMessage = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([
    Type.Literal('order_received'),
    Type.Literal('order_shipped'),
    Type.Literal('order_cancelled'),
    Type.Literal('notice'),
  ]),
  title: Type.String(),
  body: Type.String(),
  /** The order the message is about (its detail page is /mypage/order_history/{order_id}). */
  order_id: Type.Union([Type.Integer(), Type.Null()]),
  order_no: Type.Union([Type.String(), Type.Null()]),
  is_read: Type.Boolean(),
  read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

const UnreadCount = Type.Integer({
  minimum: 0,
  description: "The member's unread messages after this call (the unread badge)",
});

const IdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'numeric id' }),
});

/** Spec section 7 "Member data": the member's message centre (GET /v1/me/system-messages, /{id}). */
const systemMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secured = { preHandler: app.authenticate } as const;

  app.get(
    '/v1/me/system-messages',
    {
      ...secured,
      schema: {
        tags: ['me'],
        summary: "The member's messages, newest first (paged), with the unread count",
        security: [{ bearer: [] }],
        querystring: Type.Object(PagingQuery),
        response: {
          200: Type.Object({ data: Type.Array(SystemMessage), unread_count: UnreadCount }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const member = request.member!;
      const page = paging(request.query);
      const { total, rows } = await listSystemMessages(app.db, member.id, page);
      setPagingHeaders(reply, page, total);
      return {
        data: rows.map(serializeSystemMessage),
        unread_count: await unreadCount(app.db, member.id),
      };
    },
  );

  app.get(
    '/v1/me/system-messages/:id',
    {
      ...secured,
      schema: {
        tags: ['me'],
        summary: 'One message of the member; opening it marks it read',
        security: [{ bearer: [] }],
        params: IdParams,
        response: {
          200: Type.Object({ data: SystemMessage, unread_count: UnreadCount }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const member = request.member!;
      const found = await openSystemMessage(app.db, member.id, Number(request.params.id));
      return {
        data: serializeSystemMessage(found),
        unread_count: await unreadCount(app.db, member.id),
      };
    },
  );
};

export default systemMessageRoutes;
