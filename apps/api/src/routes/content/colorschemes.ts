import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { SHOP_ERRORS } from '../../schemas.js';
import { BASE_PALETTE, selectedColorscheme } from '../../services/colorschemes.js';

export { BASE_PALETTE };

const Palette = Type.Object(
  Object.fromEntries(Object.keys(BASE_PALETTE).map((name) => [name, Type.String()])),
  { additionalProperties: Type.String() },
);

const Colorscheme = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  spinner: Type.Integer({ minimum: 1, maximum: 14, description: 'Loading spinner variant' }),
  cursor: Type.Integer({ minimum: 1, maximum: 3, description: 'Cursor variant' }),
  colors: Palette,
});

const colorschemeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/colorschemes/selected/front',
    {
      config: { publicCache: true },
      schema: {
        tags: ['settings'],
        summary: 'The colour scheme the shop has selected',
        response: { 200: Type.Object({ data: Colorscheme }), ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const scheme = await selectedColorscheme(app.db, request.channel.id);
      if (!scheme) {
        throw new HttpError(404, 'カラースキームが設定されていません', {
          code: 'colorscheme_not_found',
        });
      }
      return {
        data: {
          id: scheme.id,
          name: scheme.name,
          spinner: scheme.spinner,
          cursor: scheme.cursor,
          colors: { ...BASE_PALETTE, ...scheme.colors },
        },
      };
    },
  );
};

export default colorschemeRoutes;
