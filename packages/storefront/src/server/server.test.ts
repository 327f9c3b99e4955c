import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { Kept, standardTheme } from '@mise/ui';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutProps, ThemeDefinition } from '../kit/index.js';
import { devClockAllowed } from './dev-clock.js';
import { createThemeServer } from './server.js';

const Layout = () => null;
const theme: ThemeDefinition = {
  name: 'standard',
  channel: 'standard',
  siteName: 'テストストア',
  tokens: standardTheme,
  layouts: {
    default: Layout,
    simple: Layout,
    sample: Layout,
    maintenance: Layout,
    invalidChannel: Layout,
  },
};

let api: RunningTestApp;
let shop: FastifyInstance;
let clientDir: string;
/** The paths of the calls the API got, to tell what a page served from the cache cost it. */
const apiCalls: string[] = [];

beforeAll(async () => {
  // The API believes the address its theme servers (on this machine) pass on.
  api = await startTestServer({ config: { trustProxy: 'loopback' } });
  api.app.server.on('request', (request: { url: string }) => apiCalls.push(request.url));
  // The theme server reads the client build's manifest; a minimal one stands for it.
  clientDir = mkdtempSync(path.join(tmpdir(), 'mise-client-'));
  mkdirSync(path.join(clientDir, '.vite'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, '.vite/manifest.json'),
    JSON.stringify({ 'src/entry-client.tsx': { file: 'assets/client.js' } }),
  );
  shop = await createThemeServer({ theme, apiUrl: api.baseURL, clientDir });
});
afterAll(async () => {
  await shop.close();
  await api.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('sitemap.xml', () => {
  it('lists products, static pages, news, blogs, makers and the main pages with absolute URLs', async () => {
    const response = await shop.inject({
      url: '/sitemap.xml',
      headers: { host: 'shop.example.jp' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const urls = locs(response.body);
    expect(urls.every((url) => url.startsWith('http://shop.example.jp/'))).toBe(true);
    expect(urls).toContain('http://shop.example.jp/');
    expect(urls).toContain('http://shop.example.jp/guide/');
    expect(urls).toContain('http://shop.example.jp/news/n001/');
    expect(urls).toContain('http://shop.example.jp/blog/b001/');
    expect(urls.filter((url) => url.includes('/product/')).length).toBeGreaterThan(10);
    expect(urls.some((url) => url.includes('/maker/'))).toBe(true);
    // Member and cart screens are not for search engines.
    expect(urls.some((url) => /\/(mypage|cart|login)/.test(url))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('robots.txt', () => {
  it('keeps private screens out and names the sitemap', async () => {
    const response = await shop.inject({
      url: '/robots.txt',
      headers: { host: 'shop.example.jp' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /mypage');
    expect(response.body).toContain('Disallow: /cart');
    expect(response.body).toContain('Sitemap: http://shop.example.jp/sitemap.xml');
  });
});

describe('the /v1 proxy', () => {
  it("passes the shopper's address on to the API (the login history shows it, not the shop's); a forged X-Forwarded-For is not believed", async () => {
    const loginFrom = async (headers: Record<string, string> = {}) => {
      const login = await shop.inject({
        method: 'POST',
        url: '/v1/auth/login',
        remoteAddress: '203.0.113.7',
        headers,
        payload: { login_id: 'taro', password: 'mise1234' },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json<{ access_token: string }>().access_token;
      const histories = await shop.inject({
        url: '/v1/me/login-histories',
        headers: { authorization: `Bearer ${token}` },
      });
      return histories.json<{ data: { ip: string }[] }>().data[0]?.ip;
    };
    expect(await loginFrom()).toBe('203.0.113.7');
    expect(await loginFrom({ 'x-forwarded-for': '198.51.100.99' })).toBe('203.0.113.7');
  });
});

describe('the page cache', () => {
  const page = (url: string, headers: Record<string, string> = {}) =>
    shop.inject({ url, headers: { host: 'shop.example.jp', ...headers } });
  const productName = async (key: string) => {
    const result = await api.db.execute(`select name from products where key = '${key}'`);
    return (result as { rows: { name: string }[] }).rows[0]!.name;
  };

  beforeAll(async () => {
    await api.app.catalogChanges.listening;
  });
  /** The API's change reaches the theme server over its feed a moment after the write. */
  const changed = async (url: string, text: string) => {
    await expect.poll(async () => (await page(url)).body).toContain(text);
  };

  it('serves a visitor without cookies the page it kept, and renders again once a product changes', async () => {
    const url = '/product/st-00002-01/';
    const name = await productName('st-00002-01');
    const first = await page(url);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(name);
    const second = await page(url);
    expect(second.headers['x-cache']).toBe('hit');
    // The same page, with a nonce of its own.
    const withoutNonce = (html: string) => html.replaceAll(/nonce="[^"]+"/g, '');
    expect(withoutNonce(second.body)).toBe(withoutNonce(first.body));
    expect(second.body).not.toBe(first.body);

    // A hit asks the API nothing: the feed tells of changes.
    apiCalls.length = 0;
    expect((await page(url)).headers['x-cache']).toBe('hit');
    expect(apiCalls).toEqual([]);

    await api.db.execute(
      `update products set name = 'ページ更新確認用の名前' where key = 'st-00002-01'`,
    );
    await changed(url, 'ページ更新確認用の名前');
    expect((await page(url)).headers['x-cache']).toBe('hit');
    // A hard reload renders anew.
    expect((await page(url, { 'cache-control': 'no-cache' })).headers['x-cache']).toBe('miss');
  });

  it('without the feed, checks a kept page with the API on every hit and shows a change at once', async () => {
    const checked = await createThemeServer({
      theme,
      apiUrl: api.baseURL,
      clientDir,
      catalogFeed: false,
    });
    try {
      const url = '/product/st-00006-01/';
      const visit = () => checked.inject({ url, headers: { host: 'shop.example.jp' } });
      await visit();
      apiCalls.length = 0;
      expect((await visit()).headers['x-cache']).toBe('hit');
      expect(apiCalls.length).toBeGreaterThan(0);
      await api.db.execute(
        `update products set name = 'フィードなしの更新' where key = 'st-00006-01'`,
      );
      await api.app.catalogChanges.settle();
      const next = await visit();
      expect(next.headers['x-cache']).toBe('miss');
      expect(next.body).toContain('フィードなしの更新');
    } finally {
      await checked.close();
    }
  });

  it('renders a page anew from the answers every shopper gets alike without asking the API again, until the feed tells of a change', async () => {
    const rendering = await createThemeServer({
      theme,
      apiUrl: api.baseURL,
      clientDir,
      pageCache: false,
    });
    try {
      const url = '/product/st-00008-01/';
      const visit = () => rendering.inject({ url, headers: { host: 'shop.example.jp' } });
      // The feed connects a moment after the server starts; until then every call goes out.
      await expect
        .poll(async () => {
          await visit();
          apiCalls.length = 0;
          await visit();
          return apiCalls.length;
        })
        .toBe(0);
      await api.db.execute(`update products set name = '描き直しの更新' where key = 'st-00008-01'`);
      await expect.poll(async () => (await visit()).body).toContain('描き直しの更新');
      // A member's calls carry their token: never answered from another shopper's.
      const login = await rendering.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { login_id: 'taro', password: 'mise1234' },
      });
      const token = login.json<{ access_token: string }>().access_token;
      apiCalls.length = 0;
      await rendering.inject({
        url: '/mypage/',
        headers: {
          host: 'shop.example.jp',
          cookie: `access_token=${token}; token_expires_at=${Date.now() + 600_000}`,
        },
      });
      expect(apiCalls.some((call) => call.startsWith('/v1/settings'))).toBe(true);
    } finally {
      await rendering.close();
    }
  });

  it('sends a kept page to CDNs as shared, naming what it was made from; other pages no-store', async () => {
    const url = '/product/st-00007-01/';
    for (const cache of ['miss', 'hit']) {
      const response = await page(url);
      expect(response.headers['x-cache']).toBe(cache);
      expect(response.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=300, stale-while-revalidate=30',
      );
      const keys = String(response.headers['surrogate-key']).split(' ');
      expect(keys).toEqual(expect.arrayContaining(['mise', 'settings', 'products-st-00007-01']));
      expect(response.headers['cache-tag']).toBe(keys.join(','));
      expect(String(response.headers.vary)).not.toContain('Cookie');
    }
    // A member gets the shared page, with the same headers.
    const member = await page(url, { cookie: 'access_token=abc' });
    expect(member.headers['cache-control']).toMatch(/^public, /);
    expect(member.headers['surrogate-key']).toContain('products-st-00007-01');
    expect((await page('/mypage/')).headers['cache-control']).toBe('no-store');
    expect((await page('/cart/')).headers['cache-control']).toBe('no-store');
  });

  it('purges at the CDN everything when its feed connects, then the keys each change touched', async () => {
    const purged: string[] = [];
    const cdn = http.createServer((request, response) => {
      purged.push(`${request.method} ${String(request.headers['surrogate-key'])}`);
      response.end();
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const purging = await createThemeServer({
      theme,
      apiUrl: api.baseURL,
      clientDir,
      cdn: {
        sMaxAge: 60,
        staleWhileRevalidate: 10,
        purgeUrl: `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/`,
      },
    });
    try {
      await expect.poll(() => purged).toEqual(['PURGE mise']);
      await api.db.execute(`update blogs set title = 'パージ確認' where id = 1`);
      await expect.poll(() => purged).toEqual(['PURGE mise', 'PURGE blogs']);
    } finally {
      await purging.close();
      await new Promise((resolve) => cdn.close(resolve));
    }
  });

  const withoutNonce = (html: string) => html.replaceAll(/nonce="[^"]+"/g, '');

  it('answers a member and a cart holder with the shared page a guest gets: the same bytes, no cookie set', async () => {
    const url = '/product/st-00003-01/';
    const guest = await page(url);
    const member = await page(url, { cookie: 'access_token=abc; token_expires_at=1; _ga=GA1.1' });
    const cartHolder = await page(url, { cookie: 'cartToken=cart-123' });
    for (const response of [member, cartHolder]) {
      expect(response.headers['x-cache']).toBe('hit');
      expect(withoutNonce(response.body)).toBe(withoutNonce(guest.body));
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // Rendered for a member first, the page is still the one every shopper gets.
    const other = '/product/st-00009-01/';
    const first = await page(other, { cookie: 'access_token=abc; cartToken=cart-123' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['set-cookie']).toBeUndefined();
    const second = await page(other);
    expect(second.headers['x-cache']).toBe('hit');
    expect(withoutNonce(second.body)).toBe(withoutNonce(first.body));
  });

  it('a shopper who unlocked a protected tag gets pages of their own', async () => {
    const url = '/product/st-00003-01/';
    await page(url);
    const unlocked = await page(url, { cookie: 'tagTokens=secret%3Dtoken' });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.headers['x-cache']).toBeUndefined();
  });

  it('keeps no personal page and no error', async () => {
    const notFound = '/product/no-such-product/';
    expect((await page(notFound)).statusCode).toBe(404);
    expect((await page(notFound)).headers['x-cache']).toBe('miss');
    for (const url of ['/mypage/', '/cart/', '/login/']) {
      for (let visit = 0; visit < 2; visit += 1)
        expect((await page(url)).headers['x-cache']).toBeUndefined();
    }
  });
});

describe('security headers of pages', () => {
  const scriptsOf = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1]!)
      .filter((attributes) => !attributes.includes('application/ld+json'));

  it('allow only scripts of the shop or with the response’s own nonce, rendered or kept', async () => {
    const nonces = new Set<string>();
    for (const cache of ['miss', 'hit']) {
      const response = await shop.inject({ url: '/product/st-00004-01/' });
      expect(response.headers['x-cache']).toBe(cache);
      const policy = String(response.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(policy).toContain("script-src 'self' 'nonce-");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
      const scripts = scriptsOf(response.body);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      nonces.add(nonce!);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      expect(response.headers['permissions-policy']).toContain('camera=()');
      // Plain HTTP here: HSTS only over HTTPS.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect(nonces.size).toBe(2);
  });
});

describe('requests Node refuses', () => {
  it('a URL over 16 KB gets a Japanese 431 page', async () => {
    const address = await shop.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/product?q=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('URLが長すぎます');
  });
});

describe('a member who comes back after the access token expired', () => {
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  let clocked: FastifyInstance;
  beforeAll(async () => {
    clocked = await createThemeServer({ theme, apiUrl: api.baseURL, clientDir, devClock: true });
  });
  afterAll(async () => {
    await moveClocks(0);
    await clocked.close();
  });

  /** The API's and the theme server's clocks, this far ahead of the machine's. */
  async function moveClocks(offsetMs: number) {
    const body = JSON.stringify({ offset_ms: offsetMs });
    const headers = { 'content-type': 'application/json' };
    expect(
      (await fetch(`${api.baseURL}/dev/clock`, { method: 'POST', headers, body })).status,
    ).toBe(200);
    if (clocked)
      expect(
        (await clocked.inject({ method: 'POST', url: '/dev/clock', headers, payload: body }))
          .statusCode,
      ).toBe(200);
  }

  /** The browser's cookies after logging in through the shop, as the storefront stores them. */
  async function loggedIn(): Promise<Map<string, string>> {
    const login = await clocked.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { login_id: 'taro', password: 'mise1234' },
    });
    const { access_token, expires_in } = login.json<{ access_token: string; expires_in: number }>();
    const refresh = login.cookies.find((cookie) => cookie.name === 'mise_refresh');
    expect(refresh).toMatchObject({ path: '/', httpOnly: true });
    return new Map([
      ['access_token', access_token],
      ['token_expires_at', String(Date.now() + expires_in * 1000 - 5000)],
      ['mise_refresh', refresh!.value],
    ]);
  }

  const cookieHeader = (jar: Map<string, string>) =>
    [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

  /** A page request with the jar's cookies; the cookies it answers go into the jar. */
  async function visit(jar: Map<string, string>, url: string) {
    const response = await clocked.inject({ url, headers: { cookie: cookieHeader(jar) } });
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  }

  const stateOf = (html: string) => ({
    isLogin: html.includes('\\"isLogin\\":true'),
    email: html.includes('taro@example.jp'),
  });

  it('is logged in on the page the server renders after an hour, a day and 29 days, with the new cookies', async () => {
    const jar = await loggedIn();
    try {
      for (const offset of [HOUR + 60_000, DAY, 29 * DAY]) {
        await moveClocks(offset);
        const before = jar.get('mise_refresh');
        const page = await visit(jar, '/mypage/');
        expect(page.statusCode).toBe(200);
        expect(stateOf(page.body)).toEqual({ isLogin: true, email: true });
        const refresh = page.cookies.find((cookie) => cookie.name === 'mise_refresh');
        expect(refresh).toMatchObject({ httpOnly: true, path: '/', maxAge: 30 * 86_400 });
        expect(refresh!.value).not.toBe(before);
        expect(page.cookies.find((cookie) => cookie.name === 'access_token')?.maxAge).toBe(
          30 * 86_400,
        );
        // The next page goes on with the new token, without another refresh.
        const next = await visit(jar, '/cart/');
        expect(stateOf(next.body).isLogin).toBe(true);
        expect(next.cookies.find((cookie) => cookie.name === 'mise_refresh')).toBeUndefined();
      }
    } finally {
      await moveClocks(0);
    }
  });

  it('after the refresh token expired, is logged out cleanly: the session-expired login, cookies removed', async () => {
    const jar = await loggedIn();
    try {
      await moveClocks(30 * DAY + 60_000);
      const page = await visit(jar, '/mypage/');
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('/login/?re=1');
      expect([...jar.keys()]).toEqual([]);
    } finally {
      await moveClocks(0);
    }
  });

  it('a shared page refreshes nothing for a member whose token expired: the browser does, with its own cookies', async () => {
    const jar = await loggedIn();
    const url = '/product/st-00006-01/';
    try {
      await moveClocks(HOUR + 60_000);
      const member = await visit(jar, url);
      expect(member.statusCode).toBe(200);
      expect(member.headers['set-cookie']).toBeUndefined();
      expect(stateOf(member.body)).toEqual({ isLogin: false, email: false });
      // The login check is left to the browser's shell, not settled as logged out.
      expect(member.body).toContain('\\"auth\\":{\\"checked\\":false');
      const visitor = await clocked.inject({ url });
      expect(visitor.headers['x-cache']).toBe('hit');
    } finally {
      await moveClocks(0);
    }
  });

  it('the dev clock is there only when asked for and never with NODE_ENV=production', async () => {
    expect(
      (await shop.inject({ method: 'POST', url: '/dev/clock', payload: { offset_ms: HOUR } }))
        .statusCode,
    ).toBe(404);
    expect(devClockAllowed({ MISE_DEV_CLOCK: '1' })).toBe(true);
    expect(devClockAllowed({ MISE_DEV_CLOCK: '1', NODE_ENV: 'test' })).toBe(true);
    expect(devClockAllowed({ MISE_DEV_CLOCK: '1', NODE_ENV: 'production' })).toBe(false);
    expect(devClockAllowed({})).toBe(false);
  });
});

describe('operations', () => {
  it('GET /readyz answers ready while the server runs', async () => {
    const response = await shop.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 with a Japanese message as soon as the server stops', async () => {
    const stopping = await createThemeServer({
      theme,
      apiUrl: api.baseURL,
      clientDir,
      catalogFeed: false,
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const readyz = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(`${address}/readyz`, { agent }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    let during: { status: number; body: string } | undefined;
    // Asked on the connection already open, while the server is stopping.
    stopping.addHook('preClose', async () => {
      during = await readyz();
    });
    const address = await stopping.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await readyz()).status).toBe(200);
      await stopping.close();
      expect(during?.status).toBe(503);
      expect(JSON.parse(during!.body)).toEqual({
        message: 'サーバーを停止しています。しばらくしてからもう一度お試しください',
      });
    } finally {
      agent.destroy();
    }
  });

  it('GET /metrics counts the kept parts of pages hydrated in islands, reused and rendered', async () => {
    const islandsDir = mkdtempSync(path.join(tmpdir(), 'mise-client-'));
    cpSync(clientDir, islandsDir, { recursive: true });
    writeFileSync(
      path.join(islandsDir, '.vite/islands-manifest.json'),
      JSON.stringify({ 'src/entry-islands.tsx': { file: 'assets/islands.js' } }),
    );
    // A layout with a part the server keeps: the frame's header.
    const KeptHeader = ({ children }: LayoutProps) =>
      createElement(
        'div',
        null,
        createElement(Kept, {
          name: 'header',
          children: createElement('header', null, 'テストストア'),
        }),
        children,
      );
    const islanded = await createThemeServer({
      theme: { ...theme, layouts: { ...theme.layouts, default: KeptHeader } },
      apiUrl: api.baseURL,
      clientDir: islandsDir,
      pageCache: false,
    });
    try {
      // The list's product cards: rendered at the first request, reused at the second.
      for (let i = 0; i < 2; i++)
        expect((await islanded.inject({ url: '/product' })).body).toContain(
          'data-island="favoriteHeart"',
        );
      const text = (await islanded.inject({ url: '/metrics' })).body;
      expect(text).toMatch(/^mise_kept_parts_total\{result="hit"\} [1-9]/m);
      expect(text).toMatch(/^mise_kept_parts_total\{result="miss"\} [1-9]/m);
    } finally {
      await islanded.close();
    }
  });

  it('GET /metrics counts requests, renders, the page cache, shared answers and the feed', async () => {
    await api.app.catalogChanges.listening;
    const page = (url: string) => shop.inject({ url, headers: { host: 'shop.example.jp' } });
    await expect
      .poll(async () => (await page('/product/st-00004-01/')).headers['x-cache'])
      .toBe('hit');
    await page('/product/st-00003-01/');
    await shop.inject({ url: '/robots.txt' });
    const response = await shop.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = response.body;
    expect(text).toMatch(/^http_requests_total\{route="\/\*",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{route="\/robots\.txt",status="200"\} [1-9]/m);
    expect(text).toMatch(/^mise_page_render_duration_seconds_count\{cache="hit"\} [1-9]/m);
    expect(text).toMatch(/^mise_page_render_duration_seconds_count\{cache="miss"\} [1-9]/m);
    expect(text).toMatch(/^mise_page_cache_lookups_total\{result="hit"\} [1-9]/m);
    expect(text).toMatch(/^mise_page_cache_lookups_total\{result="miss"\} [1-9]/m);
    expect(text).toMatch(/^mise_shared_answers_hits_total [1-9]/m);
    expect(text).toMatch(/^mise_catalog_feed_connected 1$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
  });

  it('sends its request id to the API with every call of a page and through the /v1 proxy', async () => {
    const seen: (string | undefined)[] = [];
    const listener = (request: http.IncomingMessage) => {
      const id = request.headers['x-request-id'];
      seen.push(Array.isArray(id) ? id[0] : id);
    };
    api.app.server.on('request', listener);
    try {
      // A product nobody asked for yet: its calls cannot be answered from what was kept.
      const response = await shop.inject({
        url: `/product/no-such-${Date.now()}/`,
        headers: { host: 'shop.example.jp', 'cache-control': 'no-cache' },
      });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen)).toEqual(new Set([id]));
      seen.length = 0;
      const proxied = await shop.inject({ url: '/v1/settings/front' });
      expect(seen).toEqual([proxied.headers['x-request-id']]);
      expect(proxied.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      api.app.server.off('request', listener);
    }
  });
});
