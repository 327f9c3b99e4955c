import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { COOKIES } from '@mise/store';
import { standardTheme } from '@mise/ui';
import { Suspense, use } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutProps, ThemeDefinition } from '../kit/index.js';
import { createStaticHandler, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { createServerRoutes } from '../app/routes.js';
import { routesFor } from '../routes/table.js';
import { handlerOf, renderRequest } from './render.js';
import type { RenderOptions } from './render.js';

const Frame = styled.main`
  padding: 24px;
  color: rgb(1, 2, 3);
`;
const Layout = ({ children }: LayoutProps): ReactNode => (
  <Frame data-testid="layout">{children}</Frame>
);
const theme: ThemeDefinition = {
  name: 'standard',
  channel: 'standard',
  siteName: 'テストストア',
  tokens: standardTheme,
  layouts: {
    default: Layout,
    simple: Layout,
    sample: Layout,
    maintenance: Layout,
    invalidChannel: Layout,
  },
};

/** A part whose data comes 50 ms after it is first rendered (as a lazy part's chunk would). */
let lateText: string | undefined;
let late: Promise<void> | undefined;
function LatePart(): ReactNode {
  if (lateText === undefined) {
    late ??= new Promise((resolve) =>
      setTimeout(() => {
        lateText = '後から届いた部分';
        resolve();
      }, 50),
    );
    use(late);
  }
  return <p>{lateText}</p>;
}
function FailingPart(): ReactNode {
  throw new Error('this part cannot render');
}
/** The test theme with one more part in its layout, behind a Suspense boundary. */
const themeWith = (Part: () => ReactNode): ThemeDefinition => {
  const WithPart = ({ children }: LayoutProps): ReactNode => (
    <Frame>
      {children}
      <Suspense fallback={<p>読み込み中</p>}>
        <Part />
      </Suspense>
    </Frame>
  );
  return { ...theme, layouts: { ...theme.layouts, default: WithPart } };
};

let api: RunningTestApp;
const servers: http.Server[] = [];
/** The theme server without an islands build: every page hydrates whole. */
let base: string;
/** The theme server with its islands build. */
let islandsBase: string;
/** The same for a shop the API does not know. */
let unknownShopBase: string;

/** A theme server rendering with `options`; resolves to its address. */
async function serve(
  options: Omit<RenderOptions, 'apiUrl' | 'theme' | 'nonce' | 'headersFor'> & {
    theme?: ThemeDefinition;
    headersFor?: RenderOptions['headersFor'];
  },
): Promise<string> {
  const server = http.createServer((req, res) => {
    const request = new Request(new URL(req.url ?? '/', 'http://shop.test'), {
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
      ),
    });
    renderRequest(request, res, {
      theme,
      apiUrl: api.baseURL,
      nonce: 'test-nonce',
      headersFor: () => ({}),
      ...options,
    }).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  api = await startTestServer();
  base = await serve({ scripts: ['/assets/client.js'] });
  islandsBase = await serve({
    scripts: ['/assets/client.js'],
    islandScripts: ['/assets/islands.js'],
  });
  unknownShopBase = await serve({
    theme: { ...theme, channel: 'no-such-shop' },
    scripts: ['/assets/client.js'],
    islandScripts: ['/assets/islands.js'],
  });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await api.close();
});

/** The first chunk of the answer, as the browser gets it before anything streams later. */
async function firstChunk(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return { response, head: new TextDecoder().decode(value) };
}

/** The store state a page hands to the browser: a JSON string the browser parses, no '<' in it. */
function stateOf(html: string): unknown {
  const literal = /window\.__MISE_STATE__=JSON\.parse\(("(?:[^"\\<]|\\.)*")\);/.exec(html)?.[1];
  if (!literal) throw new Error('no store state in the page');
  return JSON.parse(JSON.parse(literal) as string);
}

describe('server rendering', () => {
  it('paints the first chunk with its styles in <head>: every styled class in the body has its rule', async () => {
    const { response, head } = await firstChunk('/sitemap');
    expect(response.status).toBe(200);
    expect(head).toMatch(/^<!DOCTYPE html><html lang="ja">/);
    const headPart = head.slice(0, head.indexOf('</head>'));
    expect(headPart).toContain('data-styled');
    expect(headPart).toContain('color:rgb(1, 2, 3)');
    expect(headPart).toContain('<title>サイトマップ | テストストア</title>');
    const body = head.slice(head.indexOf('</head>'));
    const frameClass =
      /data-testid="layout" class="([^"]+)"|class="([^"]+)" data-testid="layout"/.exec(body);
    // 'sc-…' names a component, not a rule; the other class carries the CSS.
    const classes = (frameClass?.[1] ?? frameClass?.[2] ?? '')
      .split(' ')
      .filter((name) => name && !name.startsWith('sc-'));
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(headPart).toContain(`.${name}{`);
  });

  it('hands the store state and router data to the browser', async () => {
    const html = await (await fetch(`${base}/sitemap`)).text();
    expect(JSON.stringify(stateOf(html))).toContain('"SITE.NAMESPACE"');
    expect(html).toContain('window.__staticRouterHydrationData=JSON.parse(');
    expect(html).toContain(
      '<script type="module" src="/assets/client.js" nonce="test-nonce" async="">',
    );
  });

  it('redirects a visitor away from a login-only page with 302', async () => {
    const response = await fetch(`${base}/mypage`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login/');
  });

  it('answers unknown paths with the 404 page', async () => {
    const response = await fetch(`${base}/no/such/page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('404 Not Found');
    expect(html).toContain('お探しのページが見つかりませんでした。');
  });

  it('streams a part that was not ready when the page rendered, instead of leaving it to the browser', async () => {
    const waiting = await serve({ theme: themeWith(LatePart), scripts: ['/assets/client.js'] });
    const response = await fetch(`${waiting}/sitemap`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div hidden id="S:0"><p>後から届いた部分</p></div>');
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain('<title>サイトマップ | テストストア</title>');
  });

  it('answers 500 when a part of the page fails to render', async () => {
    const failing = await serve({ theme: themeWith(FailingPart), scripts: ['/assets/client.js'] });
    const response = await fetch(`${failing}/sitemap`);
    expect(response.status).toBe(500);
  });

  it('serves static pages by their slug', async () => {
    const response = await fetch(`${base}/guide`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="ja">');
  });
});

describe('pages hydrated in islands', () => {
  const CLIENT = '<script type="module" src="/assets/client.js" nonce="test-nonce" async="">';
  const ISLANDS = '<script type="module" src="/assets/islands.js" nonce="test-nonce" async="">';

  /** Which entry the browser is told to load, and whether it gets the router's data. */
  async function boot(url: string, init: RequestInit = {}) {
    const response = await fetch(url, init);
    const html = await response.text();
    return {
      status: response.status,
      html,
      entry: html.includes(ISLANDS) ? 'islands' : html.includes(CLIENT) ? 'client' : 'none',
      routerData: html.includes('window.__staticRouterHydrationData='),
      state: html.includes('window.__MISE_STATE__='),
    };
  }

  it('the top page loads the islands entry with the store state and no router data', async () => {
    const page = await boot(`${islandsBase}/`);
    expect(page).toMatchObject({ status: 200, entry: 'islands', routerData: false, state: true });
    expect(page.html).not.toContain(CLIENT);
    // What the islands entry hydrates is in the server's HTML.
    expect(page.html).toMatch(/<mise-island data-island="\w+" data-props="/);
    // The popups come with the page: the shell opens the top page's without calling the API.
    expect(JSON.stringify(stateOf(page.html))).toContain('"page_path":"/"');
    expect(page.html).toMatch(
      /<mise-island data-island="shell" data-props="\{&quot;path&quot;:&quot;\/&quot;\}"/,
    );
  });

  it('a page not marked for islands loads the app as before', async () => {
    const page = await boot(`${islandsBase}/sitemap`);
    expect(page).toMatchObject({ status: 200, entry: 'client', routerData: true, state: true });
  });

  it('an island page that ends in 404 loads the app, which shows the error page', async () => {
    const page = await boot(`${islandsBase}/product/no-such-product`);
    expect(page).toMatchObject({ status: 404, entry: 'client', routerData: true });
  });

  it('an island page whose login the server could not check loads the app, which checks it', async () => {
    const page = await boot(`${islandsBase}/`, {
      headers: { cookie: `${COOKIES.accessToken}=stale; ${COOKIES.tokenExpiresAt}=1` },
    });
    expect(page).toMatchObject({ status: 200, entry: 'client', routerData: true });
  });

  it('a shop the API does not know loads the app, which shows the invalid-shop page', async () => {
    const page = await boot(`${unknownShopBase}/`);
    expect(page).toMatchObject({ status: 404, entry: 'client', routerData: true });
  });

  it('without an islands build, the top page loads the app', async () => {
    const page = await boot(`${base}/`);
    expect(page).toMatchObject({ status: 200, entry: 'client', routerData: true, state: true });
  });
});

describe('a shared page', () => {
  let sharedBase: string;
  beforeAll(async () => {
    sharedBase = await serve({
      scripts: ['/assets/client.js'],
      islandScripts: ['/assets/islands.js'],
      shared: true,
    });
  });

  it('is the same bytes for a member with a cart and a guest, sets no cookie, and leaves the login check to the browser', async () => {
    const fresh = Date.now() + 3_600_000;
    const responses = await Promise.all(
      [
        undefined,
        `${COOKIES.accessToken}=member-token; ${COOKIES.tokenExpiresAt}=${fresh}; ${COOKIES.cartToken}=cart-1; cautionMessage=2020-01-01`,
        `${COOKIES.accessToken}=stale; ${COOKIES.tokenExpiresAt}=1; mise_refresh=refresh-1`,
      ].map((cookie) => fetch(`${sharedBase}/product`, cookie ? { headers: { cookie } } : {})),
    );
    const pages = await Promise.all(responses.map((response) => response.text()));
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(pages[1]).toBe(pages[0]);
    expect(pages[2]).toBe(pages[0]);
    const state = stateOf(pages[0]!) as { auth: { checked: boolean; isLogin: boolean } };
    expect(state.auth).toMatchObject({ checked: false, isLogin: false });
    // Hydrated in islands all the same: the shell island checks the login.
    expect(pages[0]).toContain('<script type="module" src="/assets/islands.js"');
    expect(pages[0]).toMatch(
      /<body[^>]*><script nonce="test-nonce">\(function\(\)\{var c=document\.cookie/,
    );
  });
});

describe('tag manager container', () => {
  const origin = 'http://127.0.0.1:9';
  // The page's CSP names the sources its services add (security.ts writes the real header).
  const headersFor = (extra: { script: string[] }): Record<string, string> =>
    extra.script.length > 0 ? { 'content-security-policy': extra.script.join(' ') } : {};
  let gtmBase: string;
  beforeAll(async () => {
    gtmBase = await serve({
      scripts: ['/assets/client.js'],
      thirdParty: { gtm: origin },
      headersFor,
    });
  });
  // The demo shops have no container: the tests give one, as an operator would.
  const setGtmId = (value: string) =>
    api.app.inject({
      method: 'PUT',
      url: '/dev/settings',
      payload: { channel: 'standard', key: 'GTM.ID', value },
    });

  it('with GTM.ID: the data layer first, then the container from the configured origin, the noscript frame first in <body>, and a CSP that lets them in', async () => {
    await setGtmId('GTM-MISESTD');
    const response = await fetch(`${gtmBase}/sitemap`);
    const html = await response.text();
    expect(response.headers.get('content-security-policy')).toBe(origin);
    const head = html.slice(0, html.indexOf('</head>'));
    const init = head.indexOf('<script nonce="test-nonce">window.dataLayer=window.dataLayer||[];');
    const container = head.indexOf(
      '<script async nonce="test-nonce" src="http://127.0.0.1:9/gtm.js?id=GTM-MISESTD"></script>',
    );
    expect(init).toBeGreaterThan(-1);
    expect(container).toBeGreaterThan(init);
    expect(html).toMatch(
      /<body[^>]*><noscript><iframe src="http:\/\/127\.0\.0\.1:9\/ns\.html\?id=GTM-MISESTD"/,
    );
  });

  it('without GTM.ID: no container, no frame, the plain CSP', async () => {
    await setGtmId('');
    try {
      const response = await fetch(`${gtmBase}/sitemap`);
      const html = await response.text();
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(html).not.toContain('gtm.js');
      expect(html).not.toContain('ns.html');
      expect(html).not.toContain('dataLayer');
    } finally {
      await setGtmId('');
    }
  });
});

describe('the route a request finds', () => {
  it('is the one the whole route table gives, for every route of the table and any other path', () => {
    const whole = createStaticHandler(createServerRoutes(theme)).dataRoutes;
    const found = (routes: RouteObject[], path: string) =>
      matchRoutes(routes, path)?.at(-1)?.route.id;
    const paths = routesFor(theme.name).flatMap((route) => {
      const path = route.path.replace(/:[\w-]+/g, 'k1');
      return [path, `${path}/`, `${path}/more`, path.toUpperCase()];
    });
    paths.push('/', '/no-such-page', '/%70roduct', '/%E5%95%86%E5%93%81', '/%ZZ', '//product');
    for (const path of paths)
      expect(found(handlerOf(theme, path).dataRoutes, path), path).toBe(found(whole, path));
    // A route's own table is a few routes, not the whole.
    expect(handlerOf(theme, '/product').dataRoutes[0]!.children!.length).toBeLessThan(10);
  });
});
