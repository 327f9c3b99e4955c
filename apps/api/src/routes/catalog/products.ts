import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productReviewSchema } from '@mise/validation';
import { Type } from 'typebox';
import type { ProductRelationKind } from '../../db/schema.js';
import { HttpError, unprocessable } from '../../errors.js';
import { ErrorResponse, PageQuery, SHOP_ERRORS } from '../../schemas.js';
import {
  categoryIndex,
  findProduct,
  PRODUCT_SORTS,
  productDetail,
  productListItems,
  searchProducts,
  viewerOf,
} from '../../services/catalog.js';
import type { CategoryIndex } from '../../services/catalog.js';
import {
  DEFAULT_PER_PAGE,
  PRODUCTS_PER_PAGE,
  PagingQuery,
  paging,
  setPagingHeaders,
} from '../../services/paging.js';
import { likeProduct, unlikeProduct } from '../../services/products/likes.js';
import { relatedProductIds } from '../../services/products/relations.js';
import { hasReviewed, insertReview, modelReviewPage } from '../../services/products/reviews.js';
import type { ReviewRow } from '../../services/products/reviews.js';
import { referenceId } from '../../services/reference/lookup.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { isVehicleOfMaker } from '../../services/vehicles.js';
import { IdOrKey, ProductKeyParams, TagTokenQuery } from './common.js';
import { ProductDetailResponse, ProductList, Review } from '../../schemas/catalog.js';
import { memberOf } from '../../plugins/auth.js';

const yen = Type.String({ pattern: '^[0-9]{1,9}$', description: 'tax-inclusive yen' });
const flag = Type.Union([
  Type.Literal('1'),
  Type.Literal('0'),
  Type.Literal('true'),
  Type.Literal('false'),
]);

const ProductListQuery = Type.Object({
  keyword: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'words separated by spaces, all of which must match; width, case and hiragana/katakana do not matter',
    }),
  ),
  category: Type.Optional(IdOrKey),
  child: Type.Optional(flag),
  maker: Type.Optional(IdOrKey),
  brand: Type.Optional(IdOrKey),
  tag: Type.Optional(IdOrKey),
  vehicle: Type.Optional(
    Type.String({
      pattern: '^[1-9][0-9]{0,8}$',
      description:
        '車種から探す: parts fitting this vehicle (id from GET /v1/vehicles); ignored, with vehicle_year, when it is not of vehicle_maker',
    }),
  ),
  vehicle_maker: Type.Optional({
    ...IdOrKey,
    description: 'parts fitting any vehicle of this maker (id or key from GET /v1/vehicle-makers)',
  }),
  vehicle_year: Type.Optional(
    Type.String({
      pattern: '^(19|20)[0-9]{2}$',
      description: 'model year: parts fitting the vehicle (or maker) of that year',
    }),
  ),
  price_min: Type.Optional(yen),
  price_max: Type.Optional(yen),
  in_stock: Type.Optional(flag),
  sort: Type.Optional(
    Type.Union(
      PRODUCT_SORTS.map((sort) => Type.Literal(sort)),
      {
        description: 'recommend (default), new, price_asc, price_desc, popular, review',
      },
    ),
  ),
  page: PagingQuery.page,
  per: PagingQuery.per,
  /** Alias of per. */
  per_page: PagingQuery.per,
  ...TagTokenQuery,
});

const ProductRefQuery = Type.Object({ ...TagTokenQuery });

const isOn = (value: string | undefined) => value === '1' || value === 'true';

const ReviewBody = bodyOf(productReviewSchema);
const LikeResult = Type.Object({
  result: Type.Boolean(),
  product_id: Type.Integer(),
  is_favorite: Type.Boolean(),
});

/** Spec section 7 "Products": the catalogue list and detail, relations, reviews and likes. */
const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** A maker, brand or tag of the shop by id or key; -1 (matches nothing) when there is none. */
  async function refId(
    kind: 'maker' | 'brand' | 'tag',
    channelId: string,
    idOrKey: string | undefined,
  ): Promise<number | undefined> {
    if (idOrKey === undefined) return undefined;
    return (await referenceId(app.db, kind, channelId, idOrKey)) ?? -1;
  }

  app.get(
    '/v1/products',
    {
      config: { publicCache: true },
      preHandler: app.identify,
      schema: {
        tags: ['products'],
        summary: 'Product list (15 per page) with search, filters and sort',
        querystring: ProductListQuery,
        response: { 200: ProductList, 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const priceMin = query.price_min === undefined ? undefined : Number(query.price_min);
      const priceMax = query.price_max === undefined ? undefined : Number(query.price_max);
      if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
        throw unprocessable('入力内容に誤りがあります', {
          price_max: ['価格の上限は下限以上の金額を指定してください'],
        });
      const viewer = await viewerOf(request, query.tag_token);
      const channelId = request.channel.id;
      let categoryIds: number[] | undefined;
      let index: CategoryIndex | undefined;
      if (query.category !== undefined) {
        index = await categoryIndex(app.db, channelId, 'products');
        const category = index.find(query.category);
        categoryIds = category
          ? isOn(query.child)
            ? index.descendants(category.id)
            : [category.id]
          : [];
      }
      const page = paging(
        { page: query.page, per: query.per ?? query.per_page },
        PRODUCTS_PER_PAGE,
      );
      let vehicleId = query.vehicle === undefined ? undefined : Number(query.vehicle);
      let vehicleYear = query.vehicle_year === undefined ? undefined : Number(query.vehicle_year);
      const vehicleMakerId = await refId('maker', channelId, query.vehicle_maker);
      // Sent without script, 車種から探す keeps the model and year lists of the maker chosen
      // before: a vehicle of another maker than the one now chosen is that old choice, and the
      // maker wins.
      if (
        vehicleId !== undefined &&
        vehicleMakerId !== undefined &&
        !(await isVehicleOfMaker(app.db, vehicleId, vehicleMakerId))
      ) {
        vehicleId = undefined;
        vehicleYear = undefined;
      }
      const { ids, total } = await searchProducts(
        app.db,
        viewer,
        {
          keyword: query.keyword,
          categoryIds,
          makerId: await refId('maker', channelId, query.maker),
          brandId: await refId('brand', channelId, query.brand),
          tagId: await refId('tag', channelId, query.tag),
          vehicleId,
          vehicleMakerId,
          vehicleYear,
          priceMin,
          priceMax,
          inStock: isOn(query.in_stock),
          sort: query.sort ?? 'recommend',
          limit: page.per,
          offset: page.offset,
        },
        app.counts,
      );
      setPagingHeaders(reply, page, total);
      // The category index read for the filter serves the items' category paths too.
      return { data: await productListItems(app.db, viewer, ids, index) };
    },
  );

  app.get(
    '/v1/products/:key',
    {
      config: { publicCache: true },
      preHandler: app.identify,
      schema: {
        tags: ['products'],
        summary: 'One product with its model (variants), images, categories, tags and reviews',
        params: ProductKeyParams,
        querystring: ProductRefQuery,
        response: { 200: ProductDetailResponse, 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request, request.query.tag_token);
      const id = await findProduct(app.db, viewer, request.params.key);
      return { data: await productDetail(app.db, viewer, id) };
    },
  );

  const related = (kind: ProductRelationKind, path: string, summary: string) =>
    app.get(
      path,
      {
        config: { publicCache: true },
        preHandler: app.identify,
        schema: {
          tags: ['products'],
          summary,
          params: ProductKeyParams,
          querystring: ProductRefQuery,
          response: { 200: ProductList, 422: ErrorResponse, ...SHOP_ERRORS },
        },
      },
      async (request) => {
        const viewer = await viewerOf(request, request.query.tag_token);
        const id = await findProduct(app.db, viewer, request.params.key);
        const ids = await relatedProductIds(app.db, id, kind);
        return { data: await productListItems(app.db, viewer, ids) };
      },
    );
  related('recommend', '/v1/products/:key/recommend', 'Products recommended with this one');
  related('accessory', '/v1/products/:key/accessories', 'Accessories of this product');

  app.get(
    '/v1/products/:key/reviews',
    {
      config: { publicCache: true },
      schema: {
        tags: ['products'],
        summary: "Reviews of a product's model, newest first (paged, 10 per page)",
        params: ProductKeyParams,
        querystring: Type.Object({ ...PageQuery.properties, ...TagTokenQuery }),
        response: {
          200: Type.Object({ data: Type.Array(Review) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request, request.query.tag_token);
      const id = await findProduct(app.db, viewer, request.params.key);
      const page = paging(request.query, DEFAULT_PER_PAGE);
      const { total, rows } = await modelReviewPage(app.db, id, page);
      setPagingHeaders(reply, page, total);
      return { data: rows.map(toReview) };
    },
  );

  app.post(
    '/v1/products/:productId/reviews',
    {
      preHandler: app.authenticate,
      config: { captcha: 'review' },
      schema: {
        tags: ['products'],
        summary: 'Post a review of a product (member)',
        security: [{ bearer: [] }],
        params: Type.Object({ productId: Type.String({ minLength: 1, maxLength: 100 }) }),
        body: ReviewBody,
        response: {
          201: Type.Object({ data: Review }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const viewer = await viewerOf(request);
      const productId = await findProduct(app.db, viewer, request.params.productId);
      const values = await validateBody(productReviewSchema, request.body);
      if (await hasReviewed(app.db, productId, member.id))
        throw new HttpError(422, 'この商品のレビューは投稿済みです', {
          code: 'review_already_posted',
        });
      const nickname = values.nickname?.trim() || '匿名希望';
      const row = await insertReview(app.db, {
        productId,
        userId: member.id,
        rating: Number(values.rating),
        title: values.title.trim(),
        body: values.body.trim(),
        nickname,
      });
      return reply.status(201).send({ data: toReview(row) });
    },
  );

  const like = (method: 'post' | 'delete') =>
    app.route({
      method: method.toUpperCase(),
      url: '/v1/products/:key/likes',
      preHandler: app.authenticate,
      schema: {
        tags: ['products'],
        summary: method === 'post' ? 'Add a product to favourites' : 'Remove it from favourites',
        security: [{ bearer: [] }],
        params: ProductKeyParams,
        response: { 200: LikeResult, 401: ErrorResponse, 422: ErrorResponse, ...SHOP_ERRORS },
      },
      handler: async (request) => {
        const member = memberOf(request);
        const { key } = request.params;
        const productId = await findProduct(app.db, await viewerOf(request), key);
        if (method === 'post') {
          await likeProduct(app.db, member.id, productId);
        } else {
          await unlikeProduct(app.db, member.id, productId);
        }
        return { result: true, product_id: productId, is_favorite: method === 'post' };
      },
    });
  like('post');
  like('delete');
};

function toReview(row: ReviewRow) {
  return {
    id: row.id,
    product_id: row.productId,
    rating: row.rating,
    title: row.title,
    body: row.body,
    nickname: row.nickname,
    created_at: row.createdAt.toISOString(),
  };
}

export default productRoutes;
