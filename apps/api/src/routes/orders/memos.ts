import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { orderMemoSchema } from '@mise/validation';
import { string } from 'yup';
import { HttpError } from '../../errors.js';
import { ErrorResponse, IdParams, Result, SHOP_ERRORS } from '../../schemas.js';
import {
  addMemo,
  deleteMemo,
  findOwnMemo,
  updateMemo,
} from '../../services/order-history/memos.js';
import { findMemberOrder } from '../../services/order-history/queries.js';
import { serializeMemo } from '../../services/order-history/serialize.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { Memo } from './schemas.js';
import { memberOf } from '../../plugins/auth.js';

/** A new memo also names its order (one of the member's own). */
const createSchema = orderMemoSchema.shape({
  order_id: string()
    .required('ご注文を指定してください')
    .matches(/^[1-9][0-9]{0,8}$/, 'ご注文を指定してください'),
});

const memoNotFound = () =>
  new HttpError(404, 'メモが見つかりませんでした', { code: 'memo.not_found' });

const ERRORS = { 401: ErrorResponse, 422: ErrorResponse, ...SHOP_ERRORS } as const;

/** Spec section 7 "Member data": a member's memos on their own orders. */
const memoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  /** The member's own memo on an order of this shop. */
  async function ownMemo(channelId: string, memberId: number, id: number) {
    const memo = await findOwnMemo(app.db, channelId, memberId, id);
    if (!memo) throw memoNotFound();
    return memo;
  }

  app.post(
    '/v1/memos',
    {
      schema: {
        tags: ['memos'],
        summary: 'Adds a memo to one of the member’s orders',
        security: [{ bearer: [] }],
        body: bodyOf(orderMemoSchema, { order_id: Type.Union([Type.Integer(), Type.String()]) }),
        response: { 201: Type.Object({ data: Memo }), ...ERRORS },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const body = await validateBody(createSchema, {
        ...request.body,
        order_id: request.body.order_id === undefined ? undefined : String(request.body.order_id),
      });
      const order = await findMemberOrder(
        app.db,
        request.channel.id,
        member.id,
        Number(body.order_id),
      );
      const row = await addMemo(app.db, order.id, member.id, body.memo ?? '');
      if (!row) throw memoNotFound();
      return reply.status(201).send({ data: serializeMemo(row) });
    },
  );

  app.patch(
    '/v1/memos/:id',
    {
      schema: {
        tags: ['memos'],
        summary: 'Changes one of the member’s memos',
        security: [{ bearer: [] }],
        params: IdParams,
        body: bodyOf(orderMemoSchema),
        response: { 200: Type.Object({ data: Memo }), ...ERRORS },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { memo } = await validateBody(orderMemoSchema, request.body);
      const own = await ownMemo(request.channel.id, member.id, Number(request.params.id));
      const row = await updateMemo(app.db, own.id, memo ?? '');
      return { data: serializeMemo(row ?? own) };
    },
  );

  app.delete(
    '/v1/memos/:id',
    {
      schema: {
        tags: ['memos'],
        summary: 'Removes one of the member’s memos',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: Result, ...ERRORS },
      },
    },
    async (request) => {
      const own = await ownMemo(
        request.channel.id,
        memberOf(request).id,
        Number(request.params.id),
      );
      await deleteMemo(app.db, own.id);
      return { result: true };
    },
  );
};

export default memoRoutes;
