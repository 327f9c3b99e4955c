import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inquiryReplySchema } from '@mise/validation';
import { Type } from 'typebox';
import { ADMIN_ERRORS, adminOnly, adminSecurity as security } from '../../plugins/admin-auth.js';
import { ErrorResponse } from '../../schemas.js';
import {
  findInquiry,
  listAllInquiries,
  replyAsShop,
  serializeComment,
  serializeInquiry,
  serializeInquirySummary,
} from '../../services/inquiries.js';
import { PagingQuery, paging, setPagingHeaders } from '../../services/paging.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { InquiryComment, InquiryDetail, InquirySummary } from './inquiry-schemas.js';

export { ADMIN_MESSAGES, isAdminToken } from '../../plugins/admin-auth.js';

const IdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'numeric id' }),
});

/**
 * The operators' admin API for inquiries (there is no back office): read every shop's
 * inquiries and answer them. Guarded by ADMIN_API_TOKEN; without it every call is refused.
 */
const adminInquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  adminOnly(app);

  app.get(
    '/admin/inquiries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Inquiries of every shop (or of one), the most recently active first (paged)',
        security,
        querystring: Type.Object({
          ...PagingQuery,
          channel: Type.Optional(Type.String({ maxLength: 100 })),
          status: Type.Optional(Type.Union([Type.Literal('waiting'), Type.Literal('answered')])),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(Type.Object({ ...InquirySummary.properties, channel: Type.String() })),
          }),
          422: ErrorResponse,
          ...ADMIN_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const page = paging(request.query);
      const { total, rows } = await listAllInquiries(
        app.db,
        { channelId: request.query.channel, status: request.query.status },
        page,
      );
      setPagingHeaders(reply, page, total);
      return {
        data: rows.map((row) => ({
          ...serializeInquirySummary(row),
          channel: row.inquiry.channelId,
        })),
      };
    },
  );

  app.get(
    '/admin/inquiries/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One inquiry with its thread',
        security,
        params: IdParams,
        response: {
          200: Type.Object({
            data: Type.Object({ ...InquiryDetail.properties, channel: Type.String() }),
          }),
          422: ErrorResponse,
          ...ADMIN_ERRORS,
        },
      },
    },
    async (request) => {
      const found = await findInquiry(app.db, Number(request.params.id));
      return { data: { ...serializeInquiry(found), channel: found.inquiry.channelId } };
    },
  );

  app.post(
    '/admin/inquiries/:id/replies',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The shop answers an inquiry: the sender is mailed, a member also gets a message in the message centre',
        security,
        params: IdParams,
        body: bodyOf(inquiryReplySchema),
        response: {
          201: Type.Object({ data: InquiryComment }),
          422: ErrorResponse,
          ...ADMIN_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { body } = await validateBody(inquiryReplySchema, request.body);
      const comment = await replyAsShop(app.db, app.mailer, Number(request.params.id), body);
      return reply.status(201).send({ data: serializeComment(comment) });
    },
  );
};

export default adminInquiryRoutes;
