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
  api = await startTestServer();
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
  it("passes the shopper's address on to the API (the login history shows it, not the shop's)", async () => {
    const login = await shop.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'x-forwarded-for': '203.0.113.7' },
      payload: { login_id: 'taro', password: 'mise1234' },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ access_token: string }>().access_token;
    const histories = await shop.inject({
      url: '/v1/me/login-histories',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(histories.json<{ data: { ip: string }[] }>().data[0]?.ip).toBe('203.0.113.7');
  });
});
