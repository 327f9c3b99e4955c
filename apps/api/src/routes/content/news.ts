import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  markNewsRead,
  newsPage,
  publishedNewsItem,
  readNewsIds,
} from '../../services/content/news.js';
import type { NewsRow } from '../../services/content/news.js';
import { PagingQuery, paging, setPagingHeaders } from '../../services/paging.js';
import { IdOrKeyParams } from './schemas.js';

export const NewsItem = Type.Object({
  id: Type.Integer(),
  key: Type.String({ description: 'URL slug of /news/{key}' }),
  category: Type.String(),
  title: Type.String(),
  body: Type.String({ description: 'HTML' }),
  is_important: Type.Boolean(),
  /** Always false for guests. */
  is_read: Type.Boolean(),
  published_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export function toNewsItem(row: NewsRow, read: ReadonlySet<number>) {
  return {
    id: row.id,
    key: row.key,
    category: row.category,
    title: row.title,
    body: row.body,
    is_important: row.isImportant,
    is_read: read.has(row.id),
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const notFound = () => new HttpError(404, 'お知らせが見つかりません', { code: 'news_not_found' });

/** Shop news (お知らせ): a paged list, one item by id or key, and marking read for members. */
const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/news',
    {
      config: { publicCache: true },
      preHandler: app.identify,
      schema: {
        tags: ['content'],
        summary: 'Published news, newest first (is_read for members)',
        querystring: Type.Object({
          ...PagingQuery,
          category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: {
          200: Type.Object({ data: Type.Array(NewsItem) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { category, keyword } = request.query;
      const page = paging(request.query);
      const { total, rows } = await newsPage(
        app.db,
        request.channel.id,
        { category, keyword },
        page,
      );
      setPagingHeaders(reply, page, total);
      const read = await readNewsIds(
        app.db,
        request.member?.id,
        rows.map((row) => row.id),
      );
      return { data: rows.map((row) => toNewsItem(row, read)) };
    },
  );

  app.get(
    '/v1/news/:id',
    {
      config: { publicCache: true },
      preHandler: app.identify,
      schema: {
        tags: ['content'],
        summary: 'One news item by id or key',
        params: IdOrKeyParams,
        response: { 200: Type.Object({ data: NewsItem }), 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const row = await publishedNewsItem(app.db, request.channel.id, request.params.id);
      if (!row) throw notFound();
      const read = await readNewsIds(app.db, request.member?.id, [row.id]);
      return { data: toNewsItem(row, read) };
    },
  );

  app.post(
    '/v1/news/readables',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['content'],
        summary: 'Marks a news item read for the member',
        security: [{ bearer: [] }],
        body: Type.Object({ readable_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: {
          200: Type.Object({ data: Type.Object({ id: Type.Integer(), is_read: Type.Boolean() }) }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const id = request.body.readable_id;
      if (!(await markNewsRead(app.db, request.channel.id, request.member!.id, id)))
        throw notFound();
      return { data: { id, is_read: true } };
    },
  );
};

export default newsRoutes;
