import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { blogPage, publishedBlog } from '../../services/content/blogs.js';
import type { BlogRow } from '../../services/content/blogs.js';
import { PagingQuery, paging, setPagingHeaders } from '../../services/paging.js';
import { IdOrKeyParams } from './schemas.js';

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
      const page = paging(request.query);
      const { total, rows } = await blogPage(
        app.db,
        request.channel.id,
        { category, tag, keyword },
        page,
      );
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
      const row = await publishedBlog(app.db, request.channel.id, request.params.id);
      if (!row) throw new HttpError(404, '記事が見つかりません', { code: 'blog_not_found' });
      return { data: { ...toListItem(row), body: row.body } };
    },
  );
};

export default blogRoutes;
