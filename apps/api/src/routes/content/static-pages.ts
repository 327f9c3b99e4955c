import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { shownStaticPage, staticPageUrls } from '../../services/content/static-pages.js';

const StaticPage = Type.Object({
  url: Type.String({ description: 'Path on the shop, e.g. /guide/' }),
  title: Type.String(),
  description: Type.String({ description: 'Meta description' }),
  body: Type.String({ description: 'HTML' }),
  updated_at: Type.String({ format: 'date-time' }),
});

/** The stored form of a shop path: one leading and one trailing slash, no empty segments. */
export function pagePath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** Operator-written pages (guide, legal notice, privacy policy, ...) served at their shop path. */
const staticPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/static-pages/urls',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Paths of every static page',
        response: { 200: Type.Object({ data: Type.Array(Type.String()) }), ...SHOP_ERRORS },
      },
    },
    async (request) => {
      return { data: await staticPageUrls(app.db, request.channel.id) };
    },
  );

  app.get(
    '/v1/static-pages/url/*',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'The static page at a shop path (/v1/static-pages/url/guide/ for /guide/)',
        params: Type.Object({ '*': Type.String({ maxLength: 1000 }) }),
        response: { 200: Type.Object({ data: StaticPage }), 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const url = pagePath(request.params['*']);
      const row = await shownStaticPage(app.db, request.channel.id, url);
      if (!row)
        throw new HttpError(404, 'お探しのページが見つかりませんでした', {
          code: 'static_page_not_found',
        });
      return {
        data: {
          url: row.url,
          title: row.title,
          description: row.description,
          body: row.body,
          updated_at: row.updatedAt.toISOString(),
        },
      };
    },
  );
};

export default staticPageRoutes;
