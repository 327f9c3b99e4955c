import http from 'node:http';
import https from 'node:https';

/**
 * What a CDN (or Varnish) in front of the theme servers is told about a page, and how it is
 * told that a page changed.
 *
 * A page the page cache may keep (page-cache.ts: made only from public catalogue and content
 * answers, no cookie of the visitor's read) goes out `public` with the keys of what it was made
 * from in `Surrogate-Key` (Varnish, Fastly) and `Cache-Tag` (Cloudflare); every key names an
 * API resource the page read (`products`, `news`, `settings`…) or one item of it
 * (`products-st-00001-01`, `news-n001`), and every page also carries `mise`. When the API says
 * a catalogue table changed (catalog-feed.ts), the keys of the resources made from that table
 * are dropped here and purged at the CDN.
 */
export type CdnOptions = {
  /** How long a shared cache may keep a page (s-maxage, seconds); 0 sends every page no-store. */
  sMaxAge: number;
  /** How long after that it may still answer with it while it fetches anew (seconds). */
  staleWhileRevalidate: number;
  /** Where purges go (HTTP PURGE with the keys in `Surrogate-Key`); none: nothing is purged. */
  purgeUrl?: string;
};

/** The key every shared page carries: purging it empties the whole cache. */
export const ALL_PAGES = 'mise';

/**
 * Tables whose rows only the named resources read. The API's notifications name a table, not
 * rows, and most tables (products, categories, settings…) feed answers of many resources: a
 * change to any table not listed here purges every page. Precise by content kind, so editing a
 * blog post leaves the product pages in the cache.
 */
const READ_ONLY_BY: Record<string, string[]> = {
  // Layout blocks, landing pages and collections may show news headlines.
  news: ['news', 'layouts', 'pages', 'lp', 'collections'],
  blogs: ['blogs'],
  qas: ['qas', 'qa-categories'],
  qa_categories: ['qas', 'qa-categories'],
  static_pages: ['static-pages'],
  landing_pages: ['lp'],
  stylists: ['stylists'],
};

/** The keys whose pages a change to `table` may have altered. */
export function keysChangedBy(table: string): string[] {
  return READ_ONLY_BY[table] ?? [ALL_PAGES];
}

const KEY = /^[\w.-]{1,80}$/;

/**
 * The keys of a page made from these API answers (full URLs of /v1 GETs): the resource of each,
 * and the item when the path names one (`/v1/products/{key}`).
 */
export function surrogateKeys(urls: Iterable<string>): string[] {
  const keys = new Set([ALL_PAGES]);
  for (const url of urls) {
    const [version, resource, item, ...rest] = new URL(url).pathname.split('/').filter(Boolean);
    if (version !== 'v1' || !resource || !KEY.test(resource)) continue;
    keys.add(resource);
    if (item && rest.length === 0 && KEY.test(`${resource}-${item}`))
      keys.add(`${resource}-${item}`);
  }
  return [...keys];
}

/** The caching headers of a page a CDN may share. */
export function sharedHeaders(
  keys: readonly string[],
  options: CdnOptions,
): Record<string, string> {
  // No Vary: Cookie: a shared route is rendered without the shopper's cookies (routes/table.ts),
  // so the page is the same whatever cookies a request carries.
  return {
    'cache-control': `public, max-age=0, s-maxage=${options.sMaxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`,
    'surrogate-key': keys.join(' '),
    'cache-tag': keys.join(','),
  };
}

const seconds = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`${name} must be a whole number of seconds: ${value}`);
  return number;
};

/** CDN_S_MAXAGE (default 300), CDN_STALE_WHILE_REVALIDATE (default 30), CDN_PURGE_URL. */
export function cdnOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CdnOptions {
  const purgeUrl = env.CDN_PURGE_URL?.trim();
  if (purgeUrl && !/^https?:\/\//.test(purgeUrl))
    throw new Error(`CDN_PURGE_URL must be an http:// or https:// URL: ${purgeUrl}`);
  return {
    sMaxAge: seconds(env.CDN_S_MAXAGE, 300, 'CDN_S_MAXAGE'),
    staleWhileRevalidate: seconds(env.CDN_STALE_WHILE_REVALIDATE, 30, 'CDN_STALE_WHILE_REVALIDATE'),
    ...(purgeUrl ? { purgeUrl } : {}),
  };
}

/**
 * Sends `PURGE <purgeUrl>` with `Surrogate-Key: <keys>` (tooling/varnish/mise.vcl bans the
 * pages carrying any of them). A purge that fails is logged: the pages then live out s-maxage.
 */
export function purgeKeys(
  purgeUrl: string,
  keys: readonly string[],
  log: (message: string) => void,
): Promise<void> {
  return new Promise((resolve) => {
    const secure = purgeUrl.startsWith('https:');
    const request = (secure ? https : http).request(
      purgeUrl,
      // A connection of its own: purges are rare, and a kept-alive socket the cache closed
      // meanwhile would lose one.
      { method: 'PURGE', agent: false, headers: { 'surrogate-key': keys.join(' ') } },
      (response) => {
        response.resume();
        if ((response.statusCode ?? 500) >= 300)
          log(`CDN purge of ${keys.join(' ')} answered ${response.statusCode}`);
        resolve();
      },
    );
    request.setTimeout(5000, () => request.destroy(new Error('timed out')));
    request.on('error', (error) => {
      log(`CDN purge of ${keys.join(' ')} failed: ${error.message}`);
      resolve();
    });
    request.end();
  });
}
