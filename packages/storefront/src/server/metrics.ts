import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type ThemeMetrics = {
  registry: Registry;
  /** A shared page's lookup in the page cache (the x-cache header says the same). */
  pageCache: (hit: boolean) => void;
  /** An API call answered from the shared answers (@mise/api-client/server). */
  sharedAnswerHit: () => void;
  /** A part of a page reused from an earlier render (hit) or rendered (miss): kept-parts.ts. */
  keptPart: (hit: boolean) => void;
};

export type ThemeMetricsOptions = {
  /** The catalogue feed's current stream, undefined while down (catalog-feed.ts). */
  feedConnection?: () => number | undefined;
};

/**
 * Prometheus metrics of one theme server (GET /metrics), in a registry of its own so servers
 * built in one process (tests) never count each other's requests. Requests are counted from the
 * Node response itself: the page route answers on the raw response (reply.hijack), past
 * Fastify's own hooks.
 */
export function addMetrics(app: FastifyInstance, options: ThemeMetricsOptions): ThemeMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'mise_page_render_duration_seconds',
    help: 'Time to answer a page, by page cache result (hit, miss, or none for a personal page)',
    labelNames: ['cache'] as const,
    registers: [registry],
  });
  const pages = new Counter({
    name: 'mise_page_cache_lookups_total',
    help: 'Shared pages answered from the page cache (hit) or rendered (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const answers = new Counter({
    name: 'mise_shared_answers_hits_total',
    help: 'API calls of renders answered from the answers every shopper gets alike',
    registers: [registry],
  });
  const parts = new Counter({
    name: 'mise_kept_parts_total',
    help: 'Parts of pages (header, footer, product cards) reused from an earlier render (hit) or rendered (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'mise_catalog_feed_connected',
    help: '1 while the API’s catalogue change stream is up (kept pages are served without asking)',
    registers: [registry],
    collect() {
      this.set(options.feedConnection?.() === undefined ? 0 : 1);
    },
  });

  app.addHook('onRequest', (request, reply, done) => {
    const started = process.hrtime.bigint();
    reply.raw.once('close', () => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.raw.statusCode);
      requests.inc({ route, status });
      if (route === '/*') {
        const cache = reply.raw.getHeader('x-cache');
        renders.observe(
          { cache: typeof cache === 'string' ? cache : 'none' },
          Number(process.hrtime.bigint() - started) / 1e9,
        );
      }
    });
    done();
  });

  app.get('/metrics', async (_request, reply) =>
    reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics()),
  );

  return {
    registry,
    pageCache: (hit) => pages.inc({ result: hit ? 'hit' : 'miss' }),
    sharedAnswerHit: () => answers.inc(),
    keptPart: (hit) => parts.inc({ result: hit ? 'hit' : 'miss' }),
  };
}
