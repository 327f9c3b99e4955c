import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { COOKIES } from '@mise/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRequest } from '../../server/render.js';
import { loggedIn, TEST_THEMES } from '../../../test/shop.js';

let api: RunningTestApp;
let server: http.Server;
let base: string;

beforeAll(async () => {
  api = await startTestServer();
  server = http.createServer((req, res) => {
    // The member's session travels as the browser sends it: the page request's cookies.
    const request = new Request(new URL(req.url ?? '/', 'http://shop.test'), {
      headers: { cookie: req.headers.cookie ?? '' },
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
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

/** taro's session, as the storefront's login leaves it in the cookies. */
async function session() {
  const cookies = await loggedIn(api, 'taro');
  return {
    token: cookies.get(COOKIES.accessToken)!,
    header: Object.entries(cookies.all())
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
  };
}

async function memberPage(path: string, cookie: string) {
  const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

async function own<T>(token: string, url: string): Promise<T> {
  const answer = await api.app.inject({
    method: 'GET',
    url,
    headers: { 'x-channel': 'standard', authorization: `Bearer ${token}` },
  });
  return answer.json<{ data: T }>().data;
}

describe('my page rendered on the server for the member', () => {
  it('/mypage/point has the balance and the history in the HTML, not the loading labels', async () => {
    const { token, header } = await session();
    const summary = await own<{ points: number }>(token, '/v1/me/points');
    const { status, html } = await memberPage('/mypage/point', header);
    expect(status).toBe(200);
    expect(html).toContain(`<strong>${summary.points.toLocaleString('ja-JP')}pt</strong>`);
    expect(html).toContain('ショップからの付与');
    expect(html).not.toContain('ポイントを読み込んでいます');
    expect(html).not.toContain('ポイント履歴を読み込んでいます');
  });

  it('/mypage/address has the member’s own address in the HTML', async () => {
    const { header } = await session();
    const { status, html } = await memberPage('/mypage/address', header);
    expect(status).toBe(200);
    expect(html).toContain('東京都千代田区丸の内1-1-1');
    expect(html).not.toContain('お届け先を読み込んでいます');
  });
});
