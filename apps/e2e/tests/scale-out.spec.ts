import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { expect, test } from '../fixtures.js';
import { DEMO_PASSWORD } from '../shops.js';
import { cartWith, readyToOrder } from './carts.js';
import { cookieHeader } from './member.js';
import { APPS, processes, ready } from './processes.js';
import type { Started } from './processes.js';
import type { SessionCookie } from './member.js';
import { COOKIES } from '@mise/store';

/**
 * The production shape (docs/scale-out.md): two API instances and two standard-theme servers,
 * each theme on its own API, sharing one PostgreSQL database and one Redis, as a load balancer
 * would spread a shopper's calls over them. Whatever one instance wrote or counted, the other
 * must see at once: carts, logins, the catalogue behind its response cache, the auth rate limit.
 * Both instances start together on an empty database, as a deployment starts them.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
test.skip(
  !serverUrl || !redisUrl,
  'needs TEST_DATABASE_URL (a PostgreSQL server to create a database on) and TEST_REDIS_URL (a Redis server): the instances share them',
);

// Runs beside each other on one machine each take their own ports (e.g. 100: 4910, 3910…).
const OFFSET = Number(process.env.E2E_SCALE_OUT_PORT_OFFSET ?? 0);
const API_PORTS = [4810 + OFFSET, 4811 + OFFSET] as const;
const THEME_PORTS = [3810 + OFFSET, 3811 + OFFSET] as const;
const VARNISH_PORT = 3812 + OFFSET;
const api = API_PORTS.map((port) => `http://127.0.0.1:${port}`);
const theme = THEME_PORTS.map((port) => `http://127.0.0.1:${port}`);
const varnish = `http://127.0.0.1:${VARNISH_PORT}`;
/** Debian's `varnish` package (.ci/run installs it): the tests behind it need it. */
const varnishInstalled = spawnSync('varnishd', ['-V']).status === 0;
/** Small, so the test reaches it; each instance alone sees fewer calls than this. */
const AUTH_RATE_LIMIT = 4;
const CHANNEL = { 'x-channel': 'standard' };
const TOO_MANY = 'リクエストが多すぎます。しばらく時間をおいてからもう一度お試しください';

const run = randomBytes(6).toString('hex');
const databaseName = `mise_scale_out_${run}`;

function databaseUrl(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Work on one connection to `url`: the server's own database, or with `onDatabase` the test's. */
async function onServer<T>(
  work: (client: pg.Client) => Promise<T>,
  url: string = serverUrl!,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
const onDatabase = <T>(work: (client: pg.Client) => Promise<T>) =>
  onServer(work, databaseUrl(databaseName));

const { launch, start, stopAll } = processes();

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await onServer((admin) => admin.query(`create database ${databaseName}`));
  const apis = API_PORTS.map((port, index) =>
    start(`API ${'AB'[index]}`, 'api/dist/server.js', {
      PORT: String(port),
      DATABASE_URL: databaseUrl(databaseName),
      REDIS_URL: redisUrl!,
      // This run's own keys: other runs on the same Redis count apart.
      REDIS_KEY_PREFIX: `mise-scale-out-${run}:`,
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: theme.join(','),
      // The theme servers, on this machine, pass the shopper's address on.
      TRUST_PROXY: 'loopback',
      // A folder of each instance's own, as separate machines have: an upload kept on disk
      // (as the API once did, in UPLOAD_DIR) would then be missing on the other instance.
      UPLOAD_DIR: path.join(tmpdir(), `mise-scale-out-${run}-${index}`),
    }),
  );
  await Promise.all(apis.map((entry, index) => ready(entry, `${api[index]}/healthz`, 100_000)));
  const themes = THEME_PORTS.map((port, index) =>
    start(`theme ${'AB'[index]}`, 'theme-standard/dist/server/server.js', {
      PORT: String(port),
      API_URL: api[index]!,
      // Each theme server purges what a catalogue change touched at the Varnish in front.
      ...(varnishInstalled ? { CDN_PURGE_URL: `${varnish}/` } : {}),
    }),
  );
  await Promise.all(
    themes.map((entry, index) => ready(entry, `${theme[index]}/public.json`, 60_000)),
  );
  if (varnishInstalled) await ready(startVarnish(), `${varnish}/robots.txt`, 30_000);
});

/** The repo's VCL, with the two theme servers taken in turn, as tooling/varnish/mise.vcl says. */
function startVarnish(): Started {
  const folder = mkdtempSync(path.join(tmpdir(), `mise-varnish-${run}-`));
  // varnishd compiles the VCL as its own unprivileged user when started as root.
  chmodSync(folder, 0o755);
  writeFileSync(
    path.join(folder, 'mise-backends.vcl'),
    `import directors;
${THEME_PORTS.map((port, index) => `backend theme_${index} { .host = "127.0.0.1"; .port = "${port}"; }`).join('\n')}
sub vcl_init {
  new themes = directors.round_robin();
${THEME_PORTS.map((_port, index) => `  themes.add_backend(theme_${index});`).join('\n')}
}
sub mise_backend {
  set req.backend_hint = themes.backend();
}
`,
    { mode: 0o644 },
  );
  const tooling = path.resolve(APPS, '../tooling/varnish');
  const entry = launch('Varnish', 'varnishd', [
    '-F',
    '-n',
    path.join(folder, 'work'),
    '-a',
    `127.0.0.1:${VARNISH_PORT}`,
    '-p',
    `vcl_path=${folder}:${tooling}`,
    '-f',
    path.join(tooling, 'mise.vcl'),
    '-s',
    'malloc,64m',
  ]);
  entry.child.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  return entry;
}

test.afterAll(async () => {
  await stopAll();
  await onServer((admin) => admin.query(`drop database if exists ${databaseName} with (force)`));
});

async function call<T>(
  request: APIRequestContext,
  base: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  data?: object,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.fetch(`${base}/v1${url}`, {
    method,
    headers: { ...CHANNEL, ...headers },
    ...(data ? { data } : {}),
  });
  if (!response.ok())
    throw new Error(`${method} ${base}${url}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

type Detail = {
  key: string;
  name: string;
  product_price: number;
  product_price_with_tax: number;
  stock: number;
};

/**
 * The `nth` product with stock to spare, as instance A answers its page now (each test takes
 * another, so none reads a product an earlier test changed through the other instance).
 */
async function productInStock(request: APIRequestContext, nth: number): Promise<Detail> {
  const listed = await call<Detail[]>(request, api[0]!, 'GET', '/products?in_stock=1&per=30');
  const product = listed.filter((item) => item.stock >= 10)[nth];
  if (!product) throw new Error(`no ${nth + 1} products with 10 in stock`);
  return call<Detail>(request, api[0]!, 'GET', `/products/${product.key}`);
}

test('both instances started together on the empty database, which was seeded once', async () => {
  const channels = await onDatabase((client) =>
    client.query<{ id: string }>('select id from channels order by id'),
  );
  expect(channels.rows.map(({ id }) => id)).toEqual(['business', 'moto', 'standard']);
});

test('a cart made on one instance is read and ordered through the other', async ({ request }) => {
  const [a, b] = api as [string, string];
  const product = await productInStock(request, 0);
  const cart = await cartWith(request, a, product.key, 2, CHANNEL);

  const read = await call<{ detail: { products: { product_key: string; quantity: number }[] } }>(
    request,
    b,
    'GET',
    `/carts/${cart.token}`,
  );
  expect(read.detail.products).toEqual([
    expect.objectContaining({ product_key: product.key, quantity: 2 }),
  ]);

  await readyToOrder(request, b, cart, `scale-out-${run}@example.jp`, CHANNEL);
  const decided = await call<{ order_no: string }>(
    request,
    b,
    'POST',
    `/carts/${cart.token}/decision`,
    {},
    { 'idempotency-key': randomUUID() },
  );
  expect(decided.order_no).toMatch(/^\d{8}-\d+$/);

  // The stock the order took is what the first instance shows a moment later, though it had
  // the product's page in its response cache.
  await expect
    .poll(async () => (await call<Detail>(request, a, 'GET', `/products/${product.key}`)).stock, {
      timeout: 2_000,
    })
    .toBe(product.stock - 2);
});

test('a login on one instance is valid on the other, and the other theme server renders the member', async ({
  page,
  request,
}) => {
  // Through theme A's /v1 proxy to API A, as the storefront logs in.
  const login = await request.post(`${theme[0]}/v1/auth/login`, {
    data: { login_id: 'taro', password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token, expires_in: expiresIn } = (await login.json()) as {
    access_token: string;
    expires_in: number;
  };

  const me = await call<{ email: string }>(request, api[1]!, 'GET', '/me/user', undefined, {
    authorization: `Bearer ${token}`,
  });
  expect(me.email).toBe('taro@example.jp');

  // The storefront keeps the session in these cookies; theme B's server renders with them.
  const cookies: SessionCookie[] = [
    { name: COOKIES.accessToken, value: token },
    { name: COOKIES.tokenExpiresAt, value: String(Date.now() + (expiresIn - 60) * 1000) },
  ];
  const html = await request.get(`${theme[1]}/mypage/user_info/`, {
    headers: { cookie: cookieHeader(cookies) },
    maxRedirects: 0,
  });
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain('山田 太郎');

  await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: theme[1]! })));
  await page.goto(`${theme[1]}/mypage/user_info/`);
  await expect(page).toHaveURL(/\/mypage\/user_info\/?$/);
  await expect(page.getByText('山田 太郎').first()).toBeVisible();
});

test('a stock or price change through one instance is what the other answers at once', async ({
  request,
}) => {
  const [a, b] = api as [string, string];
  const product = await productInStock(request, 1);
  const detail = (base: string) => call<Detail>(request, base, 'GET', `/products/${product.key}`);
  // Theme B's product page as a visitor without cookies gets it (no cookie jar: plain fetch).
  const pageOnB = async () => {
    const response = await fetch(`${theme[1]}/product/${product.key}`);
    return { cache: response.headers.get('x-cache'), html: await response.text() };
  };
  // Both instances keep the anonymous answer in their response cache now, and theme B the page.
  for (const base of [a, b, a, b]) expect((await detail(base)).stock).toBe(product.stock);
  await pageOnB();
  expect((await pageOnB()).cache).toBe('hit');

  const changed = await request.post(`${a}/dev/stock`, {
    data: { channel: 'standard', product_key: product.key, stock: product.stock + 7 },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  // Instance A settles its own write before answering; B hears of the change a moment later,
  // well within the 2 s here, while its cached answer would be kept 10 s without the news.
  expect((await detail(a)).stock).toBe(product.stock + 7);
  await expect
    .poll(async () => (await detail(b)).stock, { timeout: 2_000 })
    .toBe(product.stock + 7);

  // An operator's price change straight in the database reaches both instances the same way.
  const price = product.product_price + 1_000;
  await onDatabase((client) =>
    client.query("update products set price = $1 where channel_id = 'standard' and key = $2", [
      price,
      product.key,
    ]),
  );
  for (const base of [a, b])
    await expect
      .poll(async () => (await detail(base)).product_price, { timeout: 2_000 })
      .toBe(price);
  // Theme B's kept page is checked against its API, so it shows the new price too.
  const withTax = (await detail(b)).product_price_with_tax.toLocaleString('ja-JP');
  await expect.poll(async () => (await pageOnB()).html, { timeout: 2_000 }).toContain(withTax);
});

test('a file uploaded through one instance is served by the other', async ({ request }) => {
  const [a, b] = api as [string, string];
  const csv = Buffer.from(`お問い合わせ番号,内容\n${run},配送について\n`);
  const uploaded = await request.post(`${a}/v1/upload-files`, {
    // An address of its own: uploads count in the auth rate limit, as the logins do.
    headers: { ...CHANNEL, 'x-forwarded-for': '203.0.113.82' },
    multipart: {
      dir: 'inquiries',
      file: { name: '問い合わせ.csv', mimeType: 'text/csv', buffer: csv },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = ((await uploaded.json()) as { data: { url: string } }).data;

  const served = await request.get(`${b}${url}`, { headers: CHANNEL });
  expect(served.status(), await served.text()).toBe(200);
  expect(served.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await served.body()).equals(csv)).toBe(true);
  const contents = await call<{ content: string }>(
    request,
    b,
    'GET',
    `/files-contents?url=${encodeURIComponent(`${a}${url}`)}`,
  );
  expect(contents.content).toBe(csv.toString());
});

test('the auth rate limit counts the calls to both instances together', async ({ request }) => {
  // A client address of its own (the instances trust X-Forwarded-For from loopback, as behind
  // a load balancer), so the logins of the other tests count apart.
  const client = { 'x-forwarded-for': '203.0.113.81' };
  const attempt = (base: string) =>
    request.post(`${base}/v1/auth/login`, {
      headers: { ...CHANNEL, ...client },
      data: { login_id: 'hanako', password: 'wrong-password-1' },
    });
  for (let i = 0; i < AUTH_RATE_LIMIT; i += 1) {
    const answer = await attempt(api[i % 2]!);
    expect(answer.status(), await answer.text()).toBe(401);
  }
  // Each instance has seen only half the attempts: only a shared count stops this one.
  const limited = await attempt(api[AUTH_RATE_LIMIT % 2]!);
  expect(limited.status()).toBe(429);
  expect(await limited.json()).toEqual({ message: TOO_MANY });
  const other = await attempt(api[(AUTH_RATE_LIMIT + 1) % 2]!);
  expect(other.status()).toBe(429);
});

test.describe('behind Varnish', () => {
  test.skip(!varnishInstalled, 'needs varnishd (Debian package varnish; .ci/run installs it)');

  /** A page through Varnish; `hit` when Varnish answered it from its cache (X-Varnish names two requests). */
  const throughVarnish = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${varnish}${url}`, { headers });
    return {
      hit: /^\d+ \d+$/.test(response.headers.get('x-varnish') ?? ''),
      cacheControl: response.headers.get('cache-control'),
      html: await response.text(),
    };
  };

  test('a shared page is served by Varnish until a change through an API purges it', async ({
    request,
  }) => {
    const product = await productInStock(request, 2);
    const url = `/product/${product.key}`;
    const first = await throughVarnish(url);
    expect(first.hit).toBe(false);
    expect(first.cacheControl).toContain('s-maxage=');
    const kept = await throughVarnish(url);
    expect(kept.hit).toBe(true);
    // The very document, nonce and all (its CSP header came with it).
    expect(kept.html).toBe(first.html);
    expect(kept.html).toContain(product.product_price_with_tax.toLocaleString('ja-JP'));

    // A stock change through API B: its theme server hears it on its feed and purges.
    const changed = await request.post(`${api[1]}/dev/stock`, {
      data: { channel: 'standard', product_key: product.key, stock: product.stock + 3 },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    // The purge travels API → theme server → Varnish beside the API's answer: a moment.
    await expect.poll(async () => (await throughVarnish(url)).hit, { timeout: 10_000 }).toBe(false);
    expect((await throughVarnish(url)).hit).toBe(true);

    // A price changed by an operator straight in the database is purged the same way.
    const price = product.product_price + 2_000;
    await onDatabase((client) =>
      client.query("update products set price = $1 where channel_id = 'standard' and key = $2", [
        price,
        product.key,
      ]),
    );
    await expect
      .poll(
        async () =>
          (await call<Detail>(request, api[0]!, 'GET', `/products/${product.key}`)).product_price,
        {
          timeout: 2_000,
        },
      )
      .toBe(price);
    const withTax = (await call<Detail>(request, api[0]!, 'GET', `/products/${product.key}`))
      .product_price_with_tax;
    await expect
      .poll(async () => (await throughVarnish(url)).html, { timeout: 10_000 })
      .toContain(withTax.toLocaleString('ja-JP'));
  });

  test('a member with a cart sees their own cart and login through Varnish, and visitors still get the shared page', async ({
    page,
    request,
  }) => {
    const product = await productInStock(request, 3);
    const url = `/product/${product.key}`;
    await throughVarnish(url);
    const shared = await throughVarnish(url);
    expect(shared.hit).toBe(true);

    // An address of its own, so this login does not count with the other tests' (rate limit).
    const login = await request.post(`${api[0]}/v1/auth/login`, {
      headers: { ...CHANNEL, 'x-forwarded-for': '203.0.113.83' },
      data: { login_id: 'taro', password: DEMO_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { access_token: token, expires_in: expiresIn } = (await login.json()) as {
      access_token: string;
      expires_in: number;
    };
    const cart = await cartWith(request, api[1]!, product.key, 2, CHANNEL);
    const cookies: SessionCookie[] = [
      { name: COOKIES.accessToken, value: token },
      { name: COOKIES.tokenExpiresAt, value: String(Date.now() + (expiresIn - 60) * 1000) },
      { name: COOKIES.cartToken, value: cart.token },
    ];

    // A catalogue page is shared: the member gets Varnish's copy, the one visitors get.
    const member = await throughVarnish(url, { cookie: cookieHeader(cookies) });
    expect(member.hit).toBe(true);
    expect(member.html).toBe(shared.html);
    // The cart is the member's own: never kept, fetched for them each time.
    for (let i = 0; i < 2; i += 1) {
      const cartPage = await throughVarnish('/cart/', { cookie: cookieHeader(cookies) });
      expect(cartPage.hit).toBe(false);
      expect(cartPage.cacheControl).toBe('no-store');
    }

    await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: varnish })));
    await page.goto(`${varnish}/cart/`);
    const lines = page.getByRole('table', { name: 'カートの商品' });
    await expect(lines.getByText(product.name).first()).toBeVisible();
    await expect(lines.getByLabel(/の数量$/)).toHaveValue('2');

    await page.goto(`${varnish}${url}`);
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    await expect(menu.getByRole('link', { name: 'マイページ' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'ログイン' })).toHaveCount(0);

    // The member's visits left the shared page as it was, for visitors without cookies.
    const visitor = await throughVarnish(url);
    expect(visitor.hit).toBe(true);
    expect(visitor.html).toBe(shared.html);
  });
});
