import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { Type } from 'typebox';
import type { Database } from '../db/client.js';

export type ApiMetrics = {
  registry: Registry;
  /** The response cache (plugins/public-cache.ts) answered from memory, or had to ask its route. */
  publicCache: (hit: boolean) => void;
};

/** The node-postgres pool under drizzle, if the database is a PostgreSQL server. */
function poolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * Prometheus metrics of this instance at GET /metrics. A registry per app, not prom-client's
 * global one: tests build many apps in one process, and each must count only its own requests.
 */
const metrics = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern',
      labelNames: ['method', 'route'] as const,
      registers: [registry],
    });
    const cache = new Counter({
      name: 'mise_public_cache_lookups_total',
      help: 'Anonymous catalogue reads answered from the response cache (hit) or by the route (miss)',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'mise_catalog_listener_live',
      help: '1 while this instance hears catalogue changes (the response cache and the theme servers’ feed depend on it)',
      registers: [registry],
      collect() {
        this.set(app.catalogChanges.live ? 1 : 0);
      },
    });
    const pool = poolOf(app.db);
    if (pool) {
      const gauges = {
        total: ['pg_pool_clients', 'Connections the pool holds'],
        idle: ['pg_pool_idle_clients', 'Connections of the pool not in use'],
        waiting: ['pg_pool_waiting_clients', 'Queries waiting for a free connection of the pool'],
      } as const;
      for (const [key, [name, help]] of Object.entries(gauges)) {
        const count = key as keyof typeof gauges;
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(
              count === 'total'
                ? pool.totalCount
                : count === 'idle'
                  ? pool.idleCount
                  : pool.waitingCount,
            );
          },
        });
      }
    }

    app.decorate('metrics', {
      registry,
      publicCache: (hit: boolean) => cache.inc({ result: hit ? 'hit' : 'miss' }),
    } satisfies ApiMetrics);

    app.addHook('onResponse', async (request, reply) => {
      // The pattern, not the URL: one series per route however many products there are.
      const route = request.routeOptions.url ?? 'unmatched';
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    await app.register(metricsRoute);
  },
  { name: 'mise-metrics' },
);

const metricsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['system'],
        description: 'Prometheus metrics of this instance (text exposition format)',
        response: { 200: Type.String() },
      },
      config: { catalogWrites: false },
    },
    async (_request, reply) =>
      reply
        .type(app.metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await app.metrics.registry.metrics()),
  );
};

export default metrics;
