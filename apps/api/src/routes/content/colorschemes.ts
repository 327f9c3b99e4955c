import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { colorschemes } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { SHOP_ERRORS } from '../../schemas.js';

/**
 * The colours every theme reads. A scheme saved without some of them still renders: the
 * missing ones come from this neutral palette instead of leaving the theme's CSS variables unset.
 */
export const BASE_PALETTE = {
  primary: '#1f2937',
  on_primary: '#ffffff',
  secondary: '#6b7280',
  on_secondary: '#ffffff',
  accent: '#d97706',
  text: '#111827',
  text_muted: '#6b7280',
  background: '#ffffff',
  surface: '#f9fafb',
  border: '#e5e7eb',
  link: '#1d4ed8',
  error: '#b91c1c',
  warning: '#b45309',
  success: '#15803d',
  info: '#0369a1',
  sale: '#dc2626',
} as const;

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
      const [scheme] = await app.db
        .select()
        .from(colorschemes)
        .where(
          and(eq(colorschemes.channelId, request.channel.id), eq(colorschemes.isSelected, true)),
        )
        .orderBy(asc(colorschemes.id))
        .limit(1);
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
