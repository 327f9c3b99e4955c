import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inquiryReplySchema } from '@mise/validation';
import { Type } from 'typebox';
import { HttpError, MESSAGES } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  ATTACHMENT_DIR,
  INQUIRY_FORM_SCHEMAS,
  MAX_ATTACHMENTS,
  createInquiry,
  findInquiry,
  listMemberInquiries,
  replyAsMember,
  serializeComment,
  serializeInquiry,
  serializeInquirySummary,
} from '../../services/inquiries.js';
import { PagingQuery, paging, setPagingHeaders } from '../../services/paging.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { InquiryComment, InquiryDetail, InquirySummary } from './inquiry-schemas.js';

const IdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'numeric id' }),
});

/** A row id: a positive int4. */
const ID_RANGE = { minimum: 1, maximum: 2147483647 };

/**
 * Spec section 7 "Member data": the contact form (guests and members) and the member's
 * inquiry history with the shop's answers (POST /v1/inquiries; GET /v1/me/inquiries, /{id};
 * POST /v1/inquiry-comments/reply).
 */
const inquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/inquiries',
    {
      preHandler: app.identify,
      // Anyone may send, so sending is limited per client like the other calls open to all.
      config: { rateLimit: app.authRateLimit, captcha: 'contact' },
      schema: {
        tags: ['inquiries'],
        summary:
          "Send the contact form: the business shop's form on a business shop, a catalogue request with catalog_code and the postal address; a logged-in member's inquiry is linked to them",
        body: bodyOf(INQUIRY_FORM_SCHEMAS, {
          category_id: Type.Union([
            Type.Integer({
              ...ID_RANGE,
              description: 'An inquiry category (GET /v1/categories/hierarchy?table=inquiries)',
            }),
            Type.Null(),
          ]),
          attachment_urls: Type.Optional(
            Type.Array(Type.String({ maxLength: 300 }), {
              maxItems: MAX_ATTACHMENTS,
              description: `URLs of files uploaded to dir ${ATTACHMENT_DIR} (POST /v1/upload-files), at most ${MAX_ATTACHMENTS}`,
            }),
          ),
        }),
        response: {
          201: Type.Object({ data: InquiryDetail }),
          422: ErrorResponse,
          429: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      // The JSON schema checked category_id is an integer (or null); bodyOf does not type it.
      const {
        category_id: categoryId,
        attachment_urls: attachmentUrls,
        ...fields
      } = request.body as Record<string, unknown> & {
        category_id?: number | null;
        attachment_urls?: string[];
      };
      const created = await createInquiry(app.db, app.mailer, {
        channel: request.channel,
        userId: request.member?.id ?? null,
        body: { ...fields, category_id: categoryId ?? undefined },
        attachmentUrls: attachmentUrls ?? [],
      });
      return reply.status(201).send({ data: serializeInquiry(created) });
    },
  );

  const secured = { preHandler: app.authenticate } as const;

  app.get(
    '/v1/me/inquiries',
    {
      ...secured,
      schema: {
        tags: ['me'],
        summary: "The member's inquiries, the most recently active first (paged)",
        security: [{ bearer: [] }],
        querystring: Type.Object(PagingQuery),
        response: {
          200: Type.Object({ data: Type.Array(InquirySummary) }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const page = paging(request.query);
      const { total, rows } = await listMemberInquiries(app.db, request.member!.id, page);
      setPagingHeaders(reply, page, total);
      return { data: rows.map(serializeInquirySummary) };
    },
  );

  app.get(
    '/v1/me/inquiries/:id',
    {
      ...secured,
      schema: {
        tags: ['me'],
        summary: "One of the member's inquiries with its thread (the shop's answers and replies)",
        security: [{ bearer: [] }],
        params: IdParams,
        response: {
          200: Type.Object({ data: InquiryDetail }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => ({
      data: serializeInquiry(
        await findInquiry(app.db, Number(request.params.id), request.member!.id),
      ),
    }),
  );

  app.post(
    '/v1/inquiry-comments/reply',
    {
      ...secured,
      schema: {
        tags: ['me'],
        summary: "The member replies in their own inquiry's thread",
        security: [{ bearer: [] }],
        body: bodyOf(inquiryReplySchema, { inquiry_id: Type.Integer(ID_RANGE) }),
        response: {
          201: Type.Object({ data: InquiryComment }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { body } = await validateBody(inquiryReplySchema, request.body);
      const inquiryId = (request.body as { inquiry_id?: number | null }).inquiry_id;
      if (inquiryId === undefined || inquiryId === null)
        throw new HttpError(422, MESSAGES.invalidInput, {
          errors: { inquiry_id: ['お問い合わせを指定してください'] },
        });
      const comment = await replyAsMember(app.db, request.member!.id, inquiryId, body);
      return reply.status(201).send({ data: serializeComment(comment) });
    },
  );
};

export default inquiryRoutes;
