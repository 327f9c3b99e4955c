import { Transform } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { keepAliveAgents } from '@mise/api-client/server';
import type { SharedAnswers } from '@mise/api-client/server';
import { createStorefrontState } from '@mise/store';
import type { RootState } from '@mise/store';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router-dom';
import { KeptPartsContext } from '@mise/ui';
import type { KeptPartsRender, KeptPartsStore } from './kept-parts.js';
import type { ServerStyleSheet } from 'styled-components';
import type {
  NonIndexRouteObject,
  RouteObject,
  StaticHandler,
  StaticHandlerContext,
} from 'react-router-dom';
import { App } from '../app/App.js';
import type { RouteHandle, StorefrontContextValue, ThemeDefinition } from '../kit/index.js';
import { shownPageId } from '../app/pages.js';
import { createServerRoutes } from '../app/routes.js';
import { requestCookies } from '../cookies.js';
import { HOLD_EARLY_CLICKS } from '../islands/early-clicks.js';
import { SESSION_HINT } from '../session-hint.js';
import type { PageCache } from './page-cache.js';
import type { ContentSources } from './security.js';
import { sliceMemo } from './slice-memo.js';
import { requestStyleSheet, styleTagBytes } from './styles.js';
import type { StyleWatch } from './styles.js';
import { thirdPartyTags } from './third-party.js';
import type { ThirdPartyOrigins } from './third-party.js';

export type RenderOptions = {
  theme: ThemeDefinition;
  /** The API server, e.g. http://127.0.0.1:4000 (the browser reaches it through this server's /v1 proxy). */
  apiUrl: string;
  /** Module scripts of the browser bundle (from the Vite manifest). */
  scripts: string[];
  /** Module scripts of the islands entry, for routes marked `hydrate: 'islands'`. */
  islandScripts?: string[];
  /** Sends the render's API calls: the server's shared answers (@mise/api-client/server). */
  answers?: SharedAnswers;
  /** The theme server's request id, sent with every API call (x-request-id). */
  requestId?: string;
  /** Parts of pages (the header, product cards) kept as HTML between renders (kept-parts.ts). */
  kept?: KeptPartsStore;
  /** Where the page is kept when nothing in it is the visitor's own (see page-cache.ts). */
  page?: { cache: PageCache; key: string };
  /**
   * A shared route (routes/table.ts): rendered as for a visitor without cookies, whatever the
   * request brought, with the login check left to the browser, and no cookie set.
   */
  shared?: boolean;
  /** The response's nonce, carried by every inline script (the page's CSP allows only those). */
  nonce: string;
  /** The security headers of a page letting in these third-party sources (security.ts). */
  headersFor: (extra: ContentSources) => Record<string, string>;
  /**
   * Origins of the third-party services (third-party.ts); a page loads those the shop's
   * settings use. Without them the page loads none.
   */
  thirdParty?: ThirdPartyOrigins;
  /** The time the render reads (the session's expiry); the machine's unless the dev clock moved it. */
  now?: () => number;
};

/** JSON for an inline script: no '</script>' or U+2028 can break out of it. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A value for an inline script as `JSON.parse('…')`: for a large value V8 reads a JSON string
 * far faster than the same object written as a literal (the store's state on a catalogue page
 * cost a phone a long task to compile).
 */
function parsedInScript(value: unknown): string {
  return `JSON.parse(${serializeForScript(JSON.stringify(value))})`;
}

/** A string's characters as they stand inside its literal in an inline script (serializeForScript). */
const inLiteral = (text: string) => serializeForScript(text).slice(1, -1);

/** Each slice as `"name":{…}` in the state's literal, as bytes: made again only when it changed. */
const sliceInLiteral = sliceMemo((slice, value) =>
  Buffer.from(inLiteral(`${JSON.stringify(slice)}:${JSON.stringify(value)}`)),
);

/**
 * The store's state for its inline script, as `parsedInScript` writes it, in pieces of the page
 * (pageBytes): the slices' JSON made and encoded at earlier renders wherever a slice holds the
 * same values (most do: initial states, and the answers every shopper gets alike).
 */
export function stateInScript(state: object): Piece[] {
  const pieces: Piece[] = ['JSON.parse("{'];
  for (const [slice, value] of Object.entries(state)) {
    if (value === undefined) continue;
    if (pieces.length > 1) pieces.push(',');
    pieces.push(sliceInLiteral(slice, value));
  }
  pieces.push('}")');
  return pieces;
}

/** React Router's hydration data in the form createBrowserRouter reads (errors tagged by kind). */
function hydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : {
                message: error instanceof Error ? error.message : 'エラーが発生しました',
                __type: 'Error',
              },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/**
 * Whether the page goes out for island hydration: its route asks for it, and nothing is left
 * for the whole app to settle in the browser (an error page, a login check the server could
 * not do on a personal page, maintenance or an unknown shop hydrate whole).
 */
function hydratesInIslands(
  context: StaticHandlerContext,
  state: RootState,
  shared = false,
): boolean {
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  return (
    handle?.route.hydrate === 'islands' &&
    // The top page showing a landing page (SITE.TOP_LP) is that page, which hydrates whole.
    shownPageId(handle.route.id, context.loaderData[handle.route.id]) === handle.route.id &&
    context.statusCode === 200 &&
    !context.errors &&
    // A shared page leaves the login check to the browser's shell island.
    (state.auth.checked || shared) &&
    !state.site.maintenance &&
    !state.site.isInvalidChannel
  );
}

/** A theme's handlers: one per first segment of its routes' paths, and one for any other path. */
type Handlers = { bySegment: Map<string, StaticHandler>; other: StaticHandler };

const handlers = new WeakMap<ThemeDefinition, Handlers>();
const routers = new WeakMap<StaticHandler, StaticRouter>();

type StaticRouter = ReturnType<typeof createStaticRouter>;

/**
 * React Router's router for one request's render. createStaticRouter converts the whole route
 * table again at every call; the converted routes and their manifest are the same for every
 * request of a handler, so that is done at its first request, and each request gets a router
 * that differs from it only in its state (built as createStaticRouter builds it).
 */
function routerFor(handler: StaticHandler, context: StaticHandlerContext): StaticRouter {
  let first = routers.get(handler);
  if (!first) {
    first = createStaticRouter(handler.dataRoutes, context);
    routers.set(handler, first);
  }
  const { manifest } = first;
  const state: StaticRouter['state'] = {
    ...first.state,
    location: context.location,
    matches: context.matches.map((match) => ({
      ...match,
      route: manifest[match.route.id] ?? match.route,
    })),
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
    fetchers: new Map(),
    blockers: new Map(),
  };
  return Object.create(first, { state: { get: () => state } }) as StaticRouter;
}

/**
 * The first segment of a path as React Router matches it (decoded, any case), or undefined when
 * it is not plain text (`:key`, `*`, optional, or one that does not decode).
 */
function firstSegment(path: string): string | undefined {
  const segment = path.replace(/^\/+/, '').split('/', 1)[0]!;
  if (/^[:*]|\?$/.test(segment)) return undefined;
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The theme's routes and their matchers, made at its first request (createServerRoutes).
 * React Router finds a request's route by trying the ranked routes one by one, longest first,
 * so `/product` was tried against most of the 90 routes (a twentieth of its render). A route
 * whose path starts with a plain segment matches only paths that start with it, so each such
 * segment gets a handler of its routes and of those starting with a parameter: the route found
 * is the one the whole table would give, with the same ids.
 */
function handlersOf(theme: ThemeDefinition): Handlers {
  let known = handlers.get(theme);
  if (!known) {
    const [root, ...others] = createServerRoutes(theme) as [NonIndexRouteObject, ...RouteObject[]];
    const children = root.children ?? [];
    const firsts = children.map((route) => firstSegment(route.path ?? ''));
    // Filtered, not regrouped: routes of equal rank are tried in the table's order.
    const handlerWith = (keep: (first: string | undefined) => boolean) =>
      createStaticHandler([
        { ...root, children: children.filter((_, i) => keep(firsts[i])) },
        ...others,
      ]);
    const bySegment = new Map<string, StaticHandler>();
    for (const segment of new Set(firsts))
      if (segment !== undefined)
        bySegment.set(
          segment,
          handlerWith((first) => first === segment || first === undefined),
        );
    known = { bySegment, other: handlerWith((first) => first === undefined) };
    handlers.set(theme, known);
  }
  return known;
}

/** The handler whose routes hold every route that could match `pathname`. */
export function handlerOf(theme: ThemeDefinition, pathname: string): StaticHandler {
  const { bySegment, other } = handlersOf(theme);
  const segment = firstSegment(pathname);
  return (segment !== undefined && bySegment.get(segment)) || other;
}

/**
 * Renders one request: its own store and API client, loaders (guards and critical data)
 * awaited, then the document rendered with React 19 (to a string; as a stream when part of it
 * still waits). styled-components cannot interleave styles into a stream
 * (styled-components#3658), so the styles of everything rendered are collected during the
 * render and written into <head> before the first byte; only parts a page defers behind
 * Suspense get their styles in the browser after hydration.
 */
export async function renderRequest(
  request: Request,
  res: ServerResponse,
  options: RenderOptions,
): Promise<void> {
  const recording = options.page?.cache.record(options.page.key);
  const cookie = options.shared ? undefined : (request.headers.get('cookie') ?? undefined);
  const url = new URL(request.url);
  const requested = requestCookies(cookie, { secure: url.protocol === 'https:' });
  const cookies = recording ? recording.recorder.watchCookies(requested) : requested;
  const { store, api } = createStorefrontState({
    api: {
      baseURL: options.apiUrl,
      channel: options.theme.channel,
      ...keepAliveAgents,
      ...(options.answers ? { answers: options.answers, guest: cookie === undefined } : {}),
      ...(options.requestId ? { headers: { 'x-request-id': options.requestId } } : {}),
      ...(recording ? { events: recording.recorder.events } : {}),
    },
    cookies,
    isServer: true,
    ...(options.now ? { now: options.now } : {}),
  });
  const ctx: StorefrontContextValue = {
    store,
    api,
    theme: options.theme,
    isServer: true,
    ...(options.shared ? { shared: true } : {}),
    origin: url.origin,
    // The verify-code alert is a development aid only.
    devCodes: process.env.NODE_ENV !== 'production',
  };
  const handler = handlerOf(options.theme, url.pathname);
  const context = await handler.query(request, { requestContext: ctx });

  // A shared page goes to every shopper: it never carries one's cookies.
  if (!options.shared)
    for (const cookie of cookies.setCookieHeaders()) res.appendHeader('set-cookie', cookie);
  if (context instanceof Response) {
    res.statusCode = context.status;
    // A redirect (a login guard's) depends on the visitor: no cache may keep it.
    res.setHeader('cache-control', 'no-store');
    context.headers.forEach((value, name) => res.setHeader(name, value));
    res.end();
    return;
  }

  const router = routerFor(handler, context);
  const islands =
    options.islandScripts && hydratesInIslands(context, store.getState(), options.shared);
  const state = ['window.__MISE_STATE__=', ...stateInScript(store.getState()), ';'];
  const boot = islands
    ? [HOLD_EARLY_CLICKS, ...state]
    : [...state, `window.__staticRouterHydrationData=${parsedInScript(hydrationData(context))};`];

  const tree = (sheet: ServerStyleSheet, kept?: KeptPartsRender) =>
    sheet.collectStyles(
      <KeptPartsContext.Provider value={kept ?? null}>
        <App ctx={ctx}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </KeptPartsContext.Provider>,
    );
  const modules = (islands ? options.islandScripts : options.scripts) ?? [];

  /** Status and headers, set on the response and kept with the page; what goes around React's HTML. */
  const startPage = (failed: boolean) => {
    const { site, settings } = store.getState();
    const services = options.thirdParty
      ? thirdPartyTags(settings.data, options.thirdParty, options.nonce)
      : { head: '', body: '', sources: { script: [], connect: [], img: [], frame: [] } };
    res.statusCode = failed
      ? 500
      : site.maintenance
        ? 503
        : site.isInvalidChannel
          ? 404
          : context.statusCode;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    // Kept with the page, so a hit answers with the same caching and security headers.
    const headers = {
      ...(recording?.cacheHeaders(res.statusCode) ?? { 'cache-control': 'no-store' }),
      ...options.headersFor(services.sources),
    };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // The hint before anything paints; a tag manager's noscript frame stays first.
    const bodyStart = `${services.body}<script nonce="${options.nonce}">${SESSION_HINT}</script>`;
    return { status: res.statusCode, headers, head: services.head, bodyStart };
  };

  // Every loader has run, so nothing is left to wait for: the page renders to a string at once,
  // without the stream's encoding of every chunk (a quarter of the render). Should anything
  // still suspend or fail (React then leaves a boundary to the browser, `<!--$!-->`), the page
  // is rendered again as a stream, which waits for it and reports the failure.
  const watch: StyleWatch = {};
  const sheet = requestStyleSheet(watch);
  // Only where the browser hydrates islands: the rest of the page is never rendered there.
  const kept = islands
    ? options.kept?.render(
        store,
        sheet,
        watch,
        `${options.shared ? 'shared' : 'own'} ${ctx.origin}`,
      )
    : undefined;
  const rendered = renderWhole(() => tree(sheet, kept));
  if (rendered !== undefined) {
    const whole = kept ? kept.splice(rendered) : [rendered];
    const styles = styleTagBytes(sheet);
    sheet.seal();
    const page = startPage(false);
    const preloads = modules
      .map(
        (src) =>
          `<link rel="modulepreload" fetchPriority="low" nonce="${options.nonce}" href="${src}"/>`,
      )
      .join('');
    const scripts = [
      `<script nonce="${options.nonce}">`,
      ...boot,
      `</script>${modules
        .map(
          (src) => `<script type="module" src="${src}" nonce="${options.nonce}" async=""></script>`,
        )
        .join('')}`,
    ];
    const html = pageBytes([
      '<!DOCTYPE html>',
      ...aroundPieces(whole, [`${preloads}${page.head}`, styles], page.bodyStart, scripts),
    ]);
    res.end(html);
    recording?.keep(page.status, html, options.nonce, page.headers);
    return;
  }

  const streamSheet = requestStyleSheet();
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const stream = renderToPipeableStream(tree(streamSheet), {
      bootstrapScriptContent: pageBytes(boot).toString(),
      nonce: options.nonce,
      bootstrapModules: modules,
      // Inline every Suspense boundary where it stands, once its data has come: React would
      // otherwise move boundaries that come after the first 12.8 kB into a later chunk and swap
      // them in by script, a layout shift.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        const page = startPage(failed);
        const styles = streamSheet.getStyleTags();
        let injected = false;
        // The page as sent, for the page cache.
        const sent: Buffer[] | undefined = recording ? [] : undefined;
        const withStyles = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            let out = chunk;
            if (!injected) {
              const html = chunk.toString('utf8');
              if (html.includes('</head>')) {
                injected = true;
                // The body's opening tag follows the head in the same shell chunk.
                out = pageBytes(pageParts(html, [page.head, styles], page.bodyStart));
              }
            }
            sent?.push(out);
            callback(null, out);
          },
          flush(callback) {
            if (sent && !failed)
              recording?.keep(page.status, Buffer.concat(sent), options.nonce, page.headers);
            callback();
          },
        });
        withStyles.pipe(res);
        stream.pipe(withStyles);
      },
      onAllReady() {
        streamSheet.seal();
        resolve();
      },
      onShellError(error) {
        streamSheet.seal();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
  });
}

/** React's whole document as a string, or undefined when part of it could not render here. */
function renderWhole(tree: () => ReactNode): string | undefined {
  try {
    const html = renderToString(tree());
    return html.includes('<!--$!-->') ? undefined : html;
  } catch {
    return undefined;
  }
}

/** A piece of a page: text, or bytes made once for many pages. */
type Piece = string | Buffer;

/**
 * React's HTML in pieces, with `head` before `</head>`, `bodyStart` right after `<body …>` and
 * `bodyEnd` before `</body>` (at the end when there is none).
 */
function pageParts(
  html: string,
  head: readonly Piece[],
  bodyStart: string,
  bodyEnd: readonly Piece[] = [],
): Piece[] {
  const found = html.lastIndexOf('</body>');
  const end = found === -1 ? html.length : found;
  const at = html.indexOf('</head>');
  if (at === -1) return [html.slice(0, end), ...bodyEnd, html.slice(end)];
  const bodyTag = html.indexOf('<body', at);
  const body = bodyTag === -1 ? at : html.indexOf('>', bodyTag) + 1;
  return [
    html.slice(0, at),
    ...head,
    html.slice(at, body),
    bodyTag === -1 ? '' : bodyStart,
    html.slice(body, end),
    ...bodyEnd,
    html.slice(end),
  ];
}

/**
 * The page's bytes, each piece encoded on its own. React's string is a rope of thousands of
 * pieces: a string made of it and the inserts would be flattened and encoded again as a whole,
 * and a string body makes Node measure and encode it once more (about a tenth of a catalogue
 * page's render).
 */
function pageBytes(parts: readonly Piece[]): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
}

/**
 * pageParts for React's HTML in pieces (kept parts' bytes between its strings): the head and the
 * body's start are in the first string, `</body>` in the last.
 */
function aroundPieces(
  pieces: readonly Piece[],
  head: readonly Piece[],
  bodyStart: string,
  bodyEnd: readonly Piece[],
): Piece[] {
  const first = pieces[0] as string;
  if (pieces.length === 1) return pageParts(first, head, bodyStart, bodyEnd);
  return [
    ...pageParts(first, head, bodyStart),
    ...pieces.slice(1, -1),
    ...pageParts(pieces.at(-1) as string, [], '', bodyEnd),
  ];
}
