import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.js';
import type { PageCacheOptions } from './page-cache.js';
import type { CookieJar } from '@mise/store';

/**
 * A stand-in API: answers each path with its current ETag (304 when asked with it), or 404 for
 * a path that is missing, counted.
 */
const etags = new Map<string, string>();
const missing = new Set<string>();
let asked = 0;
let api: http.Server;
let base = '';

beforeAll(async () => {
  api = http.createServer((request, response) => {
    asked += 1;
    if (missing.has(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    const etag = etags.get(request.url ?? '') ?? '"none"';
    response.writeHead(request.headers['if-none-match'] === etag ? 304 : 200, { etag });
    response.end();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));
beforeEach(() => {
  asked = 0;
  etags.set('/v1/settings', '"s1"');
  etags.set('/v1/products/st-1', '"p1"');
  etags.set('/v1/news', '"n1"');
});

const NONCE = 'n0nce';
let stream: number | undefined;

function cache(options: Partial<PageCacheOptions> = {}) {
  return createPageCache({
    channel: 'standard',
    httpAgent: new http.Agent(),
    httpsAgent: new https.Agent(),
    pushed: () => stream,
    cdn: { sMaxAge: 300, staleWhileRevalidate: 30 },
    ...options,
  });
}

/** A render reading these API paths as a visitor without cookies; returns its recording. */
function render(pages: ReturnType<typeof cache>, key: string, paths: string[]) {
  const recording = pages.record(key);
  const { events } = recording.recorder;
  for (const path of paths) {
    const url = `${base}${path}`;
    events.onRequest!({ method: 'GET', url });
    events.onResponse!(
      missing.has(path)
        ? { method: 'GET', url, status: 404, headers: {} }
        : {
            method: 'GET',
            url,
            status: 200,
            headers: { etag: etags.get(path)!, 'cache-control': 'public, no-cache' },
          },
    );
  }
  return recording;
}

function keep(pages: ReturnType<typeof cache>, key: string, paths: string[], html = '<p>一</p>') {
  const recording = render(pages, key, paths);
  recording.keep(
    200,
    Buffer.from(`${html}<script nonce="${NONCE}"></script>`),
    NONCE,
    recording.cacheHeaders(200),
  );
}

/** A cookie jar answering `value` for every name. */
const jar = (value: string | undefined) => ({ get: () => value }) as unknown as CookieJar;

const lookup = (pages: ReturnType<typeof cache>, key: string) =>
  pages.lookup(key, new Set(), 'fresh');

describe('the page cache with the catalogue feed up', () => {
  beforeEach(() => {
    stream = 1;
  });

  it('serves a kept page without asking the API, with the nonce of the request', async () => {
    const pages = cache();
    keep(pages, '/product/st-1', ['/v1/settings', '/v1/products/st-1']);
    const kept = await lookup(pages, '/product/st-1');
    expect(kept?.html.toString()).toBe('<p>一</p><script nonce="fresh"></script>');
    expect(asked).toBe(0);
  });

  it('drops only the pages made from what a change touched', async () => {
    const pages = cache();
    keep(pages, '/product/st-1', ['/v1/settings', '/v1/products/st-1']);
    keep(pages, '/news', ['/v1/settings', '/v1/news']);
    pages.invalidate(['news']);
    expect(await lookup(pages, '/news')).toBeUndefined();
    expect(await lookup(pages, '/product/st-1')).toBeDefined();
    pages.invalidate(['mise']);
    expect(await lookup(pages, '/product/st-1')).toBeUndefined();
    expect(asked).toBe(0);
  });

  it('checks once with the API a page rendered while a change came in, then trusts the feed', async () => {
    const pages = cache();
    const recording = render(pages, '/product/st-1', ['/v1/products/st-1']);
    // The change may have come after the render read its answer.
    pages.invalidate(['news']);
    recording.keep(200, Buffer.from('<p>一</p>'), NONCE, recording.cacheHeaders(200));
    etags.set('/v1/products/st-1', '"p2"');
    expect(await lookup(pages, '/product/st-1')).toBeUndefined();
    expect(asked).toBe(1);

    const again = render(pages, '/product/st-1', ['/v1/products/st-1']);
    pages.invalidate(['blogs']);
    again.keep(200, Buffer.from('<p>二</p>'), NONCE, again.cacheHeaders(200));
    expect((await lookup(pages, '/product/st-1'))?.html.toString()).toBe('<p>二</p>');
    expect(asked).toBe(2);
    expect((await lookup(pages, '/product/st-1'))?.html.toString()).toBe('<p>二</p>');
    expect(asked).toBe(2);
  });

  it('checks with the API a page kept on an earlier stream: changes between streams went unheard', async () => {
    const pages = cache();
    keep(pages, '/product/st-1', ['/v1/products/st-1']);
    stream = 2;
    expect(await lookup(pages, '/product/st-1')).toBeDefined();
    expect(await lookup(pages, '/product/st-1')).toBeDefined();
    expect(asked).toBe(1);
  });
});

describe('the page cache with the catalogue feed down', () => {
  beforeEach(() => {
    stream = undefined;
  });

  it('checks every dependency with the API on every hit, and renders again once one changed', async () => {
    const pages = cache();
    keep(pages, '/product/st-1', ['/v1/settings', '/v1/products/st-1']);
    expect(await lookup(pages, '/product/st-1')).toBeDefined();
    expect(asked).toBe(2);
    etags.set('/v1/products/st-1', '"p2"');
    expect(await lookup(pages, '/product/st-1')).toBeUndefined();
    expect(await lookup(pages, '/product/st-1')).toBeUndefined();
  });

  it('keeps a page made from a missing answer (a landing page whose slug is no static page) while it stays missing', async () => {
    const pages = cache();
    missing.add('/v1/static-pages/url/spring-fair/');
    etags.set('/v1/lp/spring-fair', '"l1"');
    try {
      keep(pages, '/spring-fair', ['/v1/static-pages/url/spring-fair/', '/v1/lp/spring-fair']);
      expect(await lookup(pages, '/spring-fair')).toBeDefined();
      expect(asked).toBe(2);
      // A static page of that path now exists: it is shown instead.
      missing.delete('/v1/static-pages/url/spring-fair/');
      expect(await lookup(pages, '/spring-fair')).toBeUndefined();
    } finally {
      missing.clear();
    }
  });
});

describe('caching headers of a page', () => {
  it('are public with the keys of what it was made from, and the same on a hit', async () => {
    stream = 1;
    const pages = cache();
    const recording = render(pages, '/product/st-1', ['/v1/settings', '/v1/products/st-1']);
    const headers = recording.cacheHeaders(200);
    expect(headers).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=30',
      'surrogate-key': 'mise settings products products-st-1',
      'cache-tag': 'mise,settings,products,products-st-1',
    });
    recording.keep(200, Buffer.from('<p>一</p>'), NONCE, headers);
    expect((await lookup(pages, '/product/st-1'))?.headers).toEqual(headers);
  });

  it("do not vary on Cookie: a shared route is rendered without the shopper's cookies", () => {
    const recording = render(cache(), '/product/st-1', ['/v1/products/st-1']);
    recording.recorder.watchCookies(jar(undefined)).get('access_token');
    expect(recording.cacheHeaders(200).vary).toBeUndefined();
  });

  it("are no-store for a page made with a visitor's cookie, a write, an error, or with s-maxage 0", () => {
    const withCookie = render(cache(), '/a', ['/v1/settings']);
    withCookie.recorder.watchCookies(jar('abc')).get('access_token');
    const withPost = render(cache(), '/b', ['/v1/settings']);
    withPost.recorder.events.onRequest!({ method: 'POST', url: `${base}/v1/carts` });
    const off = render(cache({ cdn: { sMaxAge: 0, staleWhileRevalidate: 0 } }), '/c', []);
    for (const [recording, status] of [
      [withCookie, 200],
      [withPost, 200],
      [render(cache(), '/d', ['/v1/settings']), 404],
      [off, 200],
    ] as const)
      expect(recording.cacheHeaders(status)).toEqual({ 'cache-control': 'no-store' });
  });
});
