import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, IdParams, SHOP_ERRORS } from '../../schemas.js';
import { shownLayout } from '../../services/content/layouts.js';
import { Block, expandBlocks } from './blocks.js';

const PageLayout = Type.Object({
  id: Type.Integer(),
  page: Type.String({ description: 'e.g. top, ec' }),
  title: Type.String(),
  /** In display order, references expanded (banners, news, collection products, free area). */
  blocks: Type.Array(Block),
  updated_at: Type.String({ format: 'date-time' }),
});

/** Page compositions the operator arranges: the top page of each shop is built from one. */
const layoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function answer(
    request: { channel: { id: string }; member: { id: number } | null },
    by: { page: string } | { id: number },
  ) {
    const row = await shownLayout(app.db, request.channel.id, by);
    if (!row) throw new HttpError(404, 'レイアウトが見つかりません', { code: 'layout_not_found' });
    const blocks = await expandBlocks(row.blocks, {
      db: app.db,
      channelId: request.channel.id,
      userId: request.member?.id,
    });
    return {
      data: {
        id: row.id,
        page: row.page,
        title: row.title,
        blocks,
        updated_at: row.updatedAt.toISOString(),
      },
    };
  }

  const response = {
    200: Type.Object({ data: PageLayout }),
    422: ErrorResponse,
    ...SHOP_ERRORS,
  };

  app.get(
    '/v1/layouts/:page',
    {
      config: { publicCache: true },
      preHandler: app.identify,
      schema: {
        tags: ['content'],
        summary: 'The layout of a page of the shop (top, ec, ...)',
        params: Type.Object({
          page: Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9][a-z0-9_-]*$' }),
        }),
        response,
      },
    },
    (request) => answer(request, { page: request.params.page }),
  );

  app.get(
    '/v1/pages/front/layout/:id',
    {
      config: { publicCache: true },
      preHandler: app.identify,
      schema: {
        tags: ['content'],
        summary: 'A page layout by id',
        params: IdParams,
        response,
      },
    },
    (request) => answer(request, { id: Number(request.params.id) }),
  );
};

export default layoutRoutes;
