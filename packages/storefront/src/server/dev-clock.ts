import type { FastifyInstance } from 'fastify';

/** Ten years: the API's own limit for its session clock. */
const MAX_OFFSET_MS = 10 * 366 * 86_400_000;

/**
 * Whether a theme server offers the dev clock: asked for (MISE_DEV_CLOCK=1, the end-to-end
 * suite) and the environment does not say NODE_ENV=production. A theme server's entry reads
 * this before it gives NODE_ENV its default ('production', for React's production build), so
 * only an environment that names production itself rules it out; without MISE_DEV_CLOCK no
 * server has it.
 */
export function devClockAllowed(env: Record<string, string | undefined>): boolean {
  return env.MISE_DEV_CLOCK === '1' && env.NODE_ENV !== 'production';
}

/**
 * POST /dev/clock `{ offset_ms }` on the theme server: its renders read the time that far
 * from the machine's (the session's expiry), as the API's POST /dev/clock moves the API's.
 * Returns the clock the renders read.
 */
export function addDevClock(app: FastifyInstance): () => number {
  let offsetMs = 0;
  app.post<{ Body: { offset_ms: number } }>(
    '/dev/clock',
    {
      schema: {
        body: {
          type: 'object',
          required: ['offset_ms'],
          additionalProperties: false,
          properties: {
            offset_ms: { type: 'integer', minimum: -MAX_OFFSET_MS, maximum: MAX_OFFSET_MS },
          },
        },
      },
    },
    async (request) => {
      offsetMs = request.body.offset_ms;
      return { data: { offset_ms: offsetMs, now: new Date(Date.now() + offsetMs).toISOString() } };
    },
  );
  return () => Date.now() + offsetMs;
}
