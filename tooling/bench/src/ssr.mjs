// pnpm bench:ssr — server-rendered page throughput: autocannon on loopback against each theme
// server's product list and a product page (production builds, the API in production mode on a
// database of its own), beside the same HTML served as a static file by a bare Node server in
// the same run. With --products N the API seeds N generated products first (a catalogue of real
// size), so the pages pass through the API's response cache as they do in production.
// Each page is measured twice: as a first-time visitor gets it (no cookies: the theme server's
// page cache answers once the API confirms the data is unchanged) and rendered for every request
// (the theme server started again with MISE_PAGE_CACHE=0, as for a visitor with a cart or a login).
//
//   --driver D         postgres (default) or pglite
//   --products N       generated products added to the demo catalogue (default 0)
//   --shops a,b        some of the themes (default all)
//   --pages a,b        some of list,detail (default both)
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
    pages: { type: 'string', default: 'list,detail' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const duration = Math.max(1, Number(args.duration) || 10);
const connections = Math.max(1, Number(args.connections) || 10);
const shops = SHOPS.filter((shop) => args.shops.split(',').includes(shop.theme));
const pages = args.pages.split(',').filter((page) => ['list', 'detail'].includes(page));
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
 * Requests/s and latency of `url` at the run's connections.
 * @param {string} url
 */
async function load(url) {
  const result = await autocannon({
    url,
    connections,
    duration,
    warmup: { connections, duration: 2 },
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
    const paths = {
      list: '/product',
      detail: `/product/${encodeURIComponent(first.data[0]?.key ?? '')}`,
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
        const html = await fetch(url).then((res) => res.text());
        const reference = await staticServer(html);
        const call = await load(url);
        const fixed = await load(reference.url);
        reference.close();
        const row = {
          shop: shop.theme,
          page: paths[page],
          bytes: Buffer.byteLength(html),
          ...call,
          rendered: rendered[page],
          staticRequestsPerSecond: fixed.requestsPerSecond,
          ratio: call.requestsPerSecond / fixed.requestsPerSecond,
        };
        rows.push(row);
        console.log(
          `  ${shop.theme} ${row.page}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms; rendered each time ${row.rendered?.requestsPerSecond} req/s, p99 ${row.rendered?.p99Ms} ms (static ${row.staticRequestsPerSecond} req/s)`,
        );
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
  const setup = `Theme servers and API in production mode on ${args.driver} with ${args.products} generated products, one theme server at a time; "req/s" is a visitor without cookies (the page cache answers after the API confirms the data), "rendered" every request rendered (MISE_PAGE_CACHE=0); autocannon, ${connections} connections, ${duration} s after a 2 s warm-up, loopback. "static" is the same HTML from a bare Node server in the same run.`;
  console.log(`\n${text}\n\n${setup}`);
  const files = writeReport(
    'ssr',
    { date: new Date().toISOString(), connections, durationSeconds: duration, results: rows },
    `# bench:ssr\n\n${setup}\n\n${md}`,
  );
  console.log(`Results: ${files.join(', ')}`);
}
process.exit(failed ? 1 : 0);
