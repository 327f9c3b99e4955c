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

/** A call of the API as taro (the records the page should show are made this way). */
async function asMember<T>(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const answer = await api.app.inject({
    method,
    url,
    payload,
    headers: { 'x-channel': 'standard', authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode).toBeLessThan(300);
  return answer.json<{ data: T }>().data;
}

type Listed = { id: number; name: string };

async function productOf(keyword: string): Promise<Listed> {
  const answer = await api.app.inject({
    method: 'GET',
    url: `/v1/products?keyword=${encodeURIComponent(keyword)}`,
    headers: { 'x-channel': 'standard' },
  });
  return answer.json<{ data: Listed[] }>().data[0]!;
}

/** React separates adjacent text with empty comments; the text as a reader sees it. */
const textOf = (html: string) => html.replaceAll('<!-- -->', '');

describe('the member’s product lists rendered on the server', () => {
  it('/mypage/bookmark has the bookmarked product in the HTML, not the loading label', async () => {
    const { token, header } = await session();
    const product = await productOf('タンブラー');
    await asMember(token, 'POST', '/v1/me/bookmarks', { product_id: product.id });
    const { status, html } = await memberPage('/mypage/bookmark', header);
    expect(status).toBe(200);
    expect(textOf(html)).toContain(`${product.name}を削除`);
    expect(html).not.toContain('読み込んでいます…');
  });

  it('/mypage/product_history has the viewed product in the HTML', async () => {
    const { token, header } = await session();
    const product = await productOf('マグカップ');
    await asMember(token, 'POST', '/v1/product-histories', { product_id: product.id });
    const { status, html } = await memberPage('/mypage/product_history', header);
    expect(status).toBe(200);
    expect(textOf(html)).toContain(`${product.name}を削除`);
    expect(html).not.toContain('読み込んでいます…');
  });

  it('/mypage/product_search_history and product_request_history show their words or empty messages', async () => {
    const { token, header } = await session();
    const words = await asMember<{ query: string }[]>(
      token,
      'GET',
      '/v1/me/product-search-histories',
    );
    const searches = textOf((await memberPage('/mypage/product_search_history', header)).html);
    expect(searches).toContain(
      words[0] ? `検索キーワード「${words[0].query}」を削除` : '検索履歴はありません。',
    );
    expect(searches).not.toContain('読み込んでいます…');

    const requests = await asMember<{ name: string }[]>(
      token,
      'GET',
      '/v1/me/product-request-histories',
    );
    const requested = textOf((await memberPage('/mypage/product_request_history', header)).html);
    expect(requested).toContain(
      requests[0]
        ? `「${requests[0].name}」のリクエストを削除`
        : '商品リクエストの履歴はありません。',
    );
    expect(requested).not.toContain('読み込んでいます…');
  });
});
