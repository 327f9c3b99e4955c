import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../schemas.js';
import { FRONT_SETTINGS } from '../../services/front-settings.js';
import { PRIVATE_SETTINGS, channelExists, putSetting } from '../../services/settings.js';

/**
 * Sets one front (or private, PRIVATE_SETTINGS) setting of a shop, as an operator would in the back office (which this API
 * does not have): end-to-end tests turn a setting on and off (GTM.ID, say) and put it back.
 * Answers the value before, so the caller can restore it. Never registered in production.
 */
const devSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/dev/settings',
    {
      schema: {
        tags: ['system'],
        summary: "Sets one of a shop's front settings (tests)",
        body: Type.Object({
          channel: Type.String({ minLength: 1, maxLength: 100 }),
          key: Type.String({ minLength: 1, maxLength: 100 }),
          value: Type.Unknown(),
        }),
        response: {
          200: Type.Object({ data: Type.Object({ key: Type.String(), before: Type.Unknown() }) }),
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { channel, key, value } = request.body;
      if (!Object.hasOwn(FRONT_SETTINGS, key) && !Object.hasOwn(PRIVATE_SETTINGS, key))
        return reply.code(422).send({ message: `設定 ${key} はありません` });
      if (!(await channelExists(app.db, channel)))
        return reply.code(404).send({ message: 'ショップが見つかりません' });
      return { data: { key, before: await putSetting(app.db, channel, key, value) } };
    },
  );
};

export default devSettingsRoutes;
