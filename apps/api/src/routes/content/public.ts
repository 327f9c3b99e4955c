import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { loadFrontSettings } from '../../services/front-settings.js';
import { SHOP_ERRORS } from '../../schemas.js';

const PublicInfo = Type.Object({
  channel_id: Type.String(),
  name: Type.String(),
  kind: Type.Union([Type.Literal('consumer'), Type.Literal('business')]),
  theme: Type.String(),
  api_base: Type.String(),
  storage_url: Type.String(),
  language: Type.Literal('ja'),
});

/** What the storefront reads before anything else: which shop it is and where its API lives. */
const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public.json',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public information of the shop (no login)',
        response: { 200: Type.Object({ data: PublicInfo }), ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const { channel } = request;
      const settings = await loadFrontSettings(app.db, channel, app.config);
      return {
        data: {
          channel_id: channel.id,
          name: channel.name,
          kind: channel.kind,
          theme: channel.theme,
          api_base: '/v1',
          storage_url: settings['SITE.STORAGE_URL'],
          language: 'ja' as const,
        },
      };
    },
  );
};

export default publicRoutes;
