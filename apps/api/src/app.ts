import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { STATUS_CODES } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { parse as parseQuery } from 'fast-querystring';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { MESSAGES } from './errors.js';
import auth from './plugins/auth.js';
import captcha from './plugins/captcha.js';
import channel, { CHANNEL_HEADER } from './plugins/channel.js';
import errors from './plugins/errors.js';
import metrics from './plugins/metrics.js';
import publicCache from './plugins/public-cache.js';
import textInput from './plugins/text-input.js';
import adminInquiries from './routes/contact/admin-inquiries.js';
import adminOrders from './routes/orders/admin-orders.js';
import catalogImages from './routes/catalog/images.js';
import { stylistImageRoutes } from './routes/moto/stylists.js';
import dev from './routes/dev/index.js';
import catalogFeed from './routes/catalog-feed.js';
import health from './routes/health.js';
import shopRoutes from './routes/index.js';
import { watchCatalog } from './services/catalog-changes.js';
import { createCountsCache } from './services/counts-cache.js';
import { createMailWorker, MAIL_RETRY } from './services/mail-outbox.js';
import type { MailWorkerOptions } from './services/mail-outbox.js';
import { createMailer } from './services/mailer.js';
import './types.js';

export type AppOptions = {
  db: Database;
  config: Config;
  /**
   * The mail worker (services/mail-outbox.ts): 'background' (default) delivers the outbox while
   * the app runs; 'manual' leaves it to `app.mailWorker.drain()` (unit tests). The rest
   * overrides its timings.
   */
  mailDelivery?: 'background' | 'manual';
  mailWorker?: Pick<MailWorkerOptions, 'pollMs' | 'leaseMs' | 'batch' | 'retry'>;
  /** Channel cache lifetime; tests use 0 so maintenance toggles apply at once. */
  channelCacheMs?: number;
  /** Requests per minute and client on the auth calls; overrides `config.authRateLimit`. */
  authRateLimit?: number;
  /** How long catalogue counts are kept (services/counts-cache.ts); tests use 0. */
  countsCacheMs?: number;
  /** How long anonymous catalogue answers may be kept unchanged (plugins/public-cache.ts); 0 keeps none. */
  publicCacheMs?: number;
  /**
   * Whether the database's migrations have run (GET /readyz answers 503 until then). server.ts
   * migrates before building the app, so the default is true; set `app.lifecycle.migrated`
   * once they have when building first.
   */
  migrated?: boolean;
};

/** Methods that write nothing; every other request may change the catalogue. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The whole API as one Fastify plugin; `server.ts` launches it, tests `inject` into it. */
const app = fp(
  async (instance: FastifyInstance, options: AppOptions) => {
    instance.decorate('db', options.db);
    instance.decorate('config', options.config);
    const lifecycle = { migrated: options.migrated ?? true, shuttingDown: false, closing: false };
    instance.decorate('lifecycle', lifecycle);
    // Any close (a signal in server.ts, a test) turns /readyz to 503 before connections stop.
    instance.addHook('preClose', async () => {
      lifecycle.shuttingDown = true;
      lifecycle.closing = true;
    });
    instance.decorate('counts', createCountsCache(options.countsCacheMs ?? 10_000));
    const authMax = options.authRateLimit ?? options.config.authRateLimit;
    instance.decorate('authRateLimit', {
      max: authMax,
      timeWindow: '1 minute',
    });
    const worker = createMailWorker({
      pollMs: options.config.mailPollMs,
      retry: { ...MAIL_RETRY, baseMs: options.config.mailRetryBaseMs },
      ...options.mailWorker,
      db: options.db,
      smtpUrl: options.config.smtpUrl,
      from: options.config.mailFrom,
    });
    instance.decorate('mailWorker', worker);
    // A mail written in a transaction is committed by the time its request is answered.
    let uncommitted = false;
    instance.decorate(
      'mailer',
      createMailer({
        db: options.db,
        from: options.config.mailFrom,
        queued: (committed) => {
          if (committed) worker.nudge();
          else uncommitted = true;
        },
      }),
    );
    instance.addHook('onResponse', async () => {
      if (!uncommitted) return;
      uncommitted = false;
      worker.nudge();
    });
    if (options.mailDelivery !== 'manual') instance.addHook('onReady', async () => worker.start());
    instance.addHook('onClose', () => worker.stop());

    await instance.register(errors);
    const changes = watchCatalog(options.db);
    instance.decorate('catalogChanges', changes);
    instance.addHook('onClose', () => changes.close());
    // A client whose write was answered reads it back on its next call to this instance (other
    // instances hear of it a moment later).
    instance.addHook('onSend', async (request, _reply, payload) => {
      if (!READS.has(request.method) && request.routeOptions.config.catalogWrites !== false)
        await changes.settle();
      return payload;
    });
    // Clients send no body at all for calls whose fields are all optional (refresh, e-mail
    // verification request); validate that as the empty object it means.
    instance.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) request.body = {};
    });
    await instance.register(textInput);
    await instance.register(helmet, {
      // The API answers JSON; the docs UI at /docs needs its inline assets.
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    await instance.register(cors, {
      origin: options.config.corsOrigins,
      credentials: true,
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'Accept',
        'X-Requested-With',
        'X-Channel',
        'X-Guest-Id',
        // The order decision's retry key (POST /v1/carts/{token}/decision).
        'Idempotency-Key',
        // The bot-protection token of the forms anyone can send (plugins/captcha.ts).
        'X-Captcha-Token',
      ],
      exposedHeaders: [
        'x-total',
        'x-per-page',
        'x-last-page',
        'x-current-page',
        'x-limit',
        'x-suggested-filename',
        'x-redirect',
        'x-request-id',
      ],
    });
    await instance.register(cookie);
    await instance.register(rateLimit, {
      global: false,
      max: authMax,
      timeWindow: '1 minute',
      ...(await rateLimitStore(instance, options.config)),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: MESSAGES.tooManyRequests,
      }),
    });
    await instance.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Mise commerce API',
          version: '1.0.0',
          description: `Every /v1 call names its shop with the \`${CHANNEL_HEADER}\` header (or is sent to one of the shop's hosts).`,
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
    });
    await instance.register(swaggerUi, { routePrefix: '/docs' });
    instance.get('/openapi.json', { schema: { hide: true } }, () => instance.swagger());

    // After swagger, which documents only the routes registered after it.
    await instance.register(metrics);
    await instance.register(health);
    await instance.register(catalogFeed);
    await instance.register(catalogImages);
    await instance.register(stylistImageRoutes);
    // Outside the shops' scope: operators answer every shop's inquiries and ship its orders with
    // one token.
    await instance.register(adminInquiries);
    await instance.register(adminOrders);
    if (!options.config.production) {
      await instance.register(dev);
    }
    await instance.register(async (shop) => {
      await shop.register(channel, { cacheMs: options.channelCacheMs ?? 1000 });
      await shop.register(auth);
      await shop.register(captcha);
      await shop.register(publicCache, {
        changes,
        lifetimeMs: options.publicCacheMs ?? 10_000,
        onLookup: instance.metrics.publicCache,
      });
      await shop.register(shopRoutes);
    });
  },
  { name: 'mise-api' },
);

export default app;

/** How long a start waits for Redis before counting without it. */
const STARTUP_WAIT_MS = 2000;

/**
 * Where the rate limits count: in Redis when REDIS_URL is set, so instances behind one load
 * balancer count a client's calls together (each key expires with its window); in memory
 * otherwise. A count fails fast rather than waiting on ioredis's retries (as @fastify/rate-limit
 * advises), and an unreachable Redis lets the call through: a limit nobody can count must not
 * lock every shopper out of logging in (the login lockout, kept in PostgreSQL, still holds).
 */
async function rateLimitStore(
  instance: FastifyInstance,
  config: Config,
): Promise<{ redis: Redis; nameSpace: string; skipOnError: boolean } | Record<string, never>> {
  if (!config.redisUrl) return {};
  const redis = new Redis(config.redisUrl, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    // While disconnected a count fails at once instead of waiting for a reconnection, whose
    // delay grows with the outage: logins stay as fast as ever meanwhile.
    enableOfflineQueue: false,
  });
  let reported = false;
  redis.on('error', (err: Error) => {
    // ioredis retries on its own and fails every attempt the same way: say it once per outage.
    if (!reported) instance.log.warn({ err }, 'Redis unreachable: rate limits are not counted');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  instance.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  // The first calls are counted too, unless Redis is down at the start: then the API starts
  // anyway and counts once it connects.
  await Promise.race([
    once(redis, 'ready').catch(() => undefined),
    delay(STARTUP_WAIT_MS, undefined, { ref: false }),
  ]);
  return { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true };
}

/**
 * The longest URL answered: Node's HTTP server refuses longer request lines itself (its header
 * limit is 16 KB), and requests injected in-process are held to the same.
 */
const MAX_URL_LENGTH = 16 * 1024;

/** A request id taken from a client: a UUID or a similar token, nothing longer. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A Fastify instance with the API registered and the settings it relies on. */
export async function buildApp(
  options: AppOptions,
  server: FastifyServerOptions = {},
  /** Registers more routes on the same instance before it is ready (the API benchmark's reference route). */
  extend?: (instance: FastifyInstance) => Promise<void>,
): Promise<FastifyInstance> {
  const instance = Fastify({
    bodyLimit: 1024 * 1024,
    routerOptions: {
      maxParamLength: 500,
      // A query too long to answer is not parsed (the first hook refuses it): parsing a 50 MB
      // one took seconds.
      querystringParser: (query) => (query.length > MAX_URL_LENGTH ? {} : parseQuery(query)),
    },
    // Errors raised before routing (malformed or oversized URLs) get the same Japanese shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .status(tooLong ? 414 : 400)
        .send({ message: tooLong ? MESSAGES.uriTooLong : MESSAGES.invalidJson });
    },
    trustProxy: options.config.trustProxy,
    // One id for a request in the theme server's log and here: the theme server sends its own
    // (x-request-id); anything else gets a fresh one. Only a plain token is taken, so a client
    // cannot write arbitrary text into the logs.
    requestIdHeader: false,
    // While stopping, requests on connections still open are answered as usual and /readyz
    // says 503 in Japanese (routes/health.ts), instead of Fastify's English 503 for all.
    return503OnClosing: false,
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    // What Node refuses before routing (a URL or headers over 16 KB, a malformed request) is
    // answered in the same Japanese shape as everything else.
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      if (!socket.writable) return socket.destroy();
      const [status, message] =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, MESSAGES.uriTooLong]
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, MESSAGES.timeout]
            : [400, MESSAGES.invalidJson];
      const body = JSON.stringify({ message });
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    ajv: {
      customOptions: {
        allErrors: true,
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
      },
    },
    ...server,
  }).withTypeProvider<TypeBoxTypeProvider>();
  instance.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Stopping (server.ts): whoever sent this, a balancer's pooled connection included, is told
    // not to send the next request on it, so none arrives as the connection is closed.
    if (instance.lifecycle.shuttingDown) reply.header('connection', 'close');
    if (request.url.length > MAX_URL_LENGTH)
      return reply.code(414).send({ message: MESSAGES.uriTooLong });
  });
  // Once the listener is closed, a keep-alive connection whose last answer has just gone out is
  // closed at once, not after the keep-alive timeout (5 s more before the process can exit).
  instance.addHook('onResponse', async () => {
    if (instance.lifecycle.closing) setImmediate(() => instance.server.closeIdleConnections());
  });
  await instance.register(app, options);
  if (extend) await extend(instance);
  await instance.ready();
  return instance;
}
