import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { staticPages } from '../../db/schema.js';
import { pagePath } from './static-pages.js';

type StaticPage = {
  url: string;
  title: string;
  description: string;
  body: string;
  updated_at: string;
};

const NOT_FOUND = {
  message: 'お探しのページが見つかりませんでした',
  code: 'static_page_not_found',
};

describe('static pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the paths of the shop', async () => {
    const res = await shop(t.app, 'standard')({ method: 'GET', url: '/v1/static-pages/urls' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: string[] }>();
    expect(data).toEqual(
      expect.arrayContaining(['/guide/', '/law/', '/privacy/', '/company/', '/shipping/']),
    );
    for (const url of data) expect(url).toMatch(/^\/([a-z0-9-]+\/)+$/);
    const moto = await shop(t.app, 'moto')({ method: 'GET', url: '/v1/static-pages/urls' });
    expect(moto.json<{ data: string[] }>().data).toContain('/fitment/');
    expect(moto.json<{ data: string[] }>().data).not.toContain('/gift/');
  });

  it('answers a page by its path', async () => {
    const res = await shop(t.app, 'standard')({ method: 'GET', url: '/v1/static-pages/url/law/' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: StaticPage }>();
    expect(Object.keys(data).sort()).toEqual(['body', 'description', 'title', 'updated_at', 'url']);
    expect(data).toMatchObject({ url: '/law/', title: '特定商取引法に基づく表記' });
    expect(data.body).toContain('販売業者');
  });

  it.each([
    '/v1/static-pages/url/guide',
    '/v1/static-pages/url/guide/',
    '/v1/static-pages/url//guide//',
  ])('%s is the page /guide/', async (url) => {
    const res = await shop(t.app, 'business')({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { url: '/guide/', title: 'ご利用ガイド' } });
  });

  it('reaches every listed page', async () => {
    const list = await shop(t.app, 'moto')({ method: 'GET', url: '/v1/static-pages/urls' });
    for (const url of list.json<{ data: string[] }>().data) {
      const res = await shop(t.app, 'moto')({ method: 'GET', url: `/v1/static-pages/url${url}` });
      expect(res.statusCode, url).toBe(200);
      expect(res.json<{ data: StaticPage }>().data.title).not.toBe('');
    }
  });

  it('answers a missing or hidden page 404 in Japanese', async () => {
    await t.db
      .update(staticPages)
      .set({ isShow: false })
      .where(and(eq(staticPages.channelId, 'business'), eq(staticPages.url, '/company/')));
    for (const url of [
      '/v1/static-pages/url/company/',
      '/v1/static-pages/url/nothing/',
      '/v1/static-pages/url/',
    ]) {
      const res = await shop(t.app, 'business')({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    const list = await shop(t.app, 'business')({ method: 'GET', url: '/v1/static-pages/urls' });
    expect(list.json<{ data: string[] }>().data).not.toContain('/company/');
  });

  it('answers an oversized path 4xx in Japanese', async () => {
    const long = await shop(
      t.app,
      'standard',
    )({ method: 'GET', url: `/v1/static-pages/url/${'a'.repeat(10_000)}/` });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ message: '入力内容に誤りがあります' });
    const deep = await shop(
      t.app,
      'standard',
    )({ method: 'GET', url: `/v1/static-pages/url/${'a/'.repeat(400)}` });
    expect(deep.statusCode).toBe(404);
    expect(deep.json()).toEqual(NOT_FOUND);
  });

  it('normalises shop paths', () => {
    expect(pagePath('guide')).toBe('/guide/');
    expect(pagePath('/guide/payment')).toBe('/guide/payment/');
    expect(pagePath('//guide///payment//')).toBe('/guide/payment/');
    expect(pagePath('')).toBe('/');
  });
});
