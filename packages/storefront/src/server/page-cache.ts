import http from 'node:http';
import https from 'node:https';
import type { ApiClientEvents } from '@mise/api-client';
import type { CookieJar } from '@mise/store';
import { sharedHeaders, surrogateKeys } from './cdn.js';
import type { CdnOptions } from './cdn.js';

/**
 * Pages a visitor without the shop's cookies sees, kept as HTML until what they were made from
 * changes. While the API's feed of catalogue changes is up (catalog-feed.ts), a change drops
 * the pages made from the resources it touched (`invalidate`) and a hit asks the API nothing.
 * While it is down, and for a page made or last checked on an earlier stream or while a change
 * came in, a page is served only when each API answer it was made from is still the same (a
 * conditional GET answered 304 by the API's response cache). Either way a price or stock change
 * shows on the next request, as it does with the API alone, while rendering (about 16 ms of
 * CPU for a list page) happens once per change instead of once per visit.
 *
 * A page is kept only when everything it was made from can be checked that way: GETs answered
 * 200 with an ETag and `Cache-Control: public` (anonymous catalogue and content reads) or 404, no
 * other call (a POST, a member's data), no cookie present or set, status 200. `maxAgeMs`
 * bounds what the answers do not show (a date compared with now while rendering).
 */
export type PageCacheOptions = {
  /** The shop's channel, sent as X-Channel as the storefront's own calls send it. */
  channel: string;
  /** Keep-alive agents for the checks (the SSR client's own). */
  httpAgent: http.Agent;
  httpsAgent: https.Agent;
  /** Memory for pages, in bytes of HTML (default 32 MB; the least recently used go first). */
  maxBytes?: number;
  /** How long a page is kept at most, however its answers check out (default 30 s). */
  maxAgeMs?: number;
  /** The catalogue feed's current stream, undefined while it is down (catalog-feed.ts). */
  pushed?: () => number | undefined;
  /** Caching headers for CDNs (cdn.ts); without them every page is sent no-store. */
  cdn?: Pick<CdnOptions, 'sMaxAge' | 'staleWhileRevalidate'>;
};

/** An answer a page was made from: its ETag, or null for a 404 (a static page that is not there). */
type Dependency = { url: string; etag: string | null };

type Entry = {
  /**
   * The page cut where its nonce stood, as UTF-8: each answer gets a fresh nonce, and a hit
   * copies bytes instead of encoding 100 kB of text again.
   */
  parts: Buffer[];
  /** Its security headers, cut the same way (the CSP names the nonce and the page's services). */
  headers: [name: string, parts: string[]][];
  bytes: number;
  dependencies: Dependency[];
  /** What it was made from, as cdn.ts names it: a change to one of them drops the page. */
  keys: string[];
  /** Cookies the render asked for and did not find: a request carrying one renders anew. */
  cookiesRead: string[];
  madeAt: number;
  /** The feed stream that has told of every change to it since it was made or checked. */
  watchedOn: number | undefined;
};

/** What one render used, to tell whether its page may be kept. */
export type PageRecorder = {
  events: Pick<ApiClientEvents, 'onRequest' | 'onResponse'>;
  /** The request's cookies, watched. */
  watchCookies: <J extends CookieJar>(jar: J) => J;
};

export type PageCache = {
  /** The kept HTML of `key` when it is still what a render would give this request. */
  lookup: (
    key: string,
    cookieNames: ReadonlySet<string>,
    nonce: string,
  ) => Promise<{ html: Buffer; headers: Record<string, string> } | undefined>;
  /** A recorder for one render and the function that keeps its page once it is whole. */
  record: (key: string) => {
    recorder: PageRecorder;
    /**
     * The page's caching headers as far as the render went: shared (cdn.ts) when what it used
     * so far may be kept, else no-store.
     */
    cacheHeaders: (status: number) => Record<string, string>;
    /** Keeps the page and its headers if it may be kept; `nonce` is the one its scripts carry. */
    keep: (status: number, html: Buffer, nonce: string, headers: Record<string, string>) => void;
  };
  /** Drops the pages made from any of these keys (a change the feed told of). */
  invalidate: (keys: readonly string[]) => void;
};

/** The bytes between each two `separator`s (views of `bytes`, not copies). */
function split(bytes: Buffer, separator: string): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(bytes.subarray(from));
  return parts;
}

/** The parts with `separator` between each two, in one buffer. */
function joined(parts: readonly Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    if (index > 0) pieces.push(separator);
    pieces.push(part);
  }
  return Buffer.concat(pieces);
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  // Map order is use order: the first key is the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Changes told so far: a page rendered or checked while one came in is checked again. */
  let changes = 0;
  const pushed = options.pushed ?? (() => undefined);

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  /** Whether the API still gives the same answer (304 to the ETag the page was made with, or 404 again). */
  const unchanged = ({ url, etag }: Dependency) =>
    new Promise<boolean>((resolve) => {
      const secure = url.startsWith('https:');
      const request = (secure ? https : http).get(
        url,
        {
          agent: secure ? options.httpsAgent : options.httpAgent,
          headers: {
            accept: 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            'x-channel': options.channel,
            ...(etag === null ? {} : { 'if-none-match': etag }),
          },
        },
        (response) => {
          response.resume();
          resolve(
            etag === null
              ? response.statusCode === 404
              : response.statusCode === 304 ||
                  (response.statusCode === 200 && response.headers.etag === etag),
          );
        },
      );
      // An API that does not answer in time fails the check: the page is rendered instead.
      request.setTimeout(5000, () => request.destroy());
      request.on('error', () => resolve(false));
    });

  const served = (entry: Entry, nonce: string) => ({
    html: joined(entry.parts, Buffer.from(nonce)),
    headers: Object.fromEntries(entry.headers.map(([name, parts]) => [name, parts.join(nonce)])),
  });

  return {
    async lookup(key, cookieNames, nonce) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.madeAt > maxAgeMs) {
        drop(key);
        return undefined;
      }
      if (entry.cookiesRead.some((name) => cookieNames.has(name))) return undefined;
      const stream = pushed();
      if (stream === undefined || entry.watchedOn !== stream) {
        const before = changes;
        const fresh = (await Promise.all(entry.dependencies.map(unchanged))).every(Boolean);
        // Another request may have replaced the entry meanwhile: only this one is judged.
        if (entries.get(key) !== entry)
          return fresh && changes === before ? served(entry, nonce) : undefined;
        if (!fresh) {
          drop(key);
          return undefined;
        }
        // Checked while the feed was up and told of nothing: it tells of what comes next.
        if (stream !== undefined && pushed() === stream && changes === before)
          entry.watchedOn = stream;
      }
      if (entries.get(key) === entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return served(entry, nonce);
    },

    invalidate(keys) {
      changes += 1;
      for (const [key, entry] of entries)
        if (entry.keys.some((name) => keys.includes(name))) drop(key);
    },

    record(key) {
      let keepable = true;
      let inFlight = 0;
      const dependencies = new Map<string, string | null>();
      const cookiesRead = new Set<string>();
      const madeAt = Date.now();
      // The stream that will tell of changes to what this render reads, if none comes in meanwhile.
      const stream = pushed();
      const changesBefore = changes;
      const recorder: PageRecorder = {
        events: {
          onRequest: ({ method }) => {
            inFlight += 1;
            if (method !== 'GET') keepable = false;
          },
          onResponse: ({ method, url, status, headers }) => {
            inFlight -= 1;
            // A read of what is not there (the static page a landing page's slug is not)
            // stays true until that table changes, as an answer does.
            const etag =
              method === 'GET' && status === 404
                ? null
                : status === 200 && /\bpublic\b/.test(headers['cache-control'] ?? '')
                  ? headers.etag || undefined
                  : undefined;
            if (etag === undefined || (dependencies.has(url) && dependencies.get(url) !== etag)) {
              keepable = false;
              return;
            }
            dependencies.set(url, etag);
          },
        },
        watchCookies: (jar) => ({
          ...jar,
          get: (name: string) => {
            const value = jar.get(name);
            if (value === undefined) cookiesRead.add(name);
            else keepable = false;
            return value;
          },
          set: (...args: Parameters<CookieJar['set']>) => {
            keepable = false;
            jar.set(...args);
          },
          remove: (name: string) => {
            keepable = false;
            jar.remove(name);
          },
        }),
      };
      const shareable = (status: number) => keepable && inFlight === 0 && status === 200;
      return {
        recorder,
        cacheHeaders(status) {
          return options.cdn && options.cdn.sMaxAge > 0 && shareable(status)
            ? sharedHeaders(surrogateKeys(dependencies.keys()), options.cdn)
            : { 'cache-control': 'no-store' };
        },
        keep(status, html, nonce, headers) {
          // A call still out (a deferred read the page did not wait for) may change nothing
          // on the page, but whether it could is unknown: such a page is not kept.
          const size = html.length;
          if (!shareable(status) || size > maxBytes / 8) return;
          drop(key);
          entries.set(key, {
            parts: split(html, nonce),
            headers: Object.entries(headers).map(([name, value]) => [name, value.split(nonce)]),
            bytes: size,
            dependencies: [...dependencies].map(([url, etag]) => ({ url, etag })),
            keys: surrogateKeys(dependencies.keys()),
            cookiesRead: [...cookiesRead],
            madeAt,
            watchedOn:
              stream !== undefined && pushed() === stream && changes === changesBefore
                ? stream
                : undefined,
          });
          bytes += size;
          for (const oldest of entries.keys()) {
            if (bytes <= maxBytes) break;
            drop(oldest);
          }
        },
      };
    },
  };
}
