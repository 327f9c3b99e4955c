import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, IdParams, PageQuery, Result, SHOP_ERRORS } from '../../schemas.js';
import {
  addBookmark,
  bookmarkPage,
  deleteBookmark,
  findBookmark,
} from '../../services/bookmarks.js';
import { findProduct, viewerOf } from '../../services/catalog.js';
import { paging, setPagingHeaders } from '../../services/paging.js';
import { Bookmark } from '../../schemas/catalog.js';
import { memberOf } from '../../plugins/auth.js';

const bookmarkNotFound = () =>
  new HttpError(404, 'ブックマークが見つかりませんでした', { code: 'bookmark_not_found' });

/** Spec section 7 "Member data": bookmarked products, a paged list. */
const bookmarkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secured = { preHandler: app.authenticate } as const;

  app.get(
    '/v1/me/bookmarks',
    {
      ...secured,
      schema: {
        tags: ['bookmarks'],
        summary: "The member's bookmarks, newest first (paged)",
        security: [{ bearer: [] }],
        querystring: PageQuery,
        response: {
          200: Type.Object({ data: Type.Array(Bookmark) }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const page = paging(request.query);
      const { total, data } = await bookmarkPage(app.db, viewer, memberOf(request).id, page);
      setPagingHeaders(reply, page, total);
      return { data };
    },
  );

  app.get(
    '/v1/me/bookmarks/:id',
    {
      ...secured,
      schema: {
        tags: ['bookmarks'],
        summary: 'One bookmark',
        security: [{ bearer: [] }],
        params: IdParams,
        response: {
          200: Type.Object({ data: Bookmark }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const entry = await findBookmark(
        app.db,
        viewer,
        memberOf(request).id,
        Number(request.params.id),
      );
      if (!entry) throw bookmarkNotFound();
      return { data: entry };
    },
  );

  app.post(
    '/v1/me/bookmarks',
    {
      ...secured,
      schema: {
        tags: ['bookmarks'],
        summary:
          'Bookmark a product (product_id: id or key); bookmarking it again answers the same bookmark',
        security: [{ bearer: [] }],
        body: Type.Object({
          product_id: Type.Optional(
            Type.Union([
              Type.Integer({ minimum: 1 }),
              Type.String({ minLength: 1, maxLength: 100 }),
            ]),
          ),
        }),
        response: {
          200: Type.Object({ data: Bookmark }),
          201: Type.Object({ data: Bookmark }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const ref = request.body.product_id;
      if (ref === undefined)
        throw new HttpError(422, '入力内容に誤りがあります', {
          errors: { product_id: ['商品を指定してください'] },
        });
      const viewer = await viewerOf(request);
      const productId = await findProduct(app.db, viewer, String(ref));
      const { created, bookmark } = await addBookmark(app.db, viewer, member.id, productId);
      if (!bookmark) throw bookmarkNotFound();
      return reply.status(created ? 201 : 200).send({ data: bookmark });
    },
  );

  app.delete(
    '/v1/me/bookmarks/:id',
    {
      ...secured,
      schema: {
        tags: ['bookmarks'],
        summary: 'Remove a bookmark',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: Result, 401: ErrorResponse, 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const deleted = await deleteBookmark(
        app.db,
        request.channel.id,
        member.id,
        Number(request.params.id),
      );
      if (!deleted) throw bookmarkNotFound();
      return { result: true };
    },
  );
};

export default bookmarkRoutes;
