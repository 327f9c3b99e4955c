import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  countShownFreeAreas,
  shownFreeArea,
  shownFreeAreas,
} from '../../services/content/free-areas.js';
import type { FreeAreaRow } from '../../services/content/free-areas.js';
import { CodeParams } from './schemas.js';
import { ListQuery, listRows } from '../../services/paging.js';

const FreeArea = Type.Object({
  code: Type.String(),
  title: Type.String(),
  body: Type.String({ description: 'HTML' }),
  updated_at: Type.String({ format: 'date-time' }),
});

function toFreeArea(row: FreeAreaRow) {
  return {
    code: row.code,
    title: row.title,
    body: row.body,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** HTML areas the operator edits and the themes place by code (header notice, footer, ...). */
const freeAreaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/free-areas',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Free areas of the shop',
        querystring: ListQuery,
        response: {
          200: Type.Object({ data: Type.Array(FreeArea) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const channelId = request.channel.id;
      const rows = await listRows(
        reply,
        request.query,
        () => countShownFreeAreas(app.db, channelId),
        (range) => shownFreeAreas(app.db, channelId, range),
      );
      return { data: rows.map(toFreeArea) };
    },
  );

  app.get(
    '/v1/free-areas/:code',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'One free area by code',
        params: CodeParams,
        response: { 200: Type.Object({ data: FreeArea }), 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const row = await shownFreeArea(app.db, request.channel.id, request.params.code);
      if (!row)
        throw new HttpError(404, 'フリーエリアが見つかりません', { code: 'free_area_not_found' });
      return { data: toFreeArea(row) };
    },
  );
};

export default freeAreaRoutes;
