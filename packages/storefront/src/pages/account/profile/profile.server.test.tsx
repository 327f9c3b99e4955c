import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { COOKIES } from '@mise/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRequest } from '../../../server/render.js';
import { loggedIn, TEST_THEMES } from '../../../../test/shop.js';

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

type Member = { last_name: string; first_name: string; email: string };

/** taro's session as the storefront's login leaves it in the cookies, and his profile. */
async function session() {
  const cookies = await loggedIn(api, 'taro');
  const answer = await api.app.inject({
    method: 'GET',
    url: '/v1/me/user',
    headers: {
      'x-channel': 'standard',
      authorization: `Bearer ${cookies.get(COOKIES.accessToken)!}`,
    },
  });
  return {
    member: answer.json<{ data: Member }>().data,
    header: Object.entries(cookies.all())
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
  };
}

/** The page's HTML as a reader sees its text (React separates adjacent text with comments). */
async function memberPage(path: string, cookie: string) {
  const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' });
  return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') };
}

describe('the member’s profile rendered on the server', () => {
  it('/mypage greets the member by name, not with the loading label', async () => {
    const { member, header } = await session();
    const { status, html } = await memberPage('/mypage', header);
    expect(status).toBe(200);
    expect(html).toContain(`${member.last_name} ${member.first_name} 様`);
    expect(html).not.toContain('会員情報を読み込んでいます');
  });

  it('/mypage/user_info has the member’s name and e-mail address in the HTML', async () => {
    const { member, header } = await session();
    const { status, html } = await memberPage('/mypage/user_info', header);
    expect(status).toBe(200);
    expect(html).toContain(member.last_name);
    expect(html).toContain(member.email);
    expect(html).not.toContain('会員情報を読み込んでいます');
  });
});
