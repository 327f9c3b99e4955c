import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../db/schema.js';
import { DEMO_PASSWORD, createTestApp, login, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type NewsItem = {
  id: number;
  key: string;
  category: string;
  title: string;
  is_read: boolean;
  published_at: string;
};
type Blog = { id: number; key: string; title: string; body?: string; tags: string[] };

describe('news', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'standard', 'taro@example.jp', DEMO_PASSWORD)).body
      .access_token as string;
  });
  afterAll(() => t.close());

  it('lists published news ten at a time, newest first, with paging headers', async () => {
    const res = await shop(t.app)({ method: 'GET', url: '/v1/news' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: NewsItem[] }>();
    expect(data).toHaveLength(10);
    const dates = data.map((item) => item.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Number(res.headers['x-total'])).toBeGreaterThanOrEqual(20);
    expect(res.headers).toMatchObject({ 'x-per-page': '10', 'x-current-page': '1' });
    expect(data.every((item) => item.is_read === false)).toBe(true);
    const page3 = await shop(t.app)({ method: 'GET', url: '/v1/news?page=3' });
    expect(page3.json<{ data: NewsItem[] }>().data.length).toBeGreaterThan(0);
  });

  it('filters by category and keyword, and keeps each shop to its own news', async () => {
    const res = await shop(
      t.app,
      'business',
    )({
      method: 'GET',
      url: `/v1/news?category=${encodeURIComponent('法人向け')}&per=50`,
    });
    const items = res.json<{ data: NewsItem[] }>().data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.category === '法人向け')).toBe(true);
    const found = await shop(
      t.app,
      'moto',
    )({
      method: 'GET',
      url: `/v1/news?keyword=${encodeURIComponent('マフラー')}`,
    });
    expect(found.json<{ data: NewsItem[] }>().data.map((item) => item.title)).toContain(
      '2027年モデル対応 スリップオンマフラー入荷',
    );
    const other = await shop(
      t.app,
      'standard',
    )({
      method: 'GET',
      url: `/v1/news?keyword=${encodeURIComponent('マフラー')}`,
    });
    expect(other.json<{ data: NewsItem[] }>().data).toEqual([]);
    const wildcard = await shop(t.app)({ method: 'GET', url: '/v1/news?keyword=%25%25%25' });
    expect(wildcard.json<{ data: NewsItem[] }>().data).toEqual([]);
  });

  it('answers one item by id or key, hides unpublished ones and 404s in Japanese', async () => {
    const first = (await shop(t.app)({ method: 'GET', url: '/v1/news' })).json<{
      data: NewsItem[];
    }>().data[0]!;
    const byId = await shop(t.app)({ method: 'GET', url: `/v1/news/${first.id}` });
    expect(byId.json<{ data: NewsItem }>().data.title).toBe(first.title);
    const byKey = await shop(t.app)({ method: 'GET', url: `/v1/news/${first.key}` });
    expect(byKey.json<{ data: NewsItem }>().data.id).toBe(first.id);
    const elsewhere = await shop(t.app, 'moto')({ method: 'GET', url: `/v1/news/${first.id}` });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({
      message: 'お知らせが見つかりません',
      code: 'news_not_found',
    });
    await t.db
      .update(news)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(and(eq(news.channelId, 'standard'), eq(news.key, 'n002')));
    expect((await shop(t.app)({ method: 'GET', url: '/v1/news/n002' })).statusCode).toBe(404);
    const bad = await shop(t.app)({ method: 'GET', url: '/v1/news/%E3%81%82' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('入力内容に誤りがあります');
  });

  it('marks news read for a member, which the list then shows', async () => {
    const first = (await shop(t.app)({ method: 'GET', url: '/v1/news', token })).json<{
      data: NewsItem[];
    }>().data[0]!;
    expect(first.is_read).toBe(false);
    const read = await shop(t.app)({
      method: 'POST',
      url: '/v1/news/readables',
      token,
      payload: { readable_id: first.id },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { id: first.id, is_read: true } });
    // Marking twice is harmless.
    const again = await shop(t.app)({
      method: 'POST',
      url: '/v1/news/readables',
      token,
      payload: { readable_id: first.id },
    });
    expect(again.statusCode).toBe(200);
    const list = (await shop(t.app)({ method: 'GET', url: '/v1/news', token })).json<{
      data: NewsItem[];
    }>().data;
    expect(list.find((item) => item.id === first.id)?.is_read).toBe(true);
    expect(list.filter((item) => item.is_read)).toHaveLength(1);
    const guest = (await shop(t.app)({ method: 'GET', url: '/v1/news' })).json<{
      data: NewsItem[];
    }>().data;
    expect(guest.every((item) => !item.is_read)).toBe(true);
  });

  it('refuses marking read without login, with bad ids and for unknown news', async () => {
    const anonymous = await shop(t.app)({
      method: 'POST',
      url: '/v1/news/readables',
      payload: { readable_id: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await shop(t.app)({
      method: 'POST',
      url: '/v1/news/readables',
      token,
      payload: { readable_id: 'abc' },
    });
    expect(bad.statusCode).toBe(422);
    const unknown = await shop(t.app)({
      method: 'POST',
      url: '/v1/news/readables',
      token,
      payload: { readable_id: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('お知らせが見つかりません');
  });
});

describe('blogs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists articles without bodies, paged, newest first', async () => {
    const res = await shop(t.app, 'moto')({ method: 'GET', url: '/v1/blogs' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Blog[] }>();
    expect(data).toHaveLength(10);
    expect(Number(res.headers['x-total'])).toBeGreaterThanOrEqual(10);
    expect(data[0]).not.toHaveProperty('body');
    const page = await shop(t.app, 'moto')({ method: 'GET', url: '/v1/blogs?per=5&page=2' });
    expect(page.json<{ data: Blog[] }>().data).toHaveLength(5);
    expect(page.headers['x-current-page']).toBe('2');
  });

  it('filters by tag and keyword', async () => {
    const tagged = await shop(
      t.app,
      'moto',
    )({
      method: 'GET',
      url: `/v1/blogs?tag=${encodeURIComponent('ツーリング')}`,
    });
    const items = tagged.json<{ data: Blog[] }>().data;
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((item) => item.tags.includes('ツーリング'))).toBe(true);
    const found = await shop(
      t.app,
      'business',
    )({
      method: 'GET',
      url: `/v1/blogs?keyword=${encodeURIComponent('インボイス')}`,
    });
    expect(found.json<{ data: Blog[] }>().data[0]?.title).toContain('インボイス');
  });

  it('answers one article with its body by id or key; unknown 404, bad 422', async () => {
    const res = await shop(t.app)({ method: 'GET', url: '/v1/blogs/b001' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Blog }>();
    expect(data.body).toMatch(/^<p>/);
    const byId = await shop(t.app)({ method: 'GET', url: `/v1/blogs/${data.id}` });
    expect(byId.json<{ data: Blog }>().data.key).toBe('b001');
    const missing = await shop(t.app)({ method: 'GET', url: '/v1/blogs/b999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: '記事が見つかりません', code: 'blog_not_found' });
    expect((await shop(t.app)({ method: 'GET', url: '/v1/blogs?page=0' })).statusCode).toBe(422);
  });
});
