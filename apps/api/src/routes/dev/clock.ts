import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { now, setClockOffset } from '../../services/clock.js';

/** Ten years: far enough for any session rule, near enough to stay a real date. */
const MAX_OFFSET_MS = 10 * 366 * 86_400_000;

/**
 * Moves the session clock (services/clock.ts) by an offset from the machine's time:
 * end-to-end tests come back an hour or a month after logging in. 0 puts it back. Never
 * registered in production.
 */
const devClockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['system'],
        summary: "Moves the API's session clock (tests)",
        body: Type.Object({
          offset_ms: Type.Integer({ minimum: -MAX_OFFSET_MS, maximum: MAX_OFFSET_MS }),
        }),
        response: {
          200: Type.Object({
            data: Type.Object({ offset_ms: Type.Integer(), now: Type.String() }),
          }),
        },
      },
    },
    async (request) => {
      setClockOffset(request.body.offset_ms);
      return {
        data: { offset_ms: request.body.offset_ms, now: new Date(now()).toISOString() },
      };
    },
  );
};

export default devClockRoutes;
