import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, arrayContains, desc, eq, getTableColumns, ilike, lte, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { blogs } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { PagingQuery, paging, setPagingHeaders } from '../../services/paging.js';
import { IdOrKeyParams, likePattern } from './schemas.js';

const BlogFields = {
  id: Type.Integer(),
  key: Type.String({ description: 'URL slug of /blog/{key}' }),
  category: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  author: Type.String(),
  tags: Type.Array(Type.String()),
  published_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
};
const BlogListItem = Type.Object(BlogFields);
const Blog = Type.Object({ ...BlogFields, body: Type.String({ description: 'HTML' }) });

type BlogRow = typeof blogs.$inferSelect;

function toListItem(row: Omit<BlogRow, 'body'>) {
  return {
    id: row.id,
    key: row.key,
    category: row.category,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    tags: row.tags,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const published = (channelId: string): SQL =>
  and(eq(blogs.channelId, channelId), eq(blogs.isShow, true), lte(blogs.publishedAt, new Date()))!;

/** The shop's blog (読みもの): a paged list without bodies and one article by id or key. */
const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/blogs',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Published blog articles, newest first',
        querystring: Type.Object({
          ...PagingQuery,
          category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          tag: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: {
          200: Type.Object({ data: Type.Array(BlogListItem) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { category, tag, keyword } = request.query;
      const conditions: SQL[] = [published(request.channel.id)];
      if (category) conditions.push(eq(blogs.category, category));
      if (tag) conditions.push(arrayContains(blogs.tags, [tag]));
      const word = keyword?.trim();
      if (word) {
        const pattern = likePattern(word);
        conditions.push(
          or(
            ilike(blogs.title, pattern),
            ilike(blogs.excerpt, pattern),
            ilike(blogs.body, pattern),
          )!,
        );
      }
      const where = and(...conditions);
      const page = paging(request.query);
      const total = await app.db.$count(blogs, where);
      const { body: _body, ...columns } = getTableColumns(blogs);
      const rows = await app.db
        .select(columns)
        .from(blogs)
        .where(where)
        .orderBy(desc(blogs.publishedAt), desc(blogs.id))
        .limit(page.per)
        .offset(page.offset);
      setPagingHeaders(reply, page, total);
      return { data: rows.map(toListItem) };
    },
  );

  app.get(
    '/v1/blogs/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'One blog article by id or key',
        params: IdOrKeyParams,
        response: { 200: Type.Object({ data: Blog }), 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      const byId = /^[1-9][0-9]{0,8}$/.test(id);
      const [row] = await app.db
        .select()
        .from(blogs)
        .where(
          and(
            published(request.channel.id),
            byId ? or(eq(blogs.id, Number(id)), eq(blogs.key, id)) : eq(blogs.key, id),
          ),
        )
        .orderBy(blogs.id)
        .limit(1);
      if (!row) throw new HttpError(404, '記事が見つかりません', { code: 'blog_not_found' });
      return { data: { ...toListItem(row), body: row.body } };
    },
  );
};

export default blogRoutes;
