import { DEMO_PASSWORD, schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { COOKIES, createMemoryCookies } from '../../env.js';
import { logout } from '../../logout.js';
import { login } from '../account/index.js';
import { initCart } from '../cart/index.js';
import {
  fetchBanners,
  fetchBlog,
  fetchBusinessCalendar,
  fetchCatalogues,
  fetchCoupons,
  fetchLandingPage,
  fetchLayout,
  fetchNews,
  fetchNewsItem,
  fetchPopups,
  fetchQas,
  fetchStaticPage,
  markNewsRead,
  popupClosed,
  postEcommerceEvent,
  selectBanners,
  selectCoupons,
  selectLandingPage,
  selectLandingShell,
  selectNewsDetail,
  selectPageLoadPopups,
  selectQaGroups,
  selectShownPopup,
  selectStaticPage,
  staticPageReset,
  takeCoupon,
} from './index.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(schema.loginAttempts);
});

/** A store + client as one browser tab has them, with the calls it makes recorded. */
async function tab(channel = 'standard') {
  const cookies = createMemoryCookies();
  const { store, api: client } = createStorefrontState({
    api: { baseURL: api.baseURL, channel, events: { log: () => undefined } },
    cookies,
  });
  const urls: string[] = [];
  const http = await client.instance();
  http.interceptors.request.use((config) => {
    urls.push(`${config.method?.toUpperCase()} ${config.url}`);
    return config;
  });
  return { store, cookies, urls };
}

async function member(loginId = 'taro', channel = 'standard') {
  const t = await tab(channel);
  await t.store.dispatch(login({ login_id: loginId, password: DEMO_PASSWORD })).unwrap();
  return t;
}

describe('news', () => {
  it('lists a page of news with its paging and keeps an item by its key', async () => {
    const { store } = await tab();
    const page = await store.dispatch(fetchNews({ page: 1, per: 2 })).unwrap();
    expect(page.data).toHaveLength(2);
    expect(store.getState().news.list.page).toMatchObject({ currentPage: 1, perPage: 2 });
    expect(store.getState().news.list.page!.total).toBeGreaterThan(2);

    const first = page.data[0]!;
    await store.dispatch(fetchNewsItem(first.key)).unwrap();
    expect(selectNewsDetail(store.getState(), first.key)).toMatchObject({ title: first.title });
  });

  it('fails with 404 for a key the shop does not have', async () => {
    const { store } = await tab();
    await expect(store.dispatch(fetchNewsItem('no-such-news')).unwrap()).rejects.toMatchObject({
      status: 404,
    });
  });

  it('marks an item read once for a member, and never for a guest', async () => {
    const guest = await tab();
    const { data } = await guest.store.dispatch(fetchNews({ per: 1 })).unwrap();
    const item = data[0]!;
    await guest.store.dispatch(markNewsRead(item.id));
    expect(guest.urls.some((url) => url.includes('readables'))).toBe(false);

    const t = await member();
    await t.store.dispatch(markNewsRead(item.id)).unwrap();
    await t.store.dispatch(markNewsRead(item.id));
    expect(t.urls.filter((url) => url.includes('/v1/news/readables'))).toHaveLength(1);
    await t.store.dispatch(fetchNewsItem(item.key)).unwrap();
    expect(selectNewsDetail(t.store.getState(), item.key)?.is_read).toBe(true);
  });
});

describe('blogs, banners, FAQ, layouts, catalogues, calendar', () => {
  it('keeps a blog post by its key', async () => {
    const { store } = await tab();
    const post = await store.dispatch(fetchBlog('b001')).unwrap();
    expect(post.item.body).toContain('<p>');
  });

  it('keeps banners by area, an area without banners as an empty list', async () => {
    const { store } = await tab();
    await store.dispatch(fetchBanners(['top_main', 'nowhere'])).unwrap();
    const main = selectBanners(store.getState(), 'top_main');
    expect(main.length).toBeGreaterThan(0);
    expect(main.every((banner) => banner.area === 'top_main')).toBe(true);
    expect(selectBanners(store.getState(), 'nowhere')).toEqual([]);
  });

  it('groups the flat FAQ list by category, in the order categories come', async () => {
    const { store } = await tab('moto');
    const items = await store.dispatch(fetchQas()).unwrap();
    const groups = selectQaGroups(store.getState());
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.flatMap((group) => group.items)).toHaveLength(items.length);
    for (const group of groups)
      expect(group.items.every((qa) => qa.category.name === group.category)).toBe(true);
  });

  it('keeps the top layout with its blocks expanded', async () => {
    const { store } = await tab();
    const { layout } = await store.dispatch(fetchLayout('top')).unwrap();
    expect(layout.blocks.map((block) => block.type)).toContain('collection');
  });

  it('keeps the catalogues and a range of the business-day calendar', async () => {
    const { store } = await tab('moto');
    const catalogues = await store.dispatch(fetchCatalogues()).unwrap();
    expect(catalogues[0]!.pages.length).toBeGreaterThan(1);
    const { data } = await store
      .dispatch(fetchBusinessCalendar({ startDate: '2026-01-01', endDate: '2026-01-31' }))
      .unwrap();
    expect(data[0]!.month).toBe('2026-01');
    // 1 January is a public holiday: the shop is closed.
    expect(data[0]!.dates[0]).toMatchObject({ date: '2026-01-01', is_business_day: false });
  });
});

describe('popups and ecommerce events', () => {
  it('fetches the popups once while the list is empty', async () => {
    const { store, urls } = await tab();
    await store.dispatch(fetchPopups());
    await store.dispatch(fetchPopups());
    expect(urls.filter((url) => url === 'GET /v1/popups')).toHaveLength(1);
    expect(store.getState().popups.items.length).toBeGreaterThan(0);
  });

  it('picks the popups that open on loading a page, with or without its trailing slash', async () => {
    const { store } = await tab();
    await store.dispatch(fetchPopups());
    const onTop = selectPageLoadPopups(store.getState(), '/');
    expect(onTop.map((popup) => popup.title)).toEqual(['はじめての方へ']);
    expect(selectPageLoadPopups(store.getState(), '/news/')).toEqual([]);
    const everywhere = { ...onTop[0]!, id: 999, page_path: null };
    const withSlash = { ...onTop[0]!, id: 998, page_path: '/news/' };
    store.dispatch(fetchPopups.fulfilled([everywhere, withSlash], 'request', undefined));
    expect(selectPageLoadPopups(store.getState(), '/news').map((popup) => popup.id)).toEqual([
      999, 998,
    ]);
  });

  it('shows the popup an event answers with, sending the cart token from its cookie', async () => {
    const { store, cookies } = await tab();
    cookies.set(COOKIES.cartToken, 'cart-token-1');
    const event = await store
      .dispatch(postEcommerceEvent({ name: 'add_to_cart', args: { product_id: 1 } }))
      .unwrap();
    expect(event.cart_token).toBe('cart-token-1');
    expect(selectShownPopup(store.getState())).toMatchObject({ id: event.popup!.id });
    store.dispatch(popupClosed());
    expect(selectShownPopup(store.getState())).toBeNull();

    await store.dispatch(postEcommerceEvent({ name: 'page_view' })).unwrap();
    expect(selectShownPopup(store.getState())).toBeNull();
  });

  it('waits for the cart being started, so the event carries its token', async () => {
    const { store, cookies } = await tab();
    const [cart, event] = await Promise.all([
      store.dispatch(initCart()).unwrap(),
      store.dispatch(postEcommerceEvent({ name: 'add_to_cart' })).unwrap(),
    ]);
    expect(cookies.get(COOKIES.cartToken)).toBe(cart.token);
    expect(event.cart_token).toBe(cart.token);
  });
});

describe('landing and static pages', () => {
  it('follows nothing itself but reports the redirect header of a landing page', async () => {
    const { store } = await tab();
    const result = await store.dispatch(fetchLandingPage('entry')).unwrap();
    expect(result.redirect).toBe('/register/');
  });

  it('keeps a landing page with its choice of the shop header and footer', async () => {
    const { store } = await tab();
    await store.dispatch(fetchLandingPage('spring-fair')).unwrap();
    expect(selectLandingPage(store.getState())?.title).toBe('春の新生活フェア');
    expect(selectLandingShell(store.getState())).toEqual({ header: true, footer: true });
    await store.dispatch(fetchLandingPage('beginners')).unwrap();
    expect(selectLandingShell(store.getState())).toEqual({ header: false, footer: true });
  });

  it('resets the static page only when the URL is the one it holds', async () => {
    const { store } = await tab();
    await store.dispatch(fetchStaticPage('/guide/')).unwrap();
    store.dispatch(staticPageReset('/law/'));
    expect(selectStaticPage(store.getState())?.title).toBe('ご利用ガイド');
    store.dispatch(staticPageReset('/guide/'));
    expect(selectStaticPage(store.getState())).toBeNull();
  });
});

describe('coupons', () => {
  it('a member takes a coupon from a landing page: taken there and in the coupon list', async () => {
    const t = await member();
    await t.store.dispatch(fetchLandingPage('spring-fair')).unwrap();
    await t.store.dispatch(fetchCoupons()).unwrap();
    const block = selectLandingPage(t.store.getState())!.layout[0]!;
    if (block.type !== 'coupons') throw new Error('the first block lists coupons');
    const coupon = block.coupons.find((item) => !item.is_taken)!;

    await t.store.dispatch(takeCoupon({ coupon_id: coupon.id, page: 'lp' })).unwrap();
    const after = selectLandingPage(t.store.getState())!.layout[0]!;
    if (after.type !== 'coupons') throw new Error('the first block lists coupons');
    expect(after.coupons.find((item) => item.id === coupon.id)?.is_taken).toBe(true);
    const listed = selectCoupons(t.store.getState()).find((item) => item.id === coupon.id);
    if (listed) expect(listed.is_taken).toBe(true);

    // The API remembers it: a new tab of the member sees it taken.
    const again = await member();
    await again.store.dispatch(fetchLandingPage('spring-fair')).unwrap();
    const fresh = selectLandingPage(again.store.getState())!.layout[0]!;
    if (fresh.type !== 'coupons') throw new Error('the first block lists coupons');
    expect(fresh.coupons.find((item) => item.id === coupon.id)?.is_taken).toBe(true);
  });

  it('a coupon taken elsewhere is marked in the list only, and logout forgets whose it was', async () => {
    const t = await member('rider', 'moto');
    const coupons = await t.store.dispatch(fetchCoupons()).unwrap();
    const coupon = coupons.find((item) => !item.is_taken)!;
    await t.store.dispatch(takeCoupon({ coupon_id: coupon.id })).unwrap();
    expect(selectCoupons(t.store.getState()).find((item) => item.id === coupon.id)?.is_taken).toBe(
      true,
    );
    t.store.dispatch(logout());
    expect(selectCoupons(t.store.getState())).toEqual([]);
  });

  it('a guest cannot take a coupon', async () => {
    const { store } = await tab();
    const [coupon] = await store.dispatch(fetchCoupons()).unwrap();
    await expect(
      store.dispatch(takeCoupon({ coupon_id: coupon!.id })).unwrap(),
    ).rejects.toMatchObject({ status: 401 });
  });
});
