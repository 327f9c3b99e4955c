import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cdnOptionsFromEnv, keysChangedBy, purgeKeys, surrogateKeys } from './cdn.js';

describe('surrogate keys', () => {
  it('name the resources and items a page was made from, and every page', () => {
    expect(
      surrogateKeys([
        'http://api:4000/v1/settings',
        'http://api:4000/v1/products/st-00001-01',
        'http://api:4000/v1/products?category=shirts&sort=new',
        'http://api:4000/v1/static-pages/url/guide/shipping',
        'http://api:4000/v1/news/n001',
      ]),
    ).toEqual([
      'mise',
      'settings',
      'products',
      'products-st-00001-01',
      'static-pages',
      'news',
      'news-n001',
    ]);
  });

  it('leave out what could break the header (an item key with other characters)', () => {
    expect(surrogateKeys(['http://api:4000/v1/products/%E5%95%86 1'])).toEqual([
      'mise',
      'products',
    ]);
  });
});

describe('keys a change purges', () => {
  it('are the content kind for tables only its own answers read, else every page', () => {
    expect(keysChangedBy('blogs')).toEqual(['blogs']);
    expect(keysChangedBy('news')).toContain('layouts');
    expect(keysChangedBy('products')).toEqual(['mise']);
    expect(keysChangedBy('settings')).toEqual(['mise']);
  });
});

describe('CDN settings', () => {
  it('default to five minutes shared, thirty seconds stale, no purge', () => {
    expect(cdnOptionsFromEnv({})).toEqual({ sMaxAge: 300, staleWhileRevalidate: 30 });
    expect(
      cdnOptionsFromEnv({
        CDN_S_MAXAGE: '60',
        CDN_STALE_WHILE_REVALIDATE: '0',
        CDN_PURGE_URL: 'http://127.0.0.1:6081/',
      }),
    ).toEqual({ sMaxAge: 60, staleWhileRevalidate: 0, purgeUrl: 'http://127.0.0.1:6081/' });
  });

  it('stop the start when mistyped', () => {
    expect(() => cdnOptionsFromEnv({ CDN_S_MAXAGE: '5m' })).toThrow('CDN_S_MAXAGE');
    expect(() => cdnOptionsFromEnv({ CDN_PURGE_URL: 'varnish:6081' })).toThrow('CDN_PURGE_URL');
  });
});

describe('purging', () => {
  it('sends PURGE with the keys, and logs an answer that is not a success', async () => {
    const seen: { method?: string; keys?: string }[] = [];
    const server = http.createServer((request, response) => {
      seen.push({ method: request.method, keys: request.headers['surrogate-key'] as string });
      response.writeHead(seen.length === 1 ? 200 : 405).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const log: string[] = [];
    await purgeKeys(url, ['news', 'layouts'], (line) => log.push(line));
    await purgeKeys(url, ['mise'], (line) => log.push(line));
    await new Promise((resolve) => server.close(resolve));
    await purgeKeys(url, ['mise'], (line) => log.push(line));
    expect(seen).toEqual([
      { method: 'PURGE', keys: 'news layouts' },
      { method: 'PURGE', keys: 'mise' },
    ]);
    expect(log).toEqual([
      'CDN purge of mise answered 405',
      expect.stringMatching(/^CDN purge of mise failed: /),
    ]);
  });
});
