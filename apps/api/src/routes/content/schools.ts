import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { schoolKeys } from '../../db/schema.js';
import { unprocessable } from '../../errors.js';
import { ErrorResponse } from '../../schemas.js';
import { SHOP_ERRORS } from './schemas.js';

const SCHOOL_KEY_MAX_LENGTH = 64;
const REQUIRED = '学校キーを入力してください';

/** The key a school hands to its members, checked before registration (spec section 7). */
const schoolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/takimoto/v1/schools/check',
    {
      // Each call answers whether a key exists: throttled so keys cannot be guessed.
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['schools'],
        summary: 'Whether a school key exists in the shop',
        body: Type.Object({ key: Type.String({ minLength: 1, maxLength: SCHOOL_KEY_MAX_LENGTH }) }),
        response: {
          200: Type.Object({ key: Type.String(), check: Type.Boolean() }),
          400: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      // Keys are copied from letters and mails, often with a stray space around them.
      const key = request.body.key.trim();
      if (!key) throw unprocessable(REQUIRED, { key: [REQUIRED] });
      const found = await app.db.query.schoolKeys.findFirst({
        columns: { key: true },
        where: and(eq(schoolKeys.channelId, request.channel.id), eq(schoolKeys.key, key)),
      });
      return { key, check: found !== undefined };
    },
  );
};

export default schoolRoutes;
