import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { cancelReasonSchema, receiptInfoSchema } from '@mise/validation';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { cancelOrder } from '../../services/order-history/cancel.js';
import { findMemberOrder, listMemberOrders } from '../../services/order-history/queries.js';
import {
  issueReceipt,
  orderQuotation,
  saveReceiptInfo,
} from '../../services/order-history/receipts.js';
import { serializeOrder, serializeOrderList } from '../../services/order-history/serialize.js';
import {
  PagingQuery,
  paging,
  setDownloadHeaders,
  setPagingHeaders,
} from '../../services/paging.js';
import { notifyRestocked } from '../../services/restock.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { Order, OrderIdParams, OrderListEntry } from './schemas.js';
import { memberOf } from '../../plugins/auth.js';

const PDF = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'application/pdf',
});
const secured = { security: [{ bearer: [] }] };
const ERRORS = { 401: ErrorResponse, 422: ErrorResponse, ...SHOP_ERRORS } as const;

/** Spec section 7 "Member data": the member's orders, cancelling, receipts and quotations. */
const memberOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  const mine = (request: FastifyRequest<{ Params: { id: string } }>) =>
    findMemberOrder(app.db, request.channel.id, memberOf(request).id, Number(request.params.id));

  app.get(
    '/v1/me/orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The member's orders, newest first (paged, 10 a page); period in whole days (Japan time); user_order_total_payment over every order not cancelled",
        ...secured,
        querystring: Type.Object({
          ...PagingQuery,
          ordered_from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
          ordered_to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
          status: Type.Optional(
            Type.Union([
              Type.Literal('ordered'),
              Type.Literal('shipped'),
              Type.Literal('cancelled'),
            ]),
          ),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(OrderListEntry),
            user_order_total_payment: Type.Integer(),
          }),
          ...ERRORS,
        },
      },
    },
    async (request, reply) => {
      const page = paging(request.query);
      const { rows, total, totalPayment } = await listMemberOrders(
        app.db,
        request.channel.id,
        memberOf(request).id,
        request.query,
        page,
      );
      setPagingHeaders(reply, page, total);
      return {
        data: await serializeOrderList(app.db, rows),
        user_order_total_payment: totalPayment,
      };
    },
  );

  app.get(
    '/v1/me/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order: items by delivery, packings, payment, totals by tax rate, memos',
        ...secured,
        params: OrderIdParams,
        response: { 200: Type.Object({ data: Order }), ...ERRORS },
      },
    },
    async (request) => {
      const order = await mine(request);
      return { data: await serializeOrder(app.db, order, memberOf(request).id) };
    },
  );

  app.put(
    '/v1/me/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Cancels an order still 'ordered' and answers it; cancel_only_ecd_key is set when shipped deliveries could not be cancelled",
        ...secured,
        params: OrderIdParams,
        body: bodyOf(cancelReasonSchema),
        response: { 200: Type.Object({ data: Order }), ...ERRORS },
      },
    },
    async (request) => {
      const { cancel_reason } = await validateBody(cancelReasonSchema, request.body);
      const order = await mine(request);
      await cancelOrder(app.db, app.mailer, order, cancel_reason ?? '');
      // Returned stock may bring a sold-out product back: its restock requests are mailed.
      await notifyRestocked(app.db, app.mailer, { channelId: request.channel.id });
      return { data: await serializeOrder(app.db, await mine(request), memberOf(request).id) };
    },
  );

  app.get(
    '/v1/me/orders/:id/download/receipt',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The receipt PDF (name in x-suggested-filename); every receipt after the first is printed 再発行',
        ...secured,
        params: OrderIdParams,
        response: { 200: PDF, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await issueReceipt(app.db, request.channel, await mine(request));
      setDownloadHeaders(reply, filename, 'application/pdf');
      return reply.send(pdf);
    },
  );

  app.put(
    '/v1/me/orders/:id/download/receipt',
    {
      schema: {
        tags: ['orders'],
        summary: 'Sets the addressee and proviso of the receipt; answers the order',
        ...secured,
        params: OrderIdParams,
        body: bodyOf(receiptInfoSchema),
        response: { 200: Type.Object({ data: Order }), ...ERRORS },
      },
    },
    async (request) => {
      const updated = await saveReceiptInfo(app.db, await mine(request), request.body);
      return { data: await serializeOrder(app.db, updated, memberOf(request).id) };
    },
  );

  app.get(
    '/v1/me/orders/:id/download/quotation',
    {
      schema: {
        tags: ['orders'],
        summary: 'A quotation PDF of the order (name in x-suggested-filename)',
        ...secured,
        params: OrderIdParams,
        response: { 200: PDF, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await orderQuotation(app.db, request.channel, await mine(request));
      setDownloadHeaders(reply, filename, 'application/pdf');
      return reply.send(pdf);
    },
  );
};

export default memberOrderRoutes;
