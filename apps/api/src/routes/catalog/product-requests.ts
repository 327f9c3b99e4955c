import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, PageQuery, SHOP_ERRORS } from '../../schemas.js';
import { ProductRequestHistory } from '../../schemas/catalog.js';
import { findProduct, viewerOf } from '../../services/catalog.js';
import {
  createProductRequest,
  deleteProductRequest,
  hasOpenRestockRequest,
  productRequestPage,
  requestEntries,
  requestedProduct,
} from '../../services/histories/product-requests.js';
import { paging, setPagingHeaders } from '../../services/paging.js';
import { memberOf } from '../../plugins/auth.js';
import { ProductRef, removeOwn } from './history-common.js';

/** Spec section 7 "Products": restock and new-product requests of members, and their history. */
const productRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        const product = await requestedProduct(app.db, productId);
        // A product in stock takes requests only when the shop marks its model requestable.
        inStock = (product?.stock ?? 0) > 0;
        if (product && inStock && !product.isRequestable)
          throw new HttpError(422, 'この商品は在庫があるため、再入荷リクエストは不要です', {
            code: 'product_in_stock',
          });
        // One open restock request per member and product: the mail goes out once anyway.
        const open = !inStock && (await hasOpenRestockRequest(app.db, member.id, productId));
        if (open)
          throw new HttpError(422, 'この商品の再入荷はすでにリクエストいただいています', {
            code: 'product_request_exists',
          });
        productName = product?.label
          ? `${product.name}（${product.label}）`
          : (product?.name ?? name);
      }
      const row = await createProductRequest(app.db, {
        channelId: viewer.channelId,
        userId: member.id,
        productId,
        kind: productId === null || inStock ? 'new' : 'restock',
        name: productName,
        quantity: Number(quantityText),
        body: (body ?? '').trim(),
      });
      const [entry] = await requestEntries(app.db, viewer, [row]);
      return reply.status(201).send({ data: entry! });
    },
  );

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
      const page = paging(request.query);
      const { total, rows } = await productRequestPage(
        app.db,
        viewer.channelId,
        memberOf(request).id,
        page,
      );
      setPagingHeaders(reply, page, total);
      return { data: await requestEntries(app.db, viewer, rows) };
    },
  );

  removeOwn(
    app,
    '/v1/me/product-request-histories/:id',
    'Remove a product request',
    deleteProductRequest,
    'リクエスト履歴が見つかりませんでした',
  );
};

export default productRequestRoutes;
