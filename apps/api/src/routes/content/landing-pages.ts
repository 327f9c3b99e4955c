import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { shownLandingPage, shownLandingPages } from '../../services/content/landing-pages.js';
import { Block, expandBlocks } from './blocks.js';

const Slug = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9][a-z0-9_-]*$' });

const LandingPageSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** Where the page sends the browser instead, or null. */
  redirect_url: Type.Union([Type.String(), Type.Null()]),
  updated_at: Type.String({ format: 'date-time' }),
});

const LandingPage = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  extend: Type.Object({ is_show_header: Type.Boolean(), is_show_footer: Type.Boolean() }),
  /** Blocks in display order; the first coupon block holds the page's coupons with is_taken. */
  layout: Type.Array(Block),
  updated_at: Type.String({ format: 'date-time' }),
});

/** Landing pages (/lp/{slug}): campaign pages built from blocks, or a redirect elsewhere. */
const landingPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/lp',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Shown landing pages',
        response: { 200: Type.Object({ data: Type.Array(LandingPageSummary) }), ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const rows = await shownLandingPages(app.db, request.channel.id);
      return {
        data: rows.map((row) => ({
          slug: row.slug,
          title: row.title,
          description: row.description,
          redirect_url: row.redirectUrl,
          updated_at: row.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/v1/lp/:slug',
    {
      config: { publicCache: true },
      preHandler: app.identify,
      schema: {
        tags: ['content'],
        summary:
          'One landing page; a page configured to redirect answers the x-redirect header (and no blocks)',
        params: Type.Object({ slug: Slug }),
        response: {
          200: Type.Object({ data: LandingPage }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const row = await shownLandingPage(app.db, request.channel.id, request.params.slug);
      if (!row)
        throw new HttpError(404, 'お探しのページが見つかりませんでした', {
          code: 'landing_page_not_found',
        });
      if (row.redirectUrl) reply.header('x-redirect', row.redirectUrl);
      const layout = row.redirectUrl
        ? []
        : await expandBlocks(row.layout, {
            db: app.db,
            channelId: request.channel.id,
            userId: request.member?.id,
          });
      return {
        data: {
          slug: row.slug,
          title: row.title,
          description: row.description,
          extend: { is_show_header: row.isShowHeader, is_show_footer: row.isShowFooter },
          layout,
          updated_at: row.updatedAt.toISOString(),
        },
      };
    },
  );
};

export default landingPageRoutes;
