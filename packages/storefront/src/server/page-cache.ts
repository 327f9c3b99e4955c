import http from 'node:http';
import https from 'node:https';
import type { ApiClientEvents } from '@mise/api-client';
import type { CookieJar } from '@mise/store';

/**
 * Pages a visitor without the shop's cookies sees, kept as HTML and checked again on every
 * request: a page is served from here only when each API answer it was made from is still the
 * same (a conditional GET answered 304 by the API's response cache). So a price or stock
 * change shows on the next request, as it does with the API alone, while rendering (about
 * 16 ms of CPU for a list page) happens once per change instead of once per visit.
 *
 * A page is kept only when everything it was made from can be checked that way: GETs answered
 * 200 with an ETag and `Cache-Control: public` (anonymous catalogue and content reads), no
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
};

type Dependency = { url: string; etag: string };

type Entry = {
  /** The page cut where its nonce stood: each answer gets a fresh one. */
  parts: string[];
  /** Its security headers, cut the same way (the CSP names the nonce and the page's services). */
  headers: [name: string, parts: string[]][];
  bytes: number;
  dependencies: Dependency[];
  /** Cookies the render asked for and did not find: a request carrying one renders anew. */
  cookiesRead: string[];
  madeAt: number;
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
  ) => Promise<{ html: string; headers: Record<string, string> } | undefined>;
  /** A recorder for one render and the function that keeps its page once it is whole. */
  record: (key: string) => {
    recorder: PageRecorder;
    /** Keeps the page and its headers if it may be kept; `nonce` is the one its scripts carry. */
    keep: (status: number, html: string, nonce: string, headers: Record<string, string>) => void;
  };
};

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  // Map order is use order: the first key is the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  /** Whether the API still gives the same answer (304 to the ETag the page was made with). */
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
            'if-none-match': etag,
          },
        },
        (response) => {
          response.resume();
          resolve(
            response.statusCode === 304 ||
              (response.statusCode === 200 && response.headers.etag === etag),
          );
        },
      );
      // An API that does not answer in time fails the check: the page is rendered instead.
      request.setTimeout(5000, () => request.destroy());
      request.on('error', () => resolve(false));
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
      const fresh = (await Promise.all(entry.dependencies.map(unchanged))).every(Boolean);
      // Another request may have replaced the entry meanwhile: only this one is judged.
      const current = entries.get(key) === entry;
      if (!fresh) {
        if (current) drop(key);
        return undefined;
      }
      if (current) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return {
        html: entry.parts.join(nonce),
        headers: Object.fromEntries(
          entry.headers.map(([name, parts]) => [name, parts.join(nonce)]),
        ),
      };
    },

    record(key) {
      let keepable = true;
      let inFlight = 0;
      const dependencies = new Map<string, string>();
      const cookiesRead = new Set<string>();
      const madeAt = Date.now();
      const recorder: PageRecorder = {
        events: {
          onRequest: ({ method }) => {
            inFlight += 1;
            if (method !== 'GET') keepable = false;
          },
          onResponse: ({ url, status, headers }) => {
            inFlight -= 1;
            const etag = headers.etag;
            const known = dependencies.get(url);
            if (
              status !== 200 ||
              !etag ||
              !/\bpublic\b/.test(headers['cache-control'] ?? '') ||
              (known !== undefined && known !== etag)
            ) {
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
      return {
        recorder,
        keep(status, html, nonce, headers) {
          // A call still out (a deferred read the page did not wait for) may change nothing
          // on the page, but whether it could is unknown: such a page is not kept.
          const size = Buffer.byteLength(html);
          if (!keepable || inFlight !== 0 || status !== 200 || size > maxBytes / 8) return;
          drop(key);
          entries.set(key, {
            parts: html.split(nonce),
            headers: Object.entries(headers).map(([name, value]) => [name, value.split(nonce)]),
            bytes: size,
            dependencies: [...dependencies].map(([url, etag]) => ({ url, etag })),
            cookiesRead: [...cookiesRead],
            madeAt,
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
