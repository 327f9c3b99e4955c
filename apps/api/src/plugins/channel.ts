import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { channels } from '../db/schema.js';
import { HttpError, MESSAGES } from '../errors.js';
import type { Channel } from '../types.js';

/** Channel name header: every storefront request names its shop with it. */
export const CHANNEL_HEADER = 'x-channel';

export type ChannelOptions = {
  /** How long a channel row (and so its maintenance flag) may be reused; 0 reads every time. */
  cacheMs?: number;
};

/**
 * Resolves the shop of every request: the `X-Channel` header, else the request's host among
 * the channels' hosts. Unknown → 404 `チャネルが存在しない`. Maintenance → 503 with title and
 * message for every call.
 */
export default fp(
  (app: FastifyInstance, options: ChannelOptions) => {
    const cacheMs = options.cacheMs ?? 1000;
    const cache = new Map<string, { channel: Channel | null; at: number }>();

    async function lookup(key: string, find: () => Promise<Channel | undefined>) {
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < cacheMs) return hit.channel;
      const channel = (await find()) ?? null;
      if (cacheMs > 0) cache.set(key, { channel, at: Date.now() });
      return channel;
    }

    app.decorateRequest('channel', null as unknown as Channel);
    app.addHook('onRequest', async (request, reply) => {
      const named = request.headers[CHANNEL_HEADER];
      const id = typeof named === 'string' ? named.trim() : '';
      const host = (request.headers.host ?? '').toLowerCase();
      const channel = id
        ? await lookup(`id:${id}`, () =>
            app.db.query.channels.findFirst({ where: eq(channels.id, id) }),
          )
        : await lookup(`host:${host}`, () =>
            app.db.query.channels.findFirst({ where: sql`${host} = any(${channels.hosts})` }),
          );
      if (!channel)
        throw new HttpError(404, MESSAGES.invalidChannel, { code: 'channel_not_found' });
      if (channel.maintenance.is_on) {
        return reply.status(503).header('retry-after', '600').send({
          message: channel.maintenance.message,
          title: channel.maintenance.title,
          code: 'maintenance',
        });
      }
      request.channel = channel;
    });
  },
  { name: 'channel' },
);
