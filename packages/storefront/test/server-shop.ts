import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { COOKIES } from '@mise/store';
import type { ThemeDefinition } from '../src/kit/index.js';
import { renderRequest } from '../src/server/render.js';
import { loggedIn, TEST_THEMES } from './shop.js';

/** A shop's server render in front of the real API, read as a browser gets it. */
export type ServerShop = {
  api: RunningTestApp;
  /**
   * A page's status and HTML, with the visitor's cookies if given. The HTML reads as its text:
   * React's empty comments between adjacent texts are left out.
   */
  page: (
    path: string,
    cookie?: string,
  ) => Promise<{ status: number; html: string; location: string | null }>;
  /** A member's session as the storefront's login leaves it: the Cookie header and the token. */
  session: (loginId: string) => Promise<{ cookie: string; token: string }>;
  /** A call of the API, as the member whose token is given; fails the test on an error. */
  call: <T>(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    options?: { token?: string; payload?: object },
  ) => Promise<T>;
  close: () => Promise<void>;
};

/** The standard shop's, or `theme`'s. */
export async function startServerShop({
  theme = TEST_THEMES.standard,
}: { theme?: ThemeDefinition } = {}): Promise<ServerShop> {
  const api = await startTestServer();
  const server = http.createServer((req, res) => {
    const request = new Request(new URL(req.url ?? '/', 'http://shop.test'), {
      headers: { cookie: req.headers.cookie ?? '' },
    });
    renderRequest(request, res, {
      theme,
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
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    api,
    page: async (path, cookie = '') => {
      const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' });
      return {
        status: response.status,
        html: (await response.text()).replaceAll('<!-- -->', ''),
        location: response.headers.get('location'),
      };
    },
    session: async (loginId) => {
      const cookies = await loggedIn(api, loginId);
      return {
        token: cookies.get(COOKIES.accessToken)!,
        cookie: Object.entries(cookies.all())
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
      };
    },
    call: async <T>(
      method: 'GET' | 'POST' | 'PATCH',
      url: string,
      { token, payload }: { token?: string; payload?: object } = {},
    ) => {
      const answer = await api.app.inject({
        method,
        url,
        payload,
        headers: {
          'x-channel': theme.channel,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode}`);
      return answer.json<{ data: T }>().data;
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    },
  };
}
