import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../errors.js';
import { channelOfHost, findChannel } from '../services/channels.js';
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
    const refreshing = new Map<string, Promise<Channel | null>>();

    /** One lookup per key at a time, however many requests find the row expired. */
    function refresh(key: string, find: () => Promise<Channel | undefined>) {
      let fresh = refreshing.get(key);
      if (!fresh) {
        fresh = find()
          .then((row) => {
            const channel = row ?? null;
            cache.set(key, { channel, at: Date.now() });
            return channel;
          })
          .finally(() => refreshing.delete(key));
        refreshing.set(key, fresh);
      }
      return fresh;
    }

    async function lookup(key: string, find: () => Promise<Channel | undefined>) {
      if (cacheMs <= 0) return (await find()) ?? null;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < cacheMs) return hit.channel;
      const fresh = refresh(key, find);
      if (!hit) return fresh;
      // The row just expired answers while its lookup runs: every second, each request then in
      // flight waited for a lookup of its own (the slowest hundredth of cart adds).
      fresh.catch((error: unknown) => app.log.warn({ err: error }, 'channel lookup failed'));
      return hit.channel;
    }

    app.decorateRequest('channel', null as unknown as Channel);
    app.addHook('onRequest', async (request, reply) => {
      const named = request.headers[CHANNEL_HEADER];
      const id = typeof named === 'string' ? named.trim() : '';
      const host = (request.headers.host ?? '').toLowerCase();
      const channel = id
        ? await lookup(`id:${id}`, () => findChannel(app.db, id))
        : await lookup(`host:${host}`, () => channelOfHost(app.db, host));
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
