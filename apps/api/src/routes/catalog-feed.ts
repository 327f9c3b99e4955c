import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MESSAGES } from '../errors.js';

/** A comment line now and then, so either end notices a connection that died silently. */
export const HEARTBEAT_MS = 15_000;

/**
 * The catalogue changes this instance hears (services/catalog-changes.ts), as server-sent
 * events: one `data:` line naming each changed table. The theme servers keep rendered pages
 * until they hear of a change here, instead of asking this API again on every visit. Every
 * instance hears every committed change (the database notifies them all), so a theme server
 * needs one stream, from any instance. While this instance cannot hear changes it answers 503,
 * and a stream it could no longer feed is ended: its reader then checks its pages by asking
 * (ETags) until it is back.
 */
const catalogFeed: FastifyPluginAsyncTypebox = async (app) => {
  const open = new Set<ServerResponse>();
  // A stream never ends by itself: close them before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });
  app.get(
    '/internal/catalog-changes',
    {
      schema: {
        tags: ['system'],
        response: {
          200: Type.String({ description: 'text/event-stream' }),
          503: Type.Object({ message: Type.String() }),
        },
      },
    },
    async (request, reply) => {
      if (!app.catalogChanges.live)
        return reply.status(503).send({ message: MESSAGES.catalogFeedDown });
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      res.write(': listening\n\n');
      const end = () => {
        stop();
        clearInterval(beat);
        open.delete(res);
        res.end();
      };
      const stop = app.catalogChanges.subscribe((table) => {
        if (table === null) end();
        else res.write(`data: ${table}\n\n`);
      });
      const beat = setInterval(() => res.write(': \n\n'), HEARTBEAT_MS);
      open.add(res);
      request.raw.once('close', end);
    },
  );
};

export default catalogFeed;
