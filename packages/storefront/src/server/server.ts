import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import proxy from '@fastify/http-proxy';
import { createApiClient } from '@mise/api-client';
import { keepAliveAgents } from '@mise/api-client/server';
import fastifyStatic from '@fastify/static';
import compression from 'compression';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ThemeDefinition } from '../theme.js';
import { renderRequest } from './render.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

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
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
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
  const proxyHeaders = (request: { ip: string }, headers: Record<string, unknown>) => ({
    ...headers,
    'x-channel': options.theme.channel,
    'x-forwarded-for': request.ip,
  });

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
  app.get('/*', async (request, reply) => {
    reply.hijack();
    try {
      await renderRequest(toFetchRequest(request), reply.raw, {
        theme: options.theme,
        apiUrl: options.apiUrl,
        scripts,
        ...(islandScripts ? { islandScripts } : {}),
      });
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed');
      if (!reply.raw.headersSent) {
        reply.raw.statusCode = 500;
        reply.raw.setHeader('content-type', 'text/html; charset=utf-8');
        reply.raw.end(
          '<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>エラーが発生しました</title></head><body><h1>Error</h1><p>エラーが発生しました</p><p><a href="/">トップページへ戻る</a></p></body></html>',
        );
      } else {
        reply.raw.end();
      }
    }
  });
  return app;
}
