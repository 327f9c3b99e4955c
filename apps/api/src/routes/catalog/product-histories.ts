import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, PageQuery, SHOP_ERRORS } from '../../schemas.js';
import { ProductHistory } from '../../schemas/catalog.js';
import { findProduct, viewerOf } from '../../services/catalog.js';
import {
  deleteProductHistory,
  recordView,
  viewedProducts,
} from '../../services/histories/product-histories.js';
import { paging, setPagingHeaders } from '../../services/paging.js';
import { memberOf } from '../../plugins/auth.js';
import { GuestIdResponse, ProductRef, guestIdOf, ownerOf, removeOwn } from './history-common.js';

/** The viewed products are at most ten: the page is cut from them in memory. */
function pageOf<T>(reply: FastifyReply, query: { page?: string; per?: string }, rows: T[]) {
  const page = paging(query);
  setPagingHeaders(reply, page, rows.length);
  return rows.slice(page.offset, page.offset + page.per);
}

const HistoryList = Type.Object({ data: Type.Array(ProductHistory) });

/** Spec section 7 "Products": the browsing history of guests and members. */
const productHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/product-histories',
    {
      preHandler: app.identify,
      schema: {
        tags: ['histories'],
        summary: 'Record a viewed product (guest or member); answers the recent list',
        body: Type.Object({ product_id: Type.Optional(ProductRef) }),
        response: {
          200: Type.Object({ data: Type.Array(ProductHistory), guest_id: GuestIdResponse }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const ref = request.body.product_id;
      if (ref === undefined)
        throw new HttpError(422, '入力内容に誤りがあります', {
          errors: { product_id: ['商品を指定してください'] },
        });
      const viewer = await viewerOf(request);
      const productId = await findProduct(app.db, viewer, String(ref));
      const owner = ownerOf(request, reply);
      await recordView(app.db, viewer.channelId, owner, productId);
      return {
        data: await viewedProducts(app.db, viewer, owner),
        guest_id: 'guestId' in owner ? owner.guestId : null,
      };
    },
  );

  app.get(
    '/v1/guest/product-histories',
    {
      schema: {
        tags: ['histories'],
        summary: "A guest's recently viewed products (by the mise_guest_id cookie or X-Guest-Id)",
        querystring: PageQuery,
        response: { 200: HistoryList, 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request, reply) => {
      const guestId = guestIdOf(request);
      const viewer = await viewerOf(request);
      const rows = guestId ? await viewedProducts(app.db, viewer, { guestId }) : [];
      return { data: pageOf(reply, request.query, rows) };
    },
  );

  app.get(
    '/v1/me/product-histories',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['histories'],
        summary: "The member's recently viewed products",
        security: [{ bearer: [] }],
        querystring: PageQuery,
        response: { 200: HistoryList, 401: ErrorResponse, 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request, reply) => {
      const rows = await viewedProducts(app.db, await viewerOf(request), {
        userId: memberOf(request).id,
      });
      return { data: pageOf(reply, request.query, rows) };
    },
  );

  removeOwn(
    app,
    '/v1/me/product-histories/:id',
    'Remove a viewed product',
    deleteProductHistory,
    '閲覧履歴が見つかりませんでした',
  );
};

export default productHistoryRoutes;
