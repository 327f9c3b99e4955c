import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { schoolKeySchema } from '@mise/validation';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { findSchool } from '../../services/schools.js';
import { bodyOf, validateBody } from '../../services/validation.js';

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
        body: bodyOf(schoolKeySchema),
        response: {
          200: Type.Object({
            key: Type.String(),
            check: Type.Boolean(),
            // The school the key stands for: registration fills the member's 学校名 with it.
            name: Type.Optional(Type.String()),
          }),
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
      // Trimmed: keys are copied from letters and mails, often with a stray space around them.
      const { key } = await validateBody(schoolKeySchema, request.body);
      const school = await findSchool(app.db, request.channel.id, key);
      return school ? { key, check: true, name: school.name } : { key, check: false };
    },
  );
};

export default schoolRoutes;
