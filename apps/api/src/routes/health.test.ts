import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.js';
import { createTestApp, TEST_DRIVER } from '../testing.js';
import type { TestApp } from '../testing.js';
import { loadConfig } from '../config.js';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /healthz answers ok without a channel', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers ready once migrated with the database answering', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 with a Japanese message before migrations and while stopping', async () => {
    t.app.lifecycle.migrated = false;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES.notReady });
    } finally {
      t.app.lifecycle.migrated = true;
    }
    t.app.lifecycle.shuttingDown = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES.shuttingDown });
      // Liveness is another question: the process is still alive.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.shuttingDown = false;
    }
  });

  it('GET /metrics counts requests by route pattern and status, and the response cache', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/v1/products/no-such-product',
      headers: { 'x-channel': 'standard' },
    });
    await t.app.inject({
      method: 'GET',
      url: '/v1/categories/hierarchy',
      headers: { 'x-channel': 'standard' },
    });
    await t.app.inject({
      method: 'GET',
      url: '/v1/categories/hierarchy',
      headers: { 'x-channel': 'standard' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/v1\/products\/:key",status="404"\} 1$/m,
    );
    expect(text).not.toContain('no-such-product');
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/v1\/products\/:key"\} 1$/m,
    );
    // The response cache is on in the PGlite project only (testing.ts): there the second read hits.
    if (TEST_DRIVER === 'pglite')
      expect(text).toMatch(/^mise_public_cache_lookups_total\{result="hit"\} [1-9]/m);
    expect(text).toMatch(/^mise_public_cache_lookups_total\{result="miss"\} [1-9]/m);
    expect(text).toMatch(/^mise_catalog_listener_live 1$/m);
    // collectDefaultMetrics: the event loop, the heap and the process.
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    if (TEST_DRIVER === 'postgres') expect(text).toMatch(/^pg_pool_waiting_clients 0$/m);
  });

  it('keeps a registry per app: another app counts only its own requests', async () => {
    const other = await createTestApp();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.body).not.toContain('route="/v1/products/:key"');
    } finally {
      await other.close();
    }
  });

  it('takes the request id a theme server sends, answers with it, and makes one otherwise', async () => {
    const sent = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'theme-req-42' },
    });
    expect(sent.headers['x-request-id']).toBe('theme-req-42');
    const none = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'two words' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an unknown route answers 404 JSON with route_not_found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/nothing-here',
      headers: { 'x-channel': 'standard' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'ページが見つかりません', code: 'route_not_found' });
  });

  it('answers a URL over 16 KB with 431 and a Japanese message', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/v1/products?q=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ message: 'URLが長すぎます' });
  });

  it('refuses an injected URL over 16 KB as the server would, with the same message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/products?keyword=${encodeURIComponent('あ'.repeat(350_000))}`,
      headers: { 'x-channel': 'standard' },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'URLが長すぎます' });
    const short = await t.app.inject({
      method: 'GET',
      url: `/v1/products?keyword=${encodeURIComponent('あ'.repeat(101))}`,
      headers: { 'x-channel': 'standard' },
    });
    expect(short.statusCode).toBe(422);
  });

  it('serves the OpenAPI document and its docs UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Mise commerce API' } });
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('lists every route of the API in /openapi.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, object>;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /healthz',
        'GET /readyz',
        'GET /metrics',
        'GET /internal/catalog-changes',
        'GET /dev/outbox',
        'GET /dev/outbox/{id}/html',
        'POST /dev/carts/{token}/expire',
        'POST /dev/clock',
        'POST /dev/orders/{id}/ship',
        'POST /dev/stock',
        'PUT /dev/settings',
        'GET /public.json',
        'GET /v1/coupons',
        'GET /v1/me/coupons',
        'POST /v1/me/coupons',
        'POST /v1/ecommerce_events',
        'GET /v1/ecommerce_events/{id}',
        'GET /v1/settings/front',
        'GET /v1/colorschemes/selected/front',
        'GET /v1/messages',
        'GET /v1/messages/{code}',
        'GET /v1/free-areas',
        'GET /v1/free-areas/{code}',
        'GET /v1/static-pages/url/{*}',
        'GET /v1/static-pages/urls',
        'POST /takimoto/v1/schools/check',
        'GET /v1/news',
        'GET /v1/news/{id}',
        'POST /v1/news/readables',
        'GET /v1/blogs',
        'GET /v1/blogs/{id}',
        'GET /v1/banners',
        'GET /v1/banners/{id}/download',
        'GET /v1/popups',
        'GET /v1/popups/{id}',
        'GET /v1/qas',
        'GET /v1/qa-categories',
        'GET /v1/lp',
        'GET /v1/lp/{slug}',
        'GET /v1/layouts/{page}',
        'GET /v1/pages/front/layout/{id}',
        'GET /v1/collections/{alias}',
        'GET /v1/catalog',
        'GET /v1/files-contents',
        'POST /v1/upload-files',
        'GET /v1/business-dates/monthly/calendar/front',
        'GET /v1/postal-code',
        'GET /v1/postal-codes/prefectures',
        'GET /v1/products',
        'GET /v1/vehicle-makers',
        'GET /v1/vehicles',
        'GET /v1/products/{key}',
        'GET /v1/products/{key}/recommend',
        'GET /v1/products/{key}/accessories',
        'GET /v1/products/{key}/reviews',
        'POST /v1/products/{productId}/reviews',
        'POST /v1/products/{key}/likes',
        'DELETE /v1/products/{key}/likes',
        'POST /v1/product-requests',
        'GET /v1/me/product-request-histories',
        'DELETE /v1/me/product-request-histories/{id}',
        'POST /v1/product-histories',
        'GET /v1/guest/product-histories',
        'GET /v1/me/product-histories',
        'DELETE /v1/me/product-histories/{id}',
        'POST /v1/product-search-histories',
        'GET /v1/me/product-search-histories',
        'DELETE /v1/me/product-search-histories/{id}',
        'GET /v1/me/bookmarks',
        'POST /v1/me/bookmarks',
        'GET /v1/me/bookmarks/{id}',
        'DELETE /v1/me/bookmarks/{id}',
        'GET /v1/categories/hierarchy',
        'GET /v1/brands',
        'GET /v1/makers',
        'GET /v1/makers/{id}',
        'GET /v1/tags',
        'POST /v1/tags/password',
        'GET /v1/images/{channel}/products/{key}/{file}',
        'GET /v1/images/{channel}/{kind}/{file}',
        'POST /v1/auth/login',
        'POST /v1/auth/verify',
        'POST /v1/auth/login-sync-channel',
        'POST /v1/auth/refresh',
        'POST /v1/auth/logout',
        'GET /v1/auth/unlock/{token}',
        'GET /v1/auth/{type}/redirect',
        'GET /v1/auth/{type}/callback',
        'POST /v1/users',
        'GET /v1/users/dummy',
        'GET /v1/me/user',
        'PUT /v1/me/user',
        'DELETE /v1/me/user',
        'PUT /v1/me/password',
        'GET /v1/me/login-histories',
        'POST /v1/email-verify/request',
        'POST /v1/email-verify/check',
        'POST /v1/reminder/request',
        'POST /v1/reminder/check',
        'POST /v1/reminder/reset',
        'GET /v1/payments',
        'GET /v1/payments/carts/{token}',
        'GET /v1/carts/{token}/payment/{paymentId}/check',
        'GET /v1/settings/payment-service/{code}',
        'POST /v1/payment-sandbox/tokens',
        'POST /v1/sbpayment/receive/fraud-detection',
        'GET /v1/me/orders',
        'GET /v1/me/orders/{id}',
        'PUT /v1/me/orders/{id}/cancel',
        'GET /v1/me/orders/{id}/download/receipt',
        'PUT /v1/me/orders/{id}/download/receipt',
        'GET /v1/me/orders/{id}/download/quotation',
        'GET /v1/orders/{no}/check/receipt',
        'GET /v1/orders/{no}/guest/receipt',
        'PUT /v1/orders/{no}/guest/receipt',
        'GET /v1/orders/{no}/download/receipt',
        'POST /v1/memos',
        'PATCH /v1/memos/{id}',
        'DELETE /v1/memos/{id}',
        'POST /v1/carts/{token}/decision',
        'PATCH /v1/carts/transaction/error/delete',
        'GET /v1/carts/order/{orderNo}',
        'GET /v1/carts/{token}/download/quotation',
        'POST /v1/carts/init',
        'GET /v1/carts/{token}',
        'PATCH /v1/carts/reset',
        'PATCH /v1/carts/products/add',
        'PATCH /v1/carts/products/add-set',
        'PATCH /v1/carts/products/delete',
        'PATCH /v1/carts/products/modify',
        'PATCH /v1/carts/products/divide',
        'PATCH /v1/carts/shippings/add',
        'PATCH /v1/carts/shippings/modify',
        'PATCH /v1/carts/shippings/reset',
        'PATCH /v1/carts/packings/add',
        'PATCH /v1/carts/packings/modify',
        'PATCH /v1/carts/order/modify',
        'PATCH /v1/carts/other/modify',
        'PATCH /v1/carts/social/receiver',
        'PATCH /v1/carts/point',
        'PATCH /v1/carts/accessories/add',
        'PATCH /v1/carts/accessories/modify',
        'PATCH /v1/carts/accessories/delete',
        'PATCH /v1/carts/coupons/add',
        'PATCH /v1/carts/coupons/delete',
        'GET /v1/shipping-leadtime/carts/{token}',
        'GET /v1/me/user-addresses',
        'POST /v1/me/user-addresses',
        'GET /v1/me/user-addresses/{id}',
        'PUT /v1/me/user-addresses/{id}',
        'DELETE /v1/me/user-addresses/{id}',
        'DELETE /v1/me/user-addresses-all',
        'PATCH /v1/me/user-addresses/{id}/use',
        'PATCH /v1/me/user-addresses/{id}/use-sender',
        'GET /v1/me/user-addresses/export',
        'POST /v1/me/user-addresses/import',
        'GET /v1/me/system-messages',
        'GET /v1/me/system-messages/{id}',
        'POST /v1/inquiries',
        'GET /v1/me/inquiries',
        'GET /v1/me/inquiries/{id}',
        'POST /v1/inquiry-comments/reply',
        'GET /admin/inquiries',
        'GET /admin/inquiries/{id}',
        'POST /admin/inquiries/{id}/replies',
        'POST /admin/orders/{id}/ship',
        // The motorcycle shop's extras.
        'GET /v1/me/user-memorials',
        'POST /v1/me/user-memorials',
        'GET /v1/me/user-memorials/{id}',
        'PUT /v1/me/user-memorials/{id}',
        'DELETE /v1/me/user-memorials/{id}',
        'GET /v1/me/timeseries',
        'POST /v1/me/timeseries',
        'DELETE /v1/me/timeseries/',
        'GET /v1/me/name-embroidery',
        'PUT /v1/me/name-embroidery',
        'DELETE /v1/me/name-embroidery',
        'GET /v1/products/{key}/embroidery',
        'GET /v1/stylists',
        'GET /v1/stylists/{key}',
        'GET /v1/images/{channel}/stylists/{file}',
        'GET /v1/me/user-lists',
        'POST /v1/me/user-lists',
        'GET /v1/me/user-lists/{key}',
        'PUT /v1/me/user-lists/{key}',
        'DELETE /v1/me/user-lists/{key}',
        'PATCH /v1/me/user-lists/attach',
        'PATCH /v1/me/user-lists/detach',
        'PATCH /v1/me/user-lists/{key}/detach',
        'GET /v1/me/user-cards',
        'POST /v1/me/user-cards',
        'PATCH /v1/me/user-cards/{id}/use',
        'DELETE /v1/me/user-cards/{id}',
        'GET /v1/me/points',
        'GET /v1/me/point-histories',
        'GET /v1/social-gifts/{token}/products',
        'GET /v1/social-gifts/{token}/shipping',
        'POST /v1/social-gifts/check/shipping',
        'POST /v1/social-gifts/check/delivery',
        'GET /v1/shipping-leadtime/input/{token}',
        'PUT /v1/social-gifts/{token}',
        'GET /v1/social-gifts/{token}/complete',
      ].sort(),
    );
  });

  it('shows the mail the demo sent at /dev/outbox, newest first', async () => {
    await t.app.mailer.send({ to: 'a@example.jp', subject: '件名1', text: '本文1' });
    await t.app.mailer.send({ to: 'a@example.jp', subject: '件名2', text: '本文2' });
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=A@example.jp' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((mail: { subject: string }) => mail.subject)).toEqual([
      '件名2',
      '件名1',
    ]);
  });

  it('expires a cart at /dev/carts/{token}/expire, so its next call answers is_expired', async () => {
    const init = await t.app.inject({
      method: 'POST',
      url: '/v1/carts/init',
      headers: { 'x-channel': 'standard' },
      payload: {},
    });
    const token = init.json().data.token as string;
    const expire = await t.app.inject({ method: 'POST', url: `/dev/carts/${token}/expire` });
    expect(expire.statusCode).toBe(204);
    const cart = await t.app.inject({
      method: 'GET',
      url: `/v1/carts/${token}`,
      headers: { 'x-channel': 'standard' },
    });
    expect(cart.statusCode).toBe(422);
    expect(cart.json().code).toBe('cart.common.is_expired');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/dev/carts/00000000-0000-4000-8000-000000000000/expire',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});

describe('stopping', () => {
  it('answers /readyz 503 in Japanese on a connection still open while the app closes', async () => {
    let during: { status: number; body: string } | undefined;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let address = '';
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
    const t = await createTestApp({
      extend: async (instance) => {
        instance.addHook('preClose', async () => {
          during = await readyz();
        });
      },
    });
    try {
      address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await readyz()).status).toBe(200);
    } finally {
      await t.close();
      agent.destroy();
    }
    expect(during?.status).toBe(503);
    expect(JSON.parse(during!.body)).toEqual({ message: MESSAGES.shuttingDown });
  });
});

describe('in production', () => {
  it('has no /dev routes', async () => {
    const t = await createTestApp({ config: { ...loadConfig({ NODE_ENV: 'production' }) } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('route_not_found');
      const expire = await t.app.inject({
        method: 'POST',
        url: '/dev/carts/00000000-0000-4000-8000-000000000000/expire',
      });
      expect(expire.statusCode).toBe(404);
      expect(expire.json().code).toBe('route_not_found');
    } finally {
      await t.close();
    }
  });
});
