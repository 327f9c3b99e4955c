import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, landingPages, products } from '../../db/schema.js';
import { DEMO_PASSWORD, createTestApp, login, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Block = { type: string; [field: string]: unknown };
type Coupon = { id: number; code: string; is_taken: boolean };
type Product = { id: number; key: string; name: string; product_price_with_tax: number };
type LandingPage = {
  slug: string;
  title: string;
  extend: { is_show_header: boolean; is_show_footer: boolean };
  layout: Block[];
};

describe('landing pages', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'standard', 'taro@example.jp', DEMO_PASSWORD)).body
      .access_token as string;
  });
  afterAll(() => t.close());

  it('lists the shown landing pages', async () => {
    const res = await shop(t.app)({ method: 'GET', url: '/v1/lp' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { slug: string; redirect_url: string | null }[] }>();
    expect(data.map((page) => page.slug)).toEqual(['beginners', 'entry', 'spring-fair']);
    expect(data.find((page) => page.slug === 'entry')?.redirect_url).toBe('/register/');
  });

  it('answers a page with its ordered blocks, the coupon block first', async () => {
    const res = await shop(t.app)({ method: 'GET', url: '/v1/lp/spring-fair' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-redirect']).toBeUndefined();
    const { data } = res.json<{ data: LandingPage }>();
    expect(data).toMatchObject({
      slug: 'spring-fair',
      title: '春の新生活フェア',
      extend: { is_show_header: true, is_show_footer: true },
    });
    expect(data.layout.map((block) => block.type)).toEqual([
      'coupons',
      'hero',
      'rich_text',
      'products',
      'banners',
    ]);
    const coupons = data.layout[0]!.coupons as Coupon[];
    expect(coupons.map((coupon) => [coupon.code, coupon.is_taken])).toEqual([['SPRING10', false]]);
    const picked = data.layout[3]!.products as Product[];
    expect(picked.length).toBeGreaterThan(0);
    expect(picked[0]!.product_price_with_tax).toBeGreaterThan(0);
  });

  it('shows the coupon as taken once the member took it from the page', async () => {
    const page = (await shop(t.app)({ method: 'GET', url: '/v1/lp/spring-fair', token })).json<{
      data: LandingPage;
    }>().data;
    const coupon = (page.layout[0]!.coupons as Coupon[])[0]!;
    const take = await shop(t.app)({
      method: 'POST',
      url: '/v1/me/coupons',
      token,
      payload: { coupon_id: coupon.id, page: 'lp' },
    });
    expect(take.statusCode).toBe(201);
    const after = (await shop(t.app)({ method: 'GET', url: '/v1/lp/spring-fair', token })).json<{
      data: LandingPage;
    }>().data;
    expect((after.layout[0]!.coupons as Coupon[])[0]!.is_taken).toBe(true);
    const guest = (await shop(t.app)({ method: 'GET', url: '/v1/lp/spring-fair' })).json<{
      data: LandingPage;
    }>().data;
    expect((guest.layout[0]!.coupons as Coupon[])[0]!.is_taken).toBe(false);
  });

  it('answers a redirecting page with x-redirect, exposed to browsers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/lp/entry',
      headers: { 'x-channel': 'standard', origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-redirect']).toBe('/register/');
    expect(String(res.headers['access-control-expose-headers'])).toContain('x-redirect');
    expect(res.json<{ data: LandingPage }>().data.layout).toEqual([]);
  });

  it('hides header per page and drops blocks whose reference is gone', async () => {
    const page = (await shop(t.app, 'moto')({ method: 'GET', url: '/v1/lp/beginners' })).json<{
      data: LandingPage;
    }>().data;
    expect(page.extend).toEqual({ is_show_header: false, is_show_footer: true });
    expect(page.layout.map((block) => block.type)).toEqual(['hero', 'rich_text', 'free_area']);
    await t.db
      .update(landingPages)
      .set({
        layout: [
          { type: 'collection', alias: 'gone' },
          { type: 'free_area', code: 'gone' },
        ],
      })
      .where(and(eq(landingPages.channelId, 'moto'), eq(landingPages.slug, 'beginners')));
    const emptied = (await shop(t.app, 'moto')({ method: 'GET', url: '/v1/lp/beginners' })).json<{
      data: LandingPage;
    }>().data;
    expect(emptied.layout).toEqual([]);
  });

  it('answers an unknown slug 404 and a malformed one 422, in Japanese', async () => {
    const missing = await shop(t.app)({ method: 'GET', url: '/v1/lp/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'お探しのページが見つかりませんでした',
      code: 'landing_page_not_found',
    });
    const other = await shop(t.app, 'business')({ method: 'GET', url: '/v1/lp/spring-fair' });
    expect(other.statusCode).toBe(404);
    const bad = await shop(t.app)({ method: 'GET', url: '/v1/lp/%E6%98%A5' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('layouts, collections and catalogues', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const topBlocks = async (channel: string) =>
    (await shop(t.app, channel)({ method: 'GET', url: '/v1/layouts/top' })).json<{
      data: { id: number; page: string; blocks: Block[] };
    }>().data;

  it('composes the top page of each shop differently', async () => {
    const standard = await topBlocks('standard');
    const business = await topBlocks('business');
    const moto = await topBlocks('moto');
    expect(standard.blocks.map((block) => block.type)).toEqual([
      'banners',
      'free_area',
      'collection',
      'banners',
      'collection',
      'news',
      'links',
      'calendar',
    ]);
    expect(business.blocks[0]).toMatchObject({
      type: 'hero',
      title: '法人のお客様の購買業務を、もっとシンプルに',
    });
    expect(moto.blocks[1]).toMatchObject({ type: 'links', title: 'パーツを探す' });
    const hero = standard.blocks[0] as unknown as {
      banners: { title: string; image_url: string }[];
    };
    expect(hero.banners.map((banner) => banner.title)).toContain('春の新生活フェア');
    const newsBlock = standard.blocks.find((block) => block.type === 'news') as unknown as {
      news: { title: string }[];
    };
    expect(newsBlock.news).toHaveLength(5);
    const recommend = standard.blocks[2] as unknown as {
      alias: string;
      title: string;
      products: Product[];
    };
    expect(recommend).toMatchObject({ alias: 'recommend', title: 'スタッフのおすすめ' });
    expect(recommend.products.length).toBeGreaterThan(0);
    expect(recommend.products.length).toBeLessThanOrEqual(8);
    // Category links are the shop's own top-level categories, as the catalogue lists them.
    const links = (
      standard.blocks.find((block) => block.type === 'links') as unknown as {
        links: { label: string; url: string }[];
      }
    ).links;
    const tree = await shop(t.app)({
      method: 'GET',
      url: '/v1/categories/hierarchy?table=products',
    });
    const topNames = JSON.stringify(tree.json());
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      expect(link.url).toMatch(/^\/product\/\?category=/);
      expect(topNames).toContain(link.label);
    }
  });

  it('shows the business-day calendar from this month on, closed days marked', async () => {
    const { blocks } = await topBlocks('standard');
    const calendar = blocks.find((block) => block.type === 'calendar') as unknown as {
      title: string;
      months: { month: string; dates: { date: string; weekday: number; is_holiday: boolean }[] }[];
    };
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect(calendar.title).toBe('営業日カレンダー');
    expect(calendar.months.map((month) => month.month)).toHaveLength(2);
    expect(calendar.months[0]!.month).toBe(today.slice(0, 7));
    expect(calendar.months[0]!.dates[0]!.date).toBe(`${today.slice(0, 7)}-01`);
    // Every day of both months, each once; the demo shops close on weekends.
    const dates = calendar.months.flatMap((month) => month.dates);
    expect(new Set(dates.map((day) => day.date)).size).toBe(dates.length);
    expect(dates.length).toBeGreaterThanOrEqual(59);
    const sunday = dates.find((day) => day.weekday === 0)!;
    expect(sunday.is_holiday).toBe(true);
  });

  it('answers a layout by id, and unknown pages 404', async () => {
    const top = await topBlocks('moto');
    const byId = await shop(
      t.app,
      'moto',
    )({ method: 'GET', url: `/v1/pages/front/layout/${top.id}` });
    expect(byId.json<{ data: { page: string } }>().data.page).toBe('top');
    const foreign = await shop(t.app)({ method: 'GET', url: `/v1/pages/front/layout/${top.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('レイアウトが見つかりません');
    expect((await shop(t.app)({ method: 'GET', url: '/v1/layouts/nothing' })).statusCode).toBe(404);
    expect((await shop(t.app)({ method: 'GET', url: '/v1/layouts/UP' })).statusCode).toBe(422);
    expect((await shop(t.app)({ method: 'GET', url: '/v1/pages/front/layout/0' })).statusCode).toBe(
      422,
    );
  });

  it('pages a collection and caps it with max_page_size', async () => {
    const res = await shop(t.app)({ method: 'GET', url: '/v1/collections/recommend?per=5' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { title: string; products: Product[] } }>();
    expect(data.title).toBe('スタッフのおすすめ');
    expect(data.products).toHaveLength(5);
    const total = Number(res.headers['x-total']);
    expect(total).toBeGreaterThan(5);
    const second = await shop(t.app)({
      method: 'GET',
      url: '/v1/collections/recommend?per=5&page=2',
    });
    const secondIds = second
      .json<{ data: { products: Product[] } }>()
      .data.products.map((p) => p.id);
    expect(secondIds).not.toContain(data.products[0]!.id);
    const single = await shop(t.app)({
      method: 'GET',
      url: '/v1/collections/recommend?max_page_size=1',
    });
    expect(single.json<{ data: { products: Product[] } }>().data.products).toEqual([
      data.products[0],
    ]);
    expect(single.headers['x-per-page']).toBe('1');
  });

  it('leaves hidden products out of a collection', async () => {
    const before = (
      await shop(t.app, 'business')({ method: 'GET', url: '/v1/collections/recommend' })
    ).json<{
      data: { products: Product[] };
    }>().data.products;
    await t.db.update(products).set({ isShow: false }).where(eq(products.id, before[0]!.id));
    const after = (
      await shop(t.app, 'business')({ method: 'GET', url: '/v1/collections/recommend' })
    ).json<{
      data: { products: Product[] };
    }>().data.products;
    expect(after.map((product) => product.id)).not.toContain(before[0]!.id);
    expect(after).toHaveLength(before.length - 1);
  });

  it('answers unknown or hidden collections 404 and bad queries 422', async () => {
    await t.db
      .update(collections)
      .set({ isShow: false })
      .where(and(eq(collections.channelId, 'moto'), eq(collections.alias, 'touring')));
    const hidden = await shop(t.app, 'moto')({ method: 'GET', url: '/v1/collections/touring' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({
      message: 'コレクションが見つかりません',
      code: 'collection_not_found',
    });
    expect(
      (await shop(t.app)({ method: 'GET', url: '/v1/collections/recommend?max_page_size=0' }))
        .statusCode,
    ).toBe(422);
  });

  it('lists catalogues with cover and flip-book pages drawn by the API', async () => {
    const res = await shop(t.app, 'moto')({ method: 'GET', url: '/v1/catalog' });
    const { data } = res.json<{
      data: {
        id: number;
        title: string;
        cover_image_url: string;
        pages: { number: number; title: string; image_url: string }[];
      }[];
    }>();
    expect(data.map((catalog) => catalog.title)).toEqual([
      'パーツカタログ 2027',
      'ウインターギアカタログ',
    ]);
    const catalog = data[0]!;
    expect(catalog.pages[0]).toMatchObject({ number: 0, image_url: catalog.cover_image_url });
    expect(catalog.pages[1]!.title).toBe('マフラー');
    const page = await shop(t.app, 'moto')({ method: 'GET', url: catalog.pages[1]!.image_url });
    expect(page.headers['content-type']).toBe('image/svg+xml');
    expect(page.body).toContain('マフラー');
    const beyond = await shop(
      t.app,
      'moto',
    )({
      method: 'GET',
      url: `/v1/catalog/${catalog.id}/pages/${catalog.pages.length}/image`,
    });
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json().message).toBe('カタログのページが見つかりません');
  });
});
