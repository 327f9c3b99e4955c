import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import proxy from '@fastify/http-proxy';
import { createApiClient } from '@mise/api-client';
import { createSharedAnswers, keepAliveAgents } from '@mise/api-client/server';
import fastifyStatic from '@fastify/static';
import compression from 'compression';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ThemeDefinition } from '../kit/index.js';
import { followCatalog } from './catalog-feed.js';
import { ALL_PAGES, cdnOptionsFromEnv, keysChangedBy, purgeKeys, surrogateKeys } from './cdn.js';
import type { CdnOptions } from './cdn.js';
import { addDevClock } from './dev-clock.js';
import { isStopping } from './lifecycle.js';
import { addMetrics } from './metrics.js';
import { createPageCache } from './page-cache.js';
import type { PageCacheOptions } from './page-cache.js';
import { renderRequest } from './render.js';
import { pageSharing } from './sharing.js';
import { contentSourcesFromEnv, newNonce, pageHeaders } from './security.js';
import { thirdPartyOriginsFromEnv, withSources } from './third-party.js';
import type { ThirdPartyOrigins } from './third-party.js';
import type { ContentSources } from './security.js';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { createKeptParts } from './kept-parts.js';
import type { KeptPartsOptions } from './kept-parts.js';

export type ThemeServerOptions = {
  theme: ThemeDefinition;
  /** The API, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  /** Vite's client build folder (holds assets/ and .vite/manifest.json). */
  clientDir: string;
  /** The client entry as Vite's manifest names it. */
  clientEntry?: string;
  /** The islands entry as its build's manifest names it; pages hydrate whole without one. */
  islandsEntry?: string;
  logger?: boolean;
  /**
   * Shared pages (routes/table.ts), kept and revalidated (page-cache.ts); false
   * turns it off (default: on unless MISE_PAGE_CACHE=0).
   */
  pageCache?: false | Pick<PageCacheOptions, 'maxBytes' | 'maxAgeMs'>;
  /**
   * Parts of pages (header, footer, product cards) kept as HTML between renders, by their
   * inputs (kept-parts.ts); false renders every part each time (default: on unless
   * MISE_KEPT_PARTS=0).
   */
  keptParts?: false | KeptPartsOptions;
  /**
   * Follow the API's catalogue changes (catalog-feed.ts) so a kept page is served, and a page
   * rendered anew reads the answers every shopper gets alike, without asking the API; false
   * checks every kept page with the API instead and sends every call (default: on unless
   * MISE_CATALOG_FEED=0).
   */
  catalogFeed?: boolean;
  /** Caching headers and purges for a CDN in front (default: CDN_* variables, cdn.ts). */
  cdn?: CdnOptions;
  /** Sources the pages' Content-Security-Policy adds (default: CSP_*_SRC, security.ts). */
  contentSources?: ContentSources;
  /**
   * Origins of the third-party services (default: each one's *_ORIGIN variable, else the
   * service's own, third-party.ts); tests point them at local fakes.
   */
  thirdParty?: ThirdPartyOrigins;
  /**
   * POST /dev/clock moves the time the renders read (dev-clock.ts; end-to-end tests). Only
   * where devClockAllowed says so; never in production.
   */
  devClock?: boolean;
};

type Manifest = Record<string, { file: string; imports?: string[] }>;

function readManifest(clientDir: string, name: string): Manifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite', name), 'utf8')) as Manifest;
}

/** The module scripts of the client entry, from Vite's manifest. */
function entryScripts(manifest: Manifest, entry: string): string[] {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`${entry} is not in the client build's manifest`);
  return [`/${chunk.file}`];
}

const originOf = (request: FastifyRequest) =>
  `${request.protocol}://${request.headers.host ?? 'localhost'}`;

/** A page of its own for what fails before the app can render (no styles, no scripts). */
function errorPage(title: string, message: string): string {
  return `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${message}</p><p><a href="/">トップページへ戻る</a></p></body></html>`;
}

/** Requests Node refuses before any route sees them, answered in Japanese. */
const CLIENT_ERRORS: Record<string, { status: number; title: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    title: 'URLが長すぎます',
    message:
      'URLまたはCookieが長すぎるため表示できません。URLを短くするか、Cookieを削除してからもう一度お試しください。',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    title: 'タイムアウトしました',
    message: '通信に時間がかかりすぎたため中断しました。もう一度お試しください。',
  },
};
const BAD_REQUEST = {
  status: 400,
  title: 'リクエストの形式が正しくありません',
  message: 'このリクエストにはお答えできません。トップページからもう一度お試しください。',
};

function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, title, message } = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
  const body = errorPage(title, message);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

function cookieNames(request: FastifyRequest): Set<string> {
  const names = new Set<string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) names.add(part.slice(0, index).trim());
  }
  return names;
}

function toFetchRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(request.url, originOf(request)), { method: request.method, headers });
}

/**
 * A theme's web server: built assets with long cache headers, /v1/* and /public.json proxied
 * to the API with the theme's channel (so the browser stays same-origin and gets the API's
 * cookies), and every other GET rendered on the server.
 */
export async function createThemeServer(options: ThemeServerOptions): Promise<FastifyInstance> {
  // Only the proxies in front of this server may name the shopper's address (TRUST_PROXY: a hop
  // count or their addresses, as for the API); by default no client can.
  const trusted = process.env.TRUST_PROXY?.trim();
  const hops = Number(trusted);
  const app = Fastify({
    logger: options.logger ?? false,
    clientErrorHandler: answerClientError,
    // Sent on to the API with every call of the request (x-request-id), which logs it as its own:
    // one id for a page in both logs. Unique across servers, unlike Fastify's counter.
    genReqId: () => randomUUID(),
    // While stopping, a request on a connection still open is answered as usual (a page in
    // flight elsewhere finishes too) and /readyz says 503 in its own words, instead of Fastify
    // answering everything with an English 503.
    return503OnClosing: false,
    trustProxy: !trusted
      ? false
      : Number.isInteger(hops)
        ? (_address: string, hop: number) => hop < hops
        : trusted,
  });
  // A stopping server tells its load balancer at once (GET /readyz), before it stops taking
  // connections (lifecycle.ts); shuttingDown once it is closing.
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  // Brotli or gzip for every answer (pages, scripts, styles, proxied JSON), whichever the
  // browser takes. Pages are written straight to the response as they render, which
  // @fastify/compress cannot wrap, so this compresses at the Node response itself; each write
  // is flushed so a streamed page still reaches the browser part by part.
  // (Typed for Express, it only touches the Node request and response.)
  const compress = compression({
    flush: zlib.Z_SYNC_FLUSH,
    brotli: { flush: zlib.BROTLI_OPERATION_FLUSH },
  }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response: pages answer there (reply.hijack), past Fastify's headers.
    reply.raw.setHeader('x-request-id', request.id);
    if (shuttingDown || isStopping(app)) {
      // Stopping: whoever sent this, a balancer's pooled connection included, is told not to
      // send the next request on it, so none arrives as the connection is closed.
      reply.raw.setHeader('connection', 'close');
      // Once the listener is closed, the connection is closed as soon as its answer is out,
      // not after the keep-alive timeout.
      reply.raw.once('finish', () => {
        if (shuttingDown) setImmediate(() => app.server.closeIdleConnections());
      });
    }
    // A client that takes no encoding (curl, a load test) is answered as is, unwrapped.
    if (!request.headers['accept-encoding']) return done();
    compress(request.raw, reply.raw, () => done());
  });
  const scripts = entryScripts(
    readManifest(options.clientDir, 'manifest.json'),
    options.clientEntry ?? 'src/entry-client.tsx',
  );
  // The islands entry has a build of its own (see @mise/vite-config).
  const islandsManifest = path.join(options.clientDir, '.vite/islands-manifest.json');
  const islandScripts = existsSync(islandsManifest)
    ? entryScripts(
        readManifest(options.clientDir, 'islands-manifest.json'),
        options.islandsEntry ?? 'src/entry-islands.tsx',
      )
    : undefined;
  // The API sees the shopper's address, not this server's: login history and its per-IP limits
  // need it.
  const proxyHeaders = (request: { ip: string; id: string }, headers: Record<string, unknown>) => ({
    ...headers,
    'x-channel': options.theme.channel,
    'x-forwarded-for': request.ip,
    'x-request-id': request.id,
  });
  app.get('/readyz', async (_request, reply) =>
    shuttingDown || isStopping(app)
      ? reply
          .code(503)
          .send({ message: 'サーバーを停止しています。しばらくしてからもう一度お試しください' })
      : { status: 'ready' },
  );

  await app.register(fastifyStatic, {
    root: path.join(options.clientDir, 'assets'),
    prefix: '/assets/',
    // File names carry a content hash: a year and immutable.
    maxAge: '365d',
    immutable: true,
    index: false,
  });
  for (const prefix of ['/v1', '/public.json', '/takimoto']) {
    await app.register(proxy, {
      upstream: options.apiUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions: { rewriteRequestHeaders: proxyHeaders },
    });
  }
  const api = createApiClient({
    baseURL: options.apiUrl,
    channel: options.theme.channel,
    ...keepAliveAgents,
  });
  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await sitemapXml(api, options.theme.name, originOf(request));
    // Search engines read it rarely; an hour keeps the API calls few.
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );
  const now = options.devClock ? addDevClock(app) : undefined;
  const pageCache = options.pageCache ?? (process.env.MISE_PAGE_CACHE === '0' ? false : undefined);
  const cdn = options.cdn ?? cdnOptionsFromEnv();
  const keptParts = options.keptParts ?? (process.env.MISE_KEPT_PARTS === '0' ? false : {});
  const feed =
    (options.catalogFeed ?? process.env.MISE_CATALOG_FEED !== '0') === false
      ? undefined
      : followCatalog({
          apiUrl: options.apiUrl,
          onChange: (table) => {
            const keys = keysChangedBy(table);
            pages?.invalidate(keys);
            answers?.invalidate((url) => surrogateKeys([url]).some((key) => keys.includes(key)));
            if (cdn.purgeUrl) void purgeKeys(cdn.purgeUrl, keys, console.warn);
          },
          // Changes made while no stream was up were never purged: the CDN starts over.
          onConnect: () => {
            if (cdn.purgeUrl) void purgeKeys(cdn.purgeUrl, [ALL_PAGES], console.warn);
          },
        });
  if (feed) app.addHook('onClose', async () => feed.close());
  const metrics = addMetrics(app, feed ? { feedConnection: () => feed.connection } : {});
  const parts =
    keptParts === false ? undefined : createKeptParts({ ...keptParts, onLookup: metrics.keptPart });
  const answers = feed
    ? createSharedAnswers({ pushed: () => feed.connection, onHit: metrics.sharedAnswerHit })
    : undefined;
  const pages =
    pageCache === false
      ? undefined
      : createPageCache({
          ...pageCache,
          channel: options.theme.channel,
          ...keepAliveAgents,
          cdn,
          ...(feed ? { pushed: () => feed.connection } : {}),
        });
  const sources = options.contentSources ?? contentSourcesFromEnv();
  const thirdParty = { ...thirdPartyOriginsFromEnv(), ...options.thirdParty };
  const sharingOf = pageSharing(options.theme.name);
  app.get('/*', async (request, reply) => {
    reply.hijack();
    const nonce = newNonce();
    const https = request.protocol === 'https';
    // Only a page that loads a service lets it in (the shop's settings use it).
    const headersFor = (extra: ContentSources) =>
      pageHeaders(nonce, { sources: withSources(sources, extra), https });
    try {
      // A shared page is the same for every shopper: rendered without their cookies, kept
      // and answered from the page cache whatever cookies come; a personal page never is.
      const shared =
        sharingOf(new URL(request.url, 'http://x').pathname, cookieNames(request)) === 'shared';
      const key =
        shared && request.method === 'GET' ? `${originOf(request)}${request.url}` : undefined;
      // A hard reload (Cache-Control: no-cache) renders anew, and keeps what it rendered.
      const reload = /no-cache/.test(String(request.headers['cache-control'] ?? ''));
      const kept = pages && key && !reload ? await pages.lookup(key, new Set(), nonce) : undefined;
      if (pages && key) metrics.pageCache(kept !== undefined);
      if (kept) {
        reply.raw.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          ...kept.headers,
          'x-cache': 'hit',
        });
        reply.raw.end(kept.html);
        return;
      }
      if (pages && key) reply.raw.setHeader('x-cache', 'miss');
      await renderRequest(toFetchRequest(request), reply.raw, {
        theme: options.theme,
        apiUrl: options.apiUrl,
        scripts,
        ...(islandScripts ? { islandScripts } : {}),
        ...(pages && key ? { page: { cache: pages, key } } : {}),
        ...(answers ? { answers } : {}),
        ...(parts ? { kept: parts } : {}),
        requestId: request.id,
        shared,
        nonce,
        headersFor,
        thirdParty,
        ...(now ? { now } : {}),
      });
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed');
      if (!reply.raw.headersSent) {
        reply.raw.statusCode = 500;
        reply.raw.setHeader('content-type', 'text/html; charset=utf-8');
        reply.raw.setHeader('cache-control', 'no-store');
        for (const [name, value] of Object.entries(pageHeaders(nonce, { sources, https })))
          reply.raw.setHeader(name, value);
        reply.raw.end(errorPage('エラーが発生しました', 'エラーが発生しました'));
      } else {
        reply.raw.end();
      }
    }
  });
  return app;
}
