import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { receiptInfoSchema } from '@mise/validation';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { findGuestOrder } from '../../services/order-history/queries.js';
import {
  issueReceipt,
  receiptIssueCount,
  saveReceiptInfo,
} from '../../services/order-history/receipts.js';
import { STATUS_LABELS, defaultReceiptInfo } from '../../services/order-history/serialize.js';
import type { OrderRow } from '../../services/order-history/serialize.js';
import { setDownloadHeaders } from '../../services/paging.js';
import { bodyOf } from '../../services/validation.js';
import { GuestReceipt, GuestTokenQuery, OrderNoParams } from './schemas.js';

const ERRORS = { 422: ErrorResponse, ...SHOP_ERRORS } as const;

type GuestRequest = FastifyRequest<{
  Params: { no: string };
  Querystring: { t?: string | undefined };
}>;

/**
 * Spec section 4 "Guest receipt flow": with the order number and the token `t` of the order
 * complete mail, a guest checks the order, reads and edits the receipt details and downloads it.
 */
const guestOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guestOrder = (request: GuestRequest, bodyToken?: string) =>
    findGuestOrder(app.db, request.channel.id, request.params.no, request.query.t ?? bodyToken);

  async function receipt(order: OrderRow) {
    return {
      order_no: order.orderNo,
      ordered_at: order.orderedAt.toISOString(),
      status: order.status,
      status_label: STATUS_LABELS[order.status],
      payment_name: order.paymentName,
      total_payment: order.totalPayment,
      amount_by_tax_rate: order.amountByTaxRate,
      receipt_info: order.receiptInfo ?? defaultReceiptInfo(order),
      receipt_issued_count: await receiptIssueCount(app.db, order.id),
      is_issuable: order.status !== 'cancelled',
    };
  }

  const schema = (summary: string) => ({
    tags: ['orders'],
    summary,
    params: OrderNoParams,
    querystring: GuestTokenQuery,
  });

  app.get(
    '/v1/orders/:no/check/receipt',
    {
      schema: {
        ...schema(
          'Checks an order number and its token t (404 with a message when they do not match)',
        ),
        response: {
          200: Type.Object({
            data: Type.Object({ result: Type.Boolean(), order_no: Type.String() }),
          }),
          ...ERRORS,
        },
      },
    },
    async (request) => {
      const order = await guestOrder(request);
      return { data: { result: true, order_no: order.orderNo } };
    },
  );

  app.get(
    '/v1/orders/:no/guest/receipt',
    {
      schema: {
        ...schema('The receipt details of a guest order'),
        response: { 200: Type.Object({ data: GuestReceipt }), ...ERRORS },
      },
    },
    async (request) => ({ data: await receipt(await guestOrder(request)) }),
  );

  app.put(
    '/v1/orders/:no/guest/receipt',
    {
      schema: {
        ...schema(
          'Sets the addressee and proviso of a guest order’s receipt (t in the query or the body)',
        ),
        body: bodyOf(receiptInfoSchema, { t: Type.String({ maxLength: 200 }) }),
        response: { 200: Type.Object({ data: GuestReceipt }), ...ERRORS },
      },
    },
    async (request) => {
      const order = await guestOrder(request, request.body.t);
      return { data: await receipt(await saveReceiptInfo(app.db, order, request.body)) };
    },
  );

  app.get(
    '/v1/orders/:no/download/receipt',
    {
      schema: {
        ...schema('The receipt PDF of a guest order (name in x-suggested-filename)'),
        response: {
          200: Type.Unsafe<Buffer>({
            type: 'string',
            format: 'binary',
            description: 'application/pdf',
          }),
          ...ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await issueReceipt(
        app.db,
        request.channel,
        await guestOrder(request),
      );
      setDownloadHeaders(reply, filename, 'application/pdf');
      return reply.send(pdf);
    },
  );
};

export default guestOrderRoutes;
