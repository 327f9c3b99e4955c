import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { standardTheme } from '@mise/ui';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThemeDefinition } from '../theme.js';
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

beforeAll(async () => {
  // The API believes the address its theme servers (on this machine) pass on.
  api = await startTestServer({ config: { trustProxy: 'loopback' } });
  // The theme server reads the client build's manifest; a minimal one stands for it.
  const clientDir = mkdtempSync(path.join(tmpdir(), 'mise-client-'));
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

    await api.db.execute(
      `update products set name = 'ページ更新確認用の名前' where key = 'st-00002-01'`,
    );
    await api.app.catalogChanges.settle();
    const changed = await page(url);
    expect(changed.headers['x-cache']).toBe('miss');
    expect(changed.body).toContain('ページ更新確認用の名前');
    expect((await page(url)).headers['x-cache']).toBe('hit');
    // A hard reload renders anew.
    expect((await page(url, { 'cache-control': 'no-cache' })).headers['x-cache']).toBe('miss');
  });

  it("renders for a visitor with the shop's cookies, and never keeps a page made with them", async () => {
    const url = '/product/st-00003-01/';
    await page(url);
    const member = await page(url, { cookie: 'access_token=abc; _ga=GA1.1' });
    expect(member.headers['x-cache']).toBe('miss');
    // A cookie the shop does not read changes nothing.
    expect((await page(url, { cookie: '_ga=GA1.1' })).headers['x-cache']).toBe('hit');
  });

  it('keeps no page with an error or a member screen', async () => {
    for (const url of ['/product/no-such-product/', '/mypage/']) {
      const first = await page(url);
      expect(first.statusCode).not.toBe(200);
      expect((await page(url)).headers['x-cache']).toBe('miss');
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
