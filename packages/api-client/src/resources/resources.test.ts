import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../index.js';

type Recorded = { method: string; url: string; params: Record<string, unknown>; data: unknown };
type Answer = { data?: unknown; headers?: Record<string, string> };

/** A client answered in-process: each request is recorded, and `answer` decides the response. */
function fakeApi(answer: (config: InternalAxiosRequestConfig) => Answer = () => ({})) {
  const requests: Recorded[] = [];
  const adapter: AxiosAdapter = async (config): Promise<AxiosResponse> => {
    requests.push({
      method: (config.method ?? 'get').toLowerCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    });
    const { data = { data: [] }, headers = {} } = answer(config);
    return { data, status: 200, statusText: 'OK', headers, config };
  };
  const client = createApiClient({ baseURL: 'http://127.0.0.1:1', adapter });
  return { client, requests };
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

describe('products', () => {
  it('asks for the child categories too when a category is given (child=true)', async () => {
    const { client, requests } = fakeApi();
    await client.products.list({ category: 12, page: 2 });
    await client.products.list({ page: 2 });
    expect(requests.map((request) => request.params)).toEqual([
      { category: 12, page: 2, child: true },
      { page: 2 },
    ]);
  });

  it('pages by 15 when the server sends no paging headers', async () => {
    const { client } = fakeApi(() => ({ data: { data: [{ key: 'a', id: 1 }] } }));
    const result = await client.products.list();
    expect(result.data).toEqual([{ key: 'a', id: 1 }]);
    expect(result.page.perPage).toBe(15);
  });

  it('posts no search history for a blank word', async () => {
    const { client, requests } = fakeApi();
    await expect(client.products.postSearchHistory('  \u3000 ')).resolves.toBeUndefined();
    expect(requests).toEqual([]);
    await client.products.postSearchHistory('ヘルメット');
    expect(requests).toMatchObject([
      { method: 'post', url: '/v1/product-search-histories', data: { query: 'ヘルメット' } },
    ]);
  });
});

describe('site', () => {
  it('gives the landing page with the x-redirect target, or null without one', async () => {
    const { client } = fakeApi((config): Answer => ({
      data: { data: { slug: 'sale' } },
      headers: config.url === '/v1/lp/old' ? { 'x-redirect': '/lp/new/' } : {},
    }));
    await expect(client.site.landingPage('old')).resolves.toEqual({
      data: { slug: 'sale' },
      redirect: '/lp/new/',
    });
    await expect(client.site.landingPage('sale')).resolves.toEqual({
      data: { slug: 'sale' },
      redirect: null,
    });
  });

  it('asks for one collection entry with max_page_size=1, and for shown banners only', async () => {
    const { client, requests } = fakeApi();
    await client.site.collectionItem('stylists', { key: 'k' });
    await client.site.banners(['top']);
    expect(requests.map((request) => request.params)).toEqual([
      { key: 'k', max_page_size: 1 },
      { area: ['top'], is_show: 1 },
    ]);
  });

  it('uploads a file as multipart with its folder', async () => {
    const { client, requests } = fakeApi();
    await client.site.uploadFile(new Blob(['x']), 'avatars', 'me.png');
    const form = requests[0]!.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('dir')).toBe('avatars');
    expect((form.get('file') as File).name).toBe('me.png');
  });
});

describe('addresses', () => {
  it('reads the most addresses the member may keep from x-limit', async () => {
    const { client } = fakeApi(() => ({ data: { data: [] }, headers: { 'x-limit': '5' } }));
    expect((await client.addresses.list()).page.limit).toBe(5);
  });

  it('repeats the id in the body of an update', async () => {
    const { client, requests } = fakeApi();
    await client.addresses.update(7, { city: '渋谷区' });
    expect(requests[0]).toMatchObject({
      method: 'put',
      url: '/v1/me/user-addresses/7',
      data: { city: '渋谷区', id: 7 },
    });
  });

  it('imports the file as the multipart field file', async () => {
    const { client, requests } = fakeApi();
    await client.addresses.importFile(new Blob(['a,b']), 'addresses.csv');
    expect((requests[0]!.data as FormData).get('file')).toBeInstanceOf(Blob);
    expect(requests[0]!.params).toEqual({});
    await client.addresses.importFile(new Blob(['a,b']), 'addresses.csv', { preview: true });
    expect(requests[1]!.params).toEqual({ preview: '1' });
  });

  it('exports a file, or says the export is delayed when the answer is JSON', async () => {
    const file = fakeApi(() => ({
      data: bytes('a,b'),
      headers: {
        'content-type': 'text/csv',
        'x-suggested-filename': encodeURIComponent('住所.csv'),
      },
    }));
    const exported = await file.client.addresses.exportFile({ encoding: 'utf8' });
    expect(exported).toMatchObject({ delayed: false, filename: '住所.csv' });
    expect(file.requests[0]!.params).toEqual({ encoding: 'utf8' });

    const delayed = fakeApi(() => ({
      data: bytes(JSON.stringify({ message: '処理に時間がかかっています' })),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    }));
    await expect(delayed.client.addresses.exportFile()).resolves.toEqual({
      delayed: true,
      message: '処理に時間がかかっています',
    });
  });
});

describe('orders', () => {
  it('lists orders with the page and the member total', async () => {
    const { client } = fakeApi(() => ({
      data: { data: [{ id: 1 }], user_order_total_payment: 12_000 },
      headers: { 'x-total': '11', 'x-per-page': '10', 'x-last-page': '2', 'x-current-page': '1' },
    }));
    await expect(client.orders.list()).resolves.toEqual({
      data: [{ id: 1 }],
      page: { total: 11, perPage: 10, lastPage: 2, currentPage: 1, limit: undefined },
      user_order_total_payment: 12_000,
    });
  });

  it('cancels with cancel_reason', async () => {
    const { client, requests } = fakeApi();
    await client.orders.cancel(3, '注文を間違えた');
    expect(requests[0]).toMatchObject({
      method: 'put',
      url: '/v1/me/orders/3/cancel',
      data: { cancel_reason: '注文を間違えた' },
    });
  });

  it('sends the guest token t as a query parameter on every guest receipt call', async () => {
    const { client, requests } = fakeApi();
    await client.guestOrders.checkReceipt('A-1', 'tok');
    await client.guestOrders.updateReceipt('A-1', 'tok', { addressee: '株式会社ミセ' });
    expect(requests).toMatchObject([
      { method: 'get', url: '/v1/orders/A-1/check/receipt', params: { t: 'tok' } },
      {
        method: 'put',
        url: '/v1/orders/A-1/guest/receipt',
        params: { t: 'tok' },
        data: { addressee: '株式会社ミセ' },
      },
    ]);
  });
});

describe('member lists and coupons', () => {
  it('attaches products to lists with table=products', async () => {
    const { client, requests } = fakeApi();
    await client.lists.attach([1, 2]);
    expect(requests[0]).toMatchObject({
      method: 'patch',
      data: { table: 'products', ids: [1, 2] },
    });
  });

  it("takes a coupon from a landing page with page 'lp'", async () => {
    const { client, requests } = fakeApi();
    await client.coupons.take({ coupon_id: 4, page: 'lp' });
    expect(requests[0]).toMatchObject({
      method: 'post',
      url: '/v1/me/coupons',
      data: { coupon_id: 4, page: 'lp' },
    });
  });

  it('filters measurements by purpose', async () => {
    const { client, requests } = fakeApi(() => ({
      data: { data: [] },
      headers: { 'x-limit': '3' },
    }));
    const result = await client.timeseries.list('body');
    expect(requests[0]!.params).toEqual({ purpose: 'body' });
    expect(result.page.limit).toBe(3);
  });
});

describe('bot protection', () => {
  it('sends a form’s token in X-Captcha-Token, and no such header without one', async () => {
    const seen: unknown[] = [];
    const { client } = fakeApi((config) => {
      seen.push(config.headers.get('X-Captcha-Token'));
      return { data: { user: { email: '' }, data: {} } };
    });
    await client.auth.login({ login_id: 'taro', password: 'x' }, 'token-login');
    await client.user.register({ email: 'a@example.jp' }, 'token-register');
    await client.reminder.request({ email: 'a@example.jp' }, 'token-reminder');
    await client.inquiries.create({ email: 'a@example.jp' } as never, 'token-contact');
    await client.products.postReview(1, { rating: 5, title: 't', body: 'b' }, 'token-review');
    await client.auth.login({ login_id: 'taro', password: 'x' });
    expect(seen).toEqual([
      'token-login',
      'token-register',
      'token-reminder',
      'token-contact',
      'token-review',
      undefined,
    ]);
  });
});
