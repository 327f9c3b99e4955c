import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { bookmarks, products } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { ErrorResponse, IdParams, PageQuery, Result, SHOP_ERRORS } from '../../schemas.js';
import { findProduct, productSummaries, viewerOf } from '../../services/catalog.js';
import type { Viewer } from '../../services/catalog.js';
import { paging, setPagingHeaders } from '../../services/paging.js';
import { Bookmark } from '../../schemas/catalog.js';
import { memberOf } from '../../plugins/auth.js';

const bookmarkNotFound = () =>
  new HttpError(404, 'ブックマークが見つかりませんでした', { code: 'bookmark_not_found' });

/** Spec section 7 "Member data": bookmarked products, a paged list. */
const bookmarkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secured = { preHandler: app.authenticate } as const;

  async function entries(viewer: Viewer, rows: (typeof bookmarks.$inferSelect)[]) {
    const summaries = await productSummaries(
      app.db,
      viewer,
      rows.map((row) => row.productId),
    );
    return rows.flatMap((row) => {
      const product = summaries.get(row.productId);
      return product
        ? [
            {
              id: row.id,
              product_id: row.productId,
              product,
              created_at: row.createdAt.toISOString(),
            },
          ]
        : [];
    });
  }

  /** The member's bookmarks of products still on sale in this shop. */
  const mine = (memberId: number, channelId: string) =>
    and(
      eq(bookmarks.userId, memberId),
      eq(products.channelId, channelId),
      eq(products.isShow, true),
    );

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
      const where = mine(memberOf(request).id, viewer.channelId);
      const page = paging(request.query);
      const [total] = await app.db
        .select({ n: count() })
        .from(bookmarks)
        .innerJoin(products, eq(products.id, bookmarks.productId))
        .where(where);
      const rows = await app.db
        .select({ bookmark: bookmarks })
        .from(bookmarks)
        .innerJoin(products, eq(products.id, bookmarks.productId))
        .where(where)
        .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
        .limit(page.per)
        .offset(page.offset);
      setPagingHeaders(reply, page, total?.n ?? 0);
      return {
        data: await entries(
          viewer,
          rows.map((row) => row.bookmark),
        ),
      };
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
      const [row] = await app.db
        .select({ bookmark: bookmarks })
        .from(bookmarks)
        .innerJoin(products, eq(products.id, bookmarks.productId))
        .where(
          and(
            eq(bookmarks.id, Number(request.params.id)),
            mine(memberOf(request).id, viewer.channelId),
          ),
        );
      const [entry] = row ? await entries(viewer, [row.bookmark]) : [];
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
      const inserted = await app.db
        .insert(bookmarks)
        .values({ userId: member.id, productId })
        .onConflictDoNothing()
        .returning();
      const row =
        inserted[0] ??
        (
          await app.db
            .select()
            .from(bookmarks)
            .where(and(eq(bookmarks.userId, member.id), eq(bookmarks.productId, productId)))
        )[0];
      const [entry] = row ? await entries(viewer, [row]) : [];
      if (!entry) throw bookmarkNotFound();
      return reply.status(inserted.length > 0 ? 201 : 200).send({ data: entry });
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
      const [row] = await app.db
        .select({ id: bookmarks.id })
        .from(bookmarks)
        .innerJoin(products, eq(products.id, bookmarks.productId))
        .where(
          and(
            eq(bookmarks.id, Number(request.params.id)),
            eq(bookmarks.userId, member.id),
            eq(products.channelId, request.channel.id),
          ),
        );
      if (!row) throw bookmarkNotFound();
      await app.db.delete(bookmarks).where(eq(bookmarks.id, row.id));
      return { result: true };
    },
  );
};

export default bookmarkRoutes;
