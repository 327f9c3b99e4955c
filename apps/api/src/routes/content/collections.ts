import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { collectionProductIds } from '../../services/content/collections.js';
import { PRODUCTS_PER_PAGE, PagingQuery, paging, setPagingHeaders } from '../../services/paging.js';
import { ProductCard, productCards } from '../../services/product-cards.js';

const Collection = Type.Object({
  alias: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** This page of the collection's shown products, in the operator's order. */
  products: Type.Array(ProductCard),
});

/** Curated product lists (おすすめ, 新商品 ...) addressed by alias. */
const collectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/collections/:alias',
    {
      config: { publicCache: true },
      preHandler: app.identify,
      schema: {
        tags: ['content'],
        summary:
          'A collection with one page of its products (paging headers; max_page_size caps the page, 1 for a single item)',
        params: Type.Object({
          alias: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9][a-z0-9_-]*$' }),
        }),
        querystring: Type.Object({
          ...PagingQuery,
          max_page_size: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' })),
        }),
        response: {
          200: Type.Object({ data: Collection }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const found = await collectionProductIds(app.db, request.channel.id, request.params.alias);
      if (!found)
        throw new HttpError(404, 'コレクションが見つかりません', { code: 'collection_not_found' });
      const { max_page_size: max, ...query } = request.query;
      const page = paging(query, PRODUCTS_PER_PAGE);
      if (max) {
        page.per = Math.min(page.per, Number(max));
        page.offset = (page.page - 1) * page.per;
      }
      // Hidden or removed products drop out of the page: count what would be shown.
      const shown = await productCards(
        app.db,
        request.channel.id,
        found.productIds,
        request.member?.id,
      );
      setPagingHeaders(reply, page, shown.length);
      return {
        data: {
          alias: found.collection.alias,
          title: found.collection.title,
          description: found.collection.description,
          products: shown.slice(page.offset, page.offset + page.per),
        },
      };
    },
  );
};

export default collectionRoutes;
