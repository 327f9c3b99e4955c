import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, ilike, inArray, lte, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { news, newsReads } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { PagingQuery, paging, setPagingHeaders } from '../../services/paging.js';
import { IdOrKeyParams, likePattern } from './schemas.js';

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

type NewsRow = typeof news.$inferSelect;

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

/** Ids among `ids` the member has read (none for a guest). */
export async function readNewsIds(
  db: Database,
  userId: number | undefined,
  ids: number[],
): Promise<Set<number>> {
  if (userId === undefined || ids.length === 0) return new Set();
  const rows = await db
    .select({ newsId: newsReads.newsId })
    .from(newsReads)
    .where(and(eq(newsReads.userId, userId), inArray(newsReads.newsId, ids)));
  return new Set(rows.map((row) => row.newsId));
}

/** Published news of a shop (shown, publication time reached). */
export const publishedNews = (channelId: string): SQL =>
  and(eq(news.channelId, channelId), eq(news.isShow, true), lte(news.publishedAt, new Date()))!;

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
      const conditions: SQL[] = [publishedNews(request.channel.id)];
      if (category) conditions.push(eq(news.category, category));
      const word = keyword?.trim();
      if (word) {
        const pattern = likePattern(word);
        conditions.push(or(ilike(news.title, pattern), ilike(news.body, pattern))!);
      }
      const where = and(...conditions);
      const page = paging(request.query);
      const total = await app.db.$count(news, where);
      const rows = await app.db
        .select()
        .from(news)
        .where(where)
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(page.per)
        .offset(page.offset);
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
      const { id } = request.params;
      const byId = /^[1-9][0-9]{0,8}$/.test(id);
      const [row] = await app.db
        .select()
        .from(news)
        .where(
          and(
            publishedNews(request.channel.id),
            byId ? or(eq(news.id, Number(id)), eq(news.key, id)) : eq(news.key, id),
          ),
        )
        .orderBy(news.id)
        .limit(1);
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
      const [row] = await app.db
        .select({ id: news.id })
        .from(news)
        .where(and(publishedNews(request.channel.id), eq(news.id, id)));
      if (!row) throw notFound();
      await app.db
        .insert(newsReads)
        .values({ userId: request.member!.id, newsId: id })
        .onConflictDoNothing();
      return { data: { id, is_read: true } };
    },
  );
};

export default newsRoutes;
