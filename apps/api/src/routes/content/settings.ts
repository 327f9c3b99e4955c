import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FrontSettingsSchema, loadFrontSettings } from '../../services/front-settings.js';
import { SHOP_ERRORS } from '../../schemas.js';

/** The settings that drive the storefront's behaviour (spec section 3), every key always present. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/settings/front',
    {
      config: { publicCache: true },
      schema: {
        tags: ['settings'],
        summary: 'Front settings of the shop',
        response: { 200: Type.Object({ data: FrontSettingsSchema }), ...SHOP_ERRORS },
      },
    },
    async (request) => ({ data: await loadFrontSettings(app.db, request.channel, app.config) }),
  );
};

export default settingsRoutes;
