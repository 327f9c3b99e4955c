import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogChanges } from '../services/catalog-changes.js';
import { createResponseCache } from '../services/response-cache.js';
import type { CachedResponse } from '../services/response-cache.js';

export type PublicCacheOptions = {
  changes: CatalogChanges;
  /** services/response-cache.ts; 0 stores nothing (validators and 304s still work). */
  lifetimeMs: number;
  /** Each cacheable read: answered from memory (hit) or by its route (miss); for the metrics. */
  onLookup?: (hit: boolean) => void;
};

/** The headers an answer carries beside its body (paging, a landing page's redirect), kept with it. */
const KEPT_HEADERS = [
  'content-type',
  'x-total',
  'x-per-page',
  'x-last-page',
  'x-current-page',
  'x-redirect',
];

/**
 * Answers anonymous catalogue and content reads (routes with `config.publicCache`) from memory
 * until a catalogue table changes (services/catalog-changes.ts), and gives every such answer an
 * `ETag` so a browser or a CDN revalidates with a 304 instead of downloading it again.
 * A member's request (Authorization) and a protected tag's (`tag_token`) always reach the route.
 */
export default fp(
  (app: FastifyInstance, options: PublicCacheOptions) => {
    const { changes } = options;
    const cache = createResponseCache({ lifetimeMs: options.lifetimeMs });
    type Miss = {
      key: string;
      generation: number;
      /** Hands the answer to the requests that asked for the same key meanwhile. */
      done: (response: CachedResponse | undefined) => void;
    };
    const pending = new WeakMap<FastifyRequest, Miss>();
    /** Answers being made, by key: a cold page asked by many at once is made once. */
    const making = new Map<
      string,
      { generation: number; answer: Promise<CachedResponse | undefined> }
    >();

    const validated = (request: FastifyRequest, reply: FastifyReply, etag: string) => {
      reply.header('etag', etag);
      reply.header('cache-control', 'public, no-cache');
      const vary = reply.getHeader('vary');
      reply.header('vary', [vary, 'Authorization', 'X-Channel'].filter(Boolean).join(', '));
      return request.headers['if-none-match'] === etag;
    };

    app.addHook('onRequest', async (request, reply) => {
      if (
        request.method !== 'GET' ||
        !request.routeOptions.config.publicCache ||
        request.headers.authorization ||
        !changes.live
      )
        return;
      const [path = '', search = ''] = request.url.split('?', 2);
      const query = new URLSearchParams(search);
      if (query.has('tag_token')) return;
      query.sort();
      const key = `${request.channel.id}\n${path}?${query.toString()}`;
      const generation = changes.generation;
      let hit = cache.get(key, generation);
      const made = making.get(key);
      if (!hit && made?.generation === generation) hit = await made.answer;
      options.onLookup?.(hit !== undefined);
      if (!hit) {
        let done: Miss['done'] = () => undefined;
        const answer = new Promise<CachedResponse | undefined>((resolve) => {
          done = resolve;
        });
        if (!made || made.generation !== generation) making.set(key, { generation, answer });
        pending.set(request, {
          key,
          generation,
          done: (response) => {
            if (making.get(key)?.answer === answer) making.delete(key);
            done(response);
          },
        });
        return;
      }
      if (validated(request, reply, hit.etag)) return reply.code(304).send();
      return reply.headers(hit.headers).send(hit.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const miss = pending.get(request);
      if (!miss) return payload;
      pending.delete(request);
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        // An error is not shared: each waiting request asks the route itself.
        miss.done(undefined);
        return payload;
      }
      const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
      const headers: CachedResponse['headers'] = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const response = { body: payload, etag, headers };
      cache.set(miss.key, miss.generation, response);
      miss.done(response);
      if (!validated(request, reply, etag)) return payload;
      reply.code(304);
      return '';
    });

    // A request that ends without an answer (the client went away) frees those waiting on it.
    const abandoned = async (request: FastifyRequest) => {
      pending.get(request)?.done(undefined);
      pending.delete(request);
    };
    app.addHook('onResponse', abandoned);
    app.addHook('onRequestAbort', abandoned);
  },
  { name: 'public-cache', dependencies: ['channel'] },
);
