import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD, insertOrder, login, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { COOKIES } from '@mise/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRequest } from '../../server/render.js';
import { TEST_THEMES } from '../../../test/shop.js';

let api: RunningTestApp;
let server: http.Server;
let base: string;
let orderNo: string;
let orderId: number;

beforeAll(async () => {
  api = await startTestServer();
  server = http.createServer((req, res) => {
    const request = new Request(new URL(req.url ?? '/', 'http://shop.test'), {
      headers: req.headers.cookie ? { cookie: req.headers.cookie } : {},
    });
    renderRequest(request, res, {
      theme: TEST_THEMES.standard,
      apiUrl: api.baseURL,
      scripts: [],
      nonce: 'test-nonce',
      headersFor: () => ({}),
    }).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const member = await api.db.query.users.findFirst({
    where: (u, { and, eq }) => and(eq(u.channelId, 'standard'), eq(u.username, 'taro')),
  });
  const product = await api.db.query.products.findFirst({
    where: (p, { and, eq }) => and(eq(p.channelId, 'standard'), eq(p.isShow, true)),
  });
  const { order } = await insertOrder(api.db, {
    channelId: 'standard',
    userId: member!.id,
    lines: [{ key: product!.key, quantity: 1 }],
  });
  orderNo = order.orderNo;
  orderId = order.id;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

/** The cookies the storefront's login leaves in the browser (startSession), sent with each page. */
async function memberCookies(): Promise<string> {
  const { body } = await login(api.app, 'standard', 'taro', DEMO_PASSWORD);
  return [
    `${COOKIES.accessToken}=${String(body.access_token)}`,
    `${COOKIES.tokenExpiresAt}=${Date.now() + 3_600_000}`,
  ].join('; ');
}

async function page(path: string, cookie?: string) {
  const response = await fetch(`${base}${path}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  return { status: response.status, html: await response.text(), response };
}

describe('member order pages rendered on the server', () => {
  it('/mypage/order_history has the member’s orders in the HTML, not the loading label', async () => {
    const { status, html } = await page('/mypage/order_history', await memberCookies());
    expect(status).toBe(200);
    expect(html).toContain(`href="/mypage/order_history/${orderId}/"`);
    expect(html).toContain(orderNo);
    expect(html).not.toContain('ご注文履歴を読み込んでいます');
  });

  it('/mypage/order_history/{id} has the order in the HTML; an unknown one its message', async () => {
    const cookie = await memberCookies();
    const shown = await page(`/mypage/order_history/${orderId}`, cookie);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(orderNo);
    expect(shown.html).toContain('ご注文情報');
    expect(shown.html).not.toContain('ご注文を読み込んでいます');

    const unknown = await page('/mypage/order_history/999999', cookie);
    expect(unknown.html).toContain('ご注文履歴へ');
    expect(unknown.html).not.toContain('ご注文を読み込んでいます');
  });

  it('sends a visitor without a session to the login screen', async () => {
    const { status, response } = await page('/mypage/order_history');
    expect(status).toBe(302);
    expect(response.headers.get('location')).toBe('/login/');
  });
});
