import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, count, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  productHistories,
  productModels,
  productRequests,
  productSearchHistories,
  products,
} from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { ErrorResponse, IdParams, PageQuery, Result, SHOP_ERRORS } from '../../schemas.js';
import { findProduct, productSummaries, viewerOf } from '../../services/catalog.js';
import type { Viewer } from '../../services/catalog.js';
import { paging, setPagingHeaders } from '../../services/paging.js';
import {
  ProductHistory,
  ProductRequestHistory,
  ProductSearchHistory,
} from '../../schemas/catalog.js';
import { memberOf } from '../../plugins/auth.js';

/** Spec section 9: recently viewed products are capped at 10. */
export const PRODUCT_HISTORY_LIMIT = 10;
/** Search words kept per shopper (the list pages by 10). */
const SEARCH_HISTORY_LIMIT = 100;

/** A guest is recognised by this cookie (or the X-Guest-Id header) across visits. */
export const GUEST_COOKIE = 'mise_guest_id';
const GUEST_HEADER = 'x-guest-id';
const GUEST_ID = /^[A-Za-z0-9_-]{16,64}$/;

function guestIdOf(request: FastifyRequest): string | null {
  const header = request.headers[GUEST_HEADER];
  const fromHeader = typeof header === 'string' ? header.trim() : '';
  if (GUEST_ID.test(fromHeader)) return fromHeader;
  const cookie = request.cookies[GUEST_COOKIE] ?? '';
  return GUEST_ID.test(cookie) ? cookie : null;
}

/** The guest id of the request, or a new one remembered in a cookie for a year. */
function ensureGuestId(request: FastifyRequest, reply: FastifyReply): string {
  const known = guestIdOf(request);
  if (known) return known;
  const id = randomUUID();
  void reply.setCookie(GUEST_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 365 * 24 * 3600,
  });
  return id;
}

type Owner = { userId: number } | { guestId: string };

const ProductRef = Type.Union(
  [Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 100 })],
  {
    description: 'product id or key',
  },
);

const GuestIdResponse = Type.Union([Type.String(), Type.Null()], {
  description: 'the guest id (also set as the mise_guest_id cookie); null for a member',
});

/** Spec section 7 "Products": browsing, search-word and product-request histories. */
const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const historyOwner = (channelId: string, owner: Owner): SQL =>
    'userId' in owner
      ? and(eq(productHistories.channelId, channelId), eq(productHistories.userId, owner.userId))!
      : and(
          eq(productHistories.channelId, channelId),
          isNull(productHistories.userId),
          eq(productHistories.guestId, owner.guestId),
        )!;

  /** The owner's viewed products, newest first (at most 10, shown products only). */
  async function viewedProducts(viewer: Viewer, owner: Owner) {
    const rows = await app.db
      .select()
      .from(productHistories)
      .where(historyOwner(viewer.channelId, owner))
      .orderBy(desc(productHistories.viewedAt), desc(productHistories.id))
      .limit(PRODUCT_HISTORY_LIMIT);
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
              viewed_at: row.viewedAt.toISOString(),
            },
          ]
        : [];
    });
  }

  function pageOf<T>(reply: FastifyReply, query: { page?: string; per?: string }, rows: T[]) {
    const page = paging(query);
    setPagingHeaders(reply, page, rows.length);
    return rows.slice(page.offset, page.offset + page.per);
  }

  const HistoryList = Type.Object({ data: Type.Array(ProductHistory) });

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
      const owner: Owner = request.member
        ? { userId: request.member.id }
        : { guestId: ensureGuestId(request, reply) };
      const mine = historyOwner(viewer.channelId, owner);
      await app.db.transaction(async (tx) => {
        // Newest first, each product once, ten at most (spec sections 4 and 9).
        await tx
          .delete(productHistories)
          .where(and(mine, eq(productHistories.productId, productId)));
        await tx.insert(productHistories).values({
          channelId: viewer.channelId,
          productId,
          ...('userId' in owner ? { userId: owner.userId } : { guestId: owner.guestId }),
        });
        const keep = tx
          .select({ id: productHistories.id })
          .from(productHistories)
          .where(mine)
          .orderBy(desc(productHistories.viewedAt), desc(productHistories.id))
          .limit(PRODUCT_HISTORY_LIMIT);
        await tx.delete(productHistories).where(and(mine, notInArray(productHistories.id, keep)));
      });
      return {
        data: await viewedProducts(viewer, owner),
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
      const rows = guestId ? await viewedProducts(viewer, { guestId }) : [];
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
      const rows = await viewedProducts(await viewerOf(request), {
        userId: memberOf(request).id,
      });
      return { data: pageOf(reply, request.query, rows) };
    },
  );

  /** Deletes one row of the member's own list; 404 with `message` when it is not theirs. */
  const removeOwn = (
    path: string,
    summary: string,
    table: typeof productHistories | typeof productSearchHistories | typeof productRequests,
    message: string,
  ) =>
    app.delete(
      path,
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['histories'],
          summary,
          security: [{ bearer: [] }],
          params: IdParams,
          response: { 200: Result, 401: ErrorResponse, 422: ErrorResponse, ...SHOP_ERRORS },
        },
      },
      async (request) => {
        const member = memberOf(request);
        const deleted = await app.db
          .delete(table)
          .where(
            and(
              eq(table.id, Number(request.params.id)),
              eq(table.userId, member.id),
              eq(table.channelId, request.channel.id),
            ),
          )
          .returning({ id: table.id });
        if (deleted.length === 0) throw new HttpError(404, message, { code: 'history_not_found' });
        return { result: true };
      },
    );

  removeOwn(
    '/v1/me/product-histories/:id',
    'Remove a viewed product',
    productHistories,
    '閲覧履歴が見つかりませんでした',
  );

  app.post(
    '/v1/product-search-histories',
    {
      preHandler: app.identify,
      schema: {
        tags: ['histories'],
        summary: 'Record a search word (the word in query)',
        body: Type.Object({ query: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: {
          201: Type.Object({ data: ProductSearchHistory, guest_id: GuestIdResponse }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      // Spec section 5: a word that is blank once trimmed is no search.
      const word = (request.body.query ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ');
      if (word === '')
        throw new HttpError(422, '入力内容に誤りがあります', {
          errors: { query: ['検索キーワードを入力してください'] },
        });
      if (word.length > 100)
        throw new HttpError(422, '入力内容に誤りがあります', {
          errors: { query: ['検索キーワードは100文字以内で入力してください'] },
        });
      const channelId = request.channel.id;
      const owner: Owner = request.member
        ? { userId: request.member.id }
        : { guestId: ensureGuestId(request, reply) };
      const mine =
        'userId' in owner
          ? and(
              eq(productSearchHistories.channelId, channelId),
              eq(productSearchHistories.userId, owner.userId),
            )!
          : and(
              eq(productSearchHistories.channelId, channelId),
              isNull(productSearchHistories.userId),
              eq(productSearchHistories.guestId, owner.guestId),
            )!;
      const row = await app.db.transaction(async (tx) => {
        await tx
          .delete(productSearchHistories)
          .where(and(mine, eq(productSearchHistories.query, word)));
        const [inserted] = await tx
          .insert(productSearchHistories)
          .values({
            channelId,
            query: word,
            ...('userId' in owner ? { userId: owner.userId } : { guestId: owner.guestId }),
          })
          .returning();
        const keep = tx
          .select({ id: productSearchHistories.id })
          .from(productSearchHistories)
          .where(mine)
          .orderBy(desc(productSearchHistories.createdAt), desc(productSearchHistories.id))
          .limit(SEARCH_HISTORY_LIMIT);
        await tx
          .delete(productSearchHistories)
          .where(and(mine, notInArray(productSearchHistories.id, keep)));
        return inserted;
      });
      if (!row) throw new Error('search history insert returned nothing');
      return reply.status(201).send({
        data: toSearchHistory(row),
        guest_id: 'guestId' in owner ? owner.guestId : null,
      });
    },
  );

  app.get(
    '/v1/me/product-search-histories',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['histories'],
        summary: "The member's search words, newest first (paged, 10 per page)",
        security: [{ bearer: [] }],
        querystring: PageQuery,
        response: {
          200: Type.Object({ data: Type.Array(ProductSearchHistory) }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const mine = and(
        eq(productSearchHistories.channelId, request.channel.id),
        eq(productSearchHistories.userId, memberOf(request).id),
      );
      const page = paging(request.query);
      const [total] = await app.db.select({ n: count() }).from(productSearchHistories).where(mine);
      const rows = await app.db
        .select()
        .from(productSearchHistories)
        .where(mine)
        .orderBy(desc(productSearchHistories.createdAt), desc(productSearchHistories.id))
        .limit(page.per)
        .offset(page.offset);
      setPagingHeaders(reply, page, total?.n ?? 0);
      return { data: rows.map(toSearchHistory) };
    },
  );

  removeOwn(
    '/v1/me/product-search-histories/:id',
    'Remove a search word',
    productSearchHistories,
    '検索履歴が見つかりませんでした',
  );

  app.post(
    '/v1/product-requests',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['histories'],
        summary:
          'Ask for a sold-out product to be restocked (product_id), for a product of a requestable model (product_id, kind new) or for a new product (name)',
        security: [{ bearer: [] }],
        body: Type.Object({
          product_id: Type.Optional(ProductRef),
          name: Type.Optional(Type.String({ maxLength: 1000 })),
          quantity: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 })])),
          body: Type.Optional(Type.String({ maxLength: 5000 })),
        }),
        response: {
          201: Type.Object({ data: ProductRequestHistory }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const viewer = await viewerOf(request);
      const { product_id: ref, body } = request.body;
      const name = (request.body.name ?? '').trim();
      const quantityText = String(request.body.quantity ?? '1').trim();
      const errors: Record<string, string[]> = {};
      if (ref === undefined && name === '') errors.name = ['商品名は必須項目です'];
      if (name.length > 100) errors.name = ['商品名は100文字以内で入力してください'];
      if (!/^[0-9]{1,3}$/.test(quantityText) || Number(quantityText) < 1)
        errors.quantity = ['数量は1〜999の数字で入力してください'];
      if ((body ?? '').length > 1000) errors.body = ['ご要望は1000文字以内で入力してください'];
      if (Object.keys(errors).length > 0)
        throw new HttpError(422, '入力内容に誤りがあります', { errors });
      let productId: number | null = null;
      let inStock = false;
      let productName = name;
      if (ref !== undefined) {
        productId = await findProduct(app.db, viewer, String(ref));
        const [product] = await app.db
          .select({
            name: products.name,
            label: products.variantLabel,
            stock: products.stock,
            isRequestable: productModels.isRequestable,
          })
          .from(products)
          .innerJoin(productModels, eq(productModels.id, products.modelId))
          .where(eq(products.id, productId));
        // A product in stock takes requests only when the shop marks its model requestable.
        inStock = (product?.stock ?? 0) > 0;
        if (product && inStock && !product.isRequestable)
          throw new HttpError(422, 'この商品は在庫があるため、再入荷リクエストは不要です', {
            code: 'product_in_stock',
          });
        // One open restock request per member and product: the mail goes out once anyway.
        const [open] = inStock
          ? []
          : await app.db
              .select({ id: productRequests.id })
              .from(productRequests)
              .where(
                and(
                  eq(productRequests.userId, member.id),
                  eq(productRequests.productId, productId),
                  eq(productRequests.kind, 'restock'),
                  isNull(productRequests.notifiedAt),
                ),
              )
              .limit(1);
        if (open)
          throw new HttpError(422, 'この商品の再入荷はすでにリクエストいただいています', {
            code: 'product_request_exists',
          });
        productName = product?.label
          ? `${product.name}（${product.label}）`
          : (product?.name ?? name);
      }
      const [row] = await app.db
        .insert(productRequests)
        .values({
          channelId: viewer.channelId,
          userId: member.id,
          productId,
          kind: productId === null || inStock ? 'new' : 'restock',
          name: productName,
          quantity: Number(quantityText),
          body: (body ?? '').trim(),
        })
        .returning();
      if (!row) throw new Error('product request insert returned nothing');
      const [entry] = await requestEntries(viewer, [row]);
      return reply.status(201).send({ data: entry! });
    },
  );

  async function requestEntries(viewer: Viewer, rows: (typeof productRequests.$inferSelect)[]) {
    const summaries = await productSummaries(
      app.db,
      viewer,
      rows.flatMap((row) => (row.productId === null ? [] : [row.productId])),
    );
    return rows.map((row) => ({
      id: row.id,
      product_id: row.productId,
      product: row.productId === null ? null : (summaries.get(row.productId) ?? null),
      kind: row.kind,
      name: row.name,
      quantity: row.quantity,
      body: row.body,
      created_at: row.createdAt.toISOString(),
    }));
  }

  app.get(
    '/v1/me/product-request-histories',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['histories'],
        summary: "The member's product requests, newest first (paged)",
        security: [{ bearer: [] }],
        querystring: PageQuery,
        response: {
          200: Type.Object({ data: Type.Array(ProductRequestHistory) }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const mine = and(
        eq(productRequests.channelId, viewer.channelId),
        eq(productRequests.userId, memberOf(request).id),
      );
      const page = paging(request.query);
      const [total] = await app.db.select({ n: count() }).from(productRequests).where(mine);
      const rows = await app.db
        .select()
        .from(productRequests)
        .where(mine)
        .orderBy(desc(productRequests.createdAt), desc(productRequests.id))
        .limit(page.per)
        .offset(page.offset);
      setPagingHeaders(reply, page, total?.n ?? 0);
      return { data: await requestEntries(viewer, rows) };
    },
  );

  removeOwn(
    '/v1/me/product-request-histories/:id',
    'Remove a product request',
    productRequests,
    'リクエスト履歴が見つかりませんでした',
  );
};

function toSearchHistory(row: typeof productSearchHistories.$inferSelect) {
  return { id: row.id, query: row.query, created_at: row.createdAt.toISOString() };
}

export default historyRoutes;
