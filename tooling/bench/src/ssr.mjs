// pnpm bench:ssr — server-rendered page throughput: autocannon on loopback against each theme
// server's catalogue and content pages (production builds, the API in production mode on a
// database of its own), beside the same HTML served as a static file by a bare Node server in
// the same run. With --products N the API seeds N generated products first (a catalogue of real
// size), so the pages pass through the API's response cache as they do in production.
// Each page is measured for each kind of visitor the shop has — a first-time visitor without
// cookies, and a logged-in member with a product in the cart (the shop's demo member, logged in
// and given a cart through the API; the requests carry the cookies the storefront keeps) — and
// rendered for every request (the theme server started again with MISE_PAGE_CACHE=0: what a
// cache miss, or a page never shared such as the cart, costs).
//
//   --driver D         postgres (default) or pglite
//   --products N       generated products added to the demo catalogue (default 0)
//   --shops a,b        some of the themes (default all)
//   --pages a,b        some of top,list,search,detail,maker,news,blog (default all)
//   --visitors a,b     some of anonymous,member (default both)
//   --duration S       seconds per measurement (default 10)
//   --connections N    concurrent connections (default 10)
//
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; a new database is made for the run and dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  freePort,
  ROOT,
  SHOPS,
  startProcess,
  startTheme,
  tables,
  waitFor,
  writeReport,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    driver: { type: 'string', default: 'postgres' },
    products: { type: 'string', default: '0' },
    shops: { type: 'string', default: SHOPS.map((s) => s.theme).join(',') },
    pages: { type: 'string', default: 'top,list,search,detail,maker,news,blog' },
    visitors: { type: 'string', default: 'anonymous,member' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const duration = Math.max(1, Number(args.duration) || 10);
const connections = Math.max(1, Number(args.connections) || 10);
const shops = SHOPS.filter((shop) => args.shops.split(',').includes(shop.theme));
const PAGES = ['top', 'list', 'search', 'detail', 'maker', 'news', 'blog'];
const pages = args.pages.split(',').filter((page) => PAGES.includes(page));
const visitors = args.visitors
  .split(',')
  .filter((visitor) => ['anonymous', 'member'].includes(visitor));
/** Each shop's demo member (seeded with the demo data) and their password. */
const MEMBERS = { standard: 'taro', business: 'buyer', moto: 'rider' };
const DEMO_PASSWORD = 'mise1234';
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** @type {ReturnType<typeof startProcess>[]} */
const processes = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'mise-bench-ssr-'));
const database = `mise_bench_ssr_${process.pid}`;

/** @param {string} sql */
async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function cleanUp() {
  await Promise.all(processes.map((p) => p.stop()));
  rmSync(dataDir, { recursive: true, force: true });
  if (args.driver === 'postgres')
    await onServer(`drop database if exists ${database} with (force)`).catch(() => undefined);
}

/**
 * Requests/s and latency of `url` at the run's connections, sending `cookie` when given.
 * @param {string} url
 * @param {string} [cookie]
 */
async function load(url, cookie) {
  const result = await autocannon({
    url,
    connections,
    duration,
    warmup: { connections, duration: 2 },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} of ${result.requests.total} failed`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/**
 * A call to the API as `channel`: the answer's `data` and its Set-Cookie headers.
 * @param {string} apiUrl
 * @param {string} channel
 * @param {'GET' | 'POST' | 'PATCH'} method
 * @param {string} path
 * @param {object} [body]
 * @param {string} [token]
 */
async function apiCall(apiUrl, channel, method, path, body, token) {
  const response = await fetch(`${apiUrl}/v1${path}`, {
    method,
    headers: {
      'x-channel': channel,
      'x-requested-with': 'XMLHttpRequest',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const json = /** @type {{ data?: any }} */ (await response.json());
  return { data: json.data ?? json, setCookies: response.headers.getSetCookie() };
}

/**
 * The Cookie header of the shop's demo member, logged in, with one unit of `productKey` in the
 * member's cart: what their browser sends with each page request.
 * @param {string} apiUrl
 * @param {{ theme: string; channel: string }} shop
 * @param {string} productKey
 */
async function memberWithCart(apiUrl, shop, productKey) {
  const login = await apiCall(apiUrl, shop.channel, 'POST', '/auth/login', {
    login_id: MEMBERS[/** @type {keyof typeof MEMBERS} */ (shop.theme)],
    password: DEMO_PASSWORD,
  });
  const token = login.data.access_token;
  const cart = await apiCall(apiUrl, shop.channel, 'POST', '/carts/init', {}, token);
  await apiCall(
    apiUrl,
    shop.channel,
    'PATCH',
    '/carts/products/add',
    { token: cart.data.token, products: [{ product_key: productKey, quantity: 1 }] },
    token,
  );
  // The cookies the storefront keeps (@mise/store COOKIES), and the API's refresh cookie.
  const cookies = [
    `access_token=${token}`,
    `token_expires_at=${Date.now() + (login.data.expires_in - 60) * 1000}`,
    `cartToken=${cart.data.token}`,
    ...login.setCookies.map((cookie) => cookie.split(';')[0]),
  ];
  return cookies.join('; ');
}

/**
 * The same bytes from a bare Node server: what serving the page costs without rendering it.
 * @param {string} html
 */
async function staticServer(html) {
  const body = Buffer.from(html);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

const rows = [];
let failed = false;
try {
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const ports = await Promise.all(shops.map(() => freePort()));
  if (args.driver === 'postgres') await onServer(`create database ${database}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${database}`;
  const api = startProcess('API', path.join(ROOT, 'apps/api/dist/server.js'), {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    // The API takes only a positive count; without one it seeds the demo alone.
    ...(Number(args.products) > 0 ? { MISE_SEED_PRODUCTS: String(Number(args.products)) } : {}),
    CORS_ORIGINS: ports.map((port) => `http://127.0.0.1:${port}`).join(','),
    ...(args.driver === 'postgres'
      ? { DATABASE_URL: dbUrl.toString() }
      : { PGLITE_DATA_DIR: dataDir }),
  });
  processes.push(api);
  console.log(`bench:ssr: API on ${apiUrl} (${args.driver}, ${args.products} generated products)`);
  await waitFor(`${apiUrl}/healthz`, api, 600_000);

  for (const [i, shop] of shops.entries()) {
    const first = await fetch(`${apiUrl}/v1/products?per_page=1`, {
      headers: { 'x-channel': shop.channel },
    }).then((res) => /** @type {Promise<{ data: { key: string }[] }>} */ (res.json()));
    const productKey = first.data[0]?.key ?? '';
    /** @type {Record<string, string>} */
    const paths = {
      top: '/',
      list: '/product',
      // A filtered, sorted list: its own page (and its own API reads).
      search: '/product?price_min=1000&in_stock=1&sort=price_asc',
      detail: `/product/${encodeURIComponent(productKey)}`,
      maker: '/maker',
      news: '/news',
      blog: '/blog',
    };
    /** @type {Record<string, string | undefined>} */
    const cookies = {
      anonymous: undefined,
      ...(visitors.includes('member')
        ? { member: await memberWithCart(apiUrl, shop, productKey) }
        : {}),
    };
    /** @type {Record<string, { requestsPerSecond: number; p50Ms: number; p99Ms: number }>} */
    const rendered = {};
    for (const cache of ['0', '1']) {
      const { proc: theme, origin } = startTheme(shop, ports[i], apiUrl, {
        MISE_PAGE_CACHE: cache,
      });
      processes.push(theme);
      await waitFor(`${origin}/`, theme);
      for (const page of pages) {
        const url = `${origin}${paths[page]}`;
        if (cache === '0') {
          rendered[page] = await load(url);
          continue;
        }
        for (const visitor of visitors) {
          const cookie = cookies[visitor];
          const html = await fetch(url, { headers: cookie ? { cookie } : {} }).then((res) =>
            res.text(),
          );
          const reference = await staticServer(html);
          const call = await load(url, cookie);
          const fixed = await load(reference.url);
          reference.close();
          const row = {
            shop: shop.theme,
            page: paths[page],
            visitor,
            bytes: Buffer.byteLength(html),
            ...call,
            rendered: rendered[page],
            staticRequestsPerSecond: fixed.requestsPerSecond,
            ratio: call.requestsPerSecond / fixed.requestsPerSecond,
          };
          rows.push(row);
          console.log(
            `  ${shop.theme} ${row.page} (${visitor}): ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${(row.ratio * 100).toFixed(1)} % of static ${row.staticRequestsPerSecond} req/s; rendered each time ${row.rendered?.requestsPerSecond} req/s, p99 ${row.rendered?.p99Ms} ms`,
          );
        }
      }
      await theme.stop();
    }
  }
} catch (error) {
  failed = true;
  console.error(`bench:ssr: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanUp();
}

if (rows.length > 0) {
  const { text, md } = tables(
    [
      'shop',
      'page',
      'visitor',
      'HTML bytes',
      'req/s',
      'p50 ms',
      'p99 ms',
      'static req/s',
      'ratio',
      'rendered req/s',
      'rendered p99 ms',
    ],
    rows.map((r) => [
      r.shop,
      r.page,
      r.visitor,
      r.bytes,
      r.requestsPerSecond,
      r.p50Ms,
      r.p99Ms,
      r.staticRequestsPerSecond,
      r.ratio.toFixed(2),
      r.rendered?.requestsPerSecond ?? '',
      r.rendered?.p99Ms ?? '',
    ]),
  );
  const setup = `Theme servers and API in production mode on ${args.driver} with ${args.products} generated products, one theme server at a time; "req/s" is the visitor named (anonymous: no cookies; member: the demo member logged in with a product in the cart), "rendered" every request rendered anew (MISE_PAGE_CACHE=0, anonymous); autocannon, ${connections} connections, ${duration} s after a 2 s warm-up, loopback. "static" is the same HTML from a bare Node server in the same run.`;
  console.log(`\n${text}\n\n${setup}`);
  const files = writeReport(
    'ssr',
    { date: new Date().toISOString(), connections, durationSeconds: duration, results: rows },
    `# bench:ssr\n\n${setup}\n\n${md}`,
  );
  console.log(`Results: ${files.join(', ')}`);
}
process.exit(failed ? 1 : 0);
