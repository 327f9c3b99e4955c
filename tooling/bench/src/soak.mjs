// pnpm bench:soak — the shop's mixed load for a long while (10 minutes by default), watching the
// memory of the API and of a theme server: whether it levels off. The API on PostgreSQL (or
// PGlite) takes product lists, product pages and cart adds at 16 connections, a login every
// second and an order decision every 3 s; the standard shop's server takes its top page, product
// lists (50 pages, 3 sorts: rendered anew and kept) and product pages at 8 connections. Every 30 s
// each process's resident memory and V8 heap in use are read from its own /metrics
// (prom-client's process_resident_memory_bytes and nodejs_heap_size_used_bytes). The goal is a
// plateau: either process growing by 10 MB or more (resident, the least-squares trend of the
// samples) over the last half of the run, or any answer that is not 2xx, makes the exit code 1.
//
//   --driver D        postgres (default) or pglite
//   --duration S      seconds of load (default 600)
//   --products N      generated products added to the demo catalogue first (default 0)
//
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; a new database is made for the run and dropped after.
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  freePort,
  SHOPS,
  startBenchApi,
  startTheme,
  tables,
  waitFor,
  writeReport,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    driver: { type: 'string', default: 'postgres' },
    duration: { type: 'string', default: '600' },
    products: { type: 'string', default: '0' },
  },
});
const duration = Math.max(60, Number(args.duration) || 600);
const SAMPLE_MS = 30_000;
/** What a process may still grow by over the last half of the run (resident memory). */
const PLATEAU_BYTES = 10 * 1024 * 1024;
const DECISION_EVERY_MS = 3000;
const LOGIN_EVERY_MS = 1000;
const shop = /** @type {(typeof SHOPS)[number]} */ (SHOPS.find((s) => s.theme === 'standard'));

const api = startBenchApi(args.driver, {
  BENCH_ENDPOINTS: 'productList,productDetail,cartAdd,decision',
  BENCH_OPEN_CARTS: '2000',
  BENCH_DECISIONS: String(Math.ceil((duration * 1000) / DECISION_EVERY_MS) + 10),
  BENCH_PRODUCTS: String(Math.max(0, Number(args.products) || 0)),
});
/** @type {{ stop: () => Promise<void> } | undefined} */
let theme;

/**
 * Resident memory and V8 heap in use, as the process reports them on /metrics.
 * @param {string} origin
 */
async function memoryOf(origin) {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const read = (/** @type {string} */ name) =>
    Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    rss: read('process_resident_memory_bytes'),
    heap: read('nodejs_heap_size_used_bytes'),
  };
}

/** Non-2xx answers by status and message, so a failure says what it was. */
const refusals = new Map();
/** @param {string} where @param {number} status @param {string} body */
function refused(where, status, body) {
  if (status >= 200 && status < 300) return;
  let message;
  try {
    message = String(JSON.parse(body).message ?? '');
  } catch {
    message = body.slice(0, 80);
  }
  const key = `${where} ${status} ${message}`;
  refusals.set(key, (refusals.get(key) ?? 0) + 1);
}

/** @type {boolean} */
let failed;
try {
  const ready = await api.ready;
  const endpoint = (/** @type {string} */ name) => {
    const found = ready.endpoints.find((e) => e.name === name);
    if (!found) throw new Error(`the API prepared no ${name}`);
    return found;
  };
  const list = endpoint('productList');
  const detail = endpoint('productDetail');
  const adds = endpoint('cartAdd').requests ?? [];
  const decisions = endpoint('decision').requests ?? [];

  const port = await freePort();
  const started = startTheme(shop, port, ready.baseURL);
  theme = started.proc;
  await waitFor(`${started.origin}/`, started.proc);
  const pages = [
    '/',
    detail.url.replace('/v1/products/', '/product/'),
    ...['new', 'price_asc', 'price_desc'].flatMap((sort) =>
      Array.from({ length: 50 }, (_, i) => `/product?page=${i + 1}&sort=${sort}`),
    ),
  ];
  console.log(
    `bench:soak: ${args.driver} API on ${ready.baseURL}, the standard shop on ${started.origin}; ${duration} s`,
  );

  const headers = { 'x-channel': shop.channel, accept: 'application/json' };
  let added = 0;
  const apiLoad = autocannon({
    url: ready.baseURL,
    connections: 16,
    duration,
    headers,
    requests: [
      { method: 'GET', path: list.url, onResponse: (s, b) => refused('API list', s, b) },
      { method: 'GET', path: detail.url, onResponse: (s, b) => refused('API detail', s, b) },
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const add = adds[added % adds.length];
          added += 1;
          return { ...request, path: add.path, body: add.body };
        },
        onResponse: (s, b) => refused('API cart add', s, b),
      },
    ],
  });
  let paged = 0;
  const shopLoad = autocannon({
    url: started.origin,
    connections: 8,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          paged += 1;
          return { ...request, path: pages[paged % pages.length] };
        },
        onResponse: (s, b) => refused('shop page', s, b),
      },
    ],
  });

  const ends = Date.now() + duration * 1000;
  const every = async (/** @type {number} */ ms, /** @type {() => Promise<void>} */ work) => {
    while (Date.now() < ends) {
      await work().catch((error) => refused(`${error}`, 0, ''));
      await delay(ms);
    }
  };
  let decided = 0;
  let logins = 0;
  const side = Promise.all([
    every(LOGIN_EVERY_MS, async () => {
      const res = await fetch(`${ready.baseURL}/v1/auth/login`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ login_id: 'taro', password: 'mise1234' }),
      });
      refused('API login', res.status, await res.text());
      logins += 1;
    }),
    every(DECISION_EVERY_MS, async () => {
      const decision = decisions[decided % decisions.length];
      decided += 1;
      const res = await fetch(`${ready.baseURL}${decision.path}`, {
        method: decision.method,
        headers: { ...headers, ...decision.headers, 'content-type': 'application/json' },
        body: decision.body,
      });
      refused('API decision', res.status, await res.text());
    }),
  ]);

  /** @type {{ atS: number; api: { rss: number; heap: number }; shop: { rss: number; heap: number } }[]} */
  const samples = [];
  const begun = Date.now();
  const sample = async () =>
    samples.push({
      atS: Math.round((Date.now() - begun) / 1000),
      api: await memoryOf(ready.baseURL),
      shop: await memoryOf(started.origin),
    });
  const mb = (/** @type {number} */ bytes) => (bytes / 1024 / 1024).toFixed(1);
  await sample();
  while (Date.now() + SAMPLE_MS <= ends + 1000) {
    await delay(SAMPLE_MS);
    await sample();
    const last = /** @type {(typeof samples)[number]} */ (samples.at(-1));
    console.log(
      `  ${String(last.atS).padStart(4)} s  API RSS ${mb(last.api.rss)} MB, heap ${mb(last.api.heap)} MB  shop RSS ${mb(last.shop.rss)} MB, heap ${mb(last.shop.heap)} MB`,
    );
  }
  const [apiResult, shopResult] = await Promise.all([apiLoad, shopLoad, side]);

  // The plateau: the trend over the last half, as a least-squares line through its samples,
  // since one sample against another differs by the garbage collector's ±20 MB.
  const lastHalf = samples.filter((s) => s.atS >= duration / 2);
  const span =
    /** @type {number} */ (lastHalf.at(-1)?.atS) - /** @type {number} */ (lastHalf[0]?.atS);
  const trend = (/** @type {(s: (typeof samples)[number]) => number} */ value) => {
    const n = lastHalf.length;
    const meanT = lastHalf.reduce((sum, s) => sum + s.atS, 0) / n;
    const meanV = lastHalf.reduce((sum, s) => sum + value(s), 0) / n;
    const cov = lastHalf.reduce((sum, s) => sum + (s.atS - meanT) * (value(s) - meanV), 0);
    const variance = lastHalf.reduce((sum, s) => sum + (s.atS - meanT) ** 2, 0);
    return (cov / variance) * span;
  };
  const growth = { api: trend((s) => s.api.rss), shop: trend((s) => s.shop.rss) };
  const unexpected =
    apiResult.non2xx +
    apiResult.errors +
    apiResult.timeouts +
    shopResult.non2xx +
    shopResult.errors +
    shopResult.timeouts +
    [...refusals.values()].reduce((a, b) => a + b, 0);
  failed = unexpected > 0 || growth.api >= PLATEAU_BYTES || growth.shop >= PLATEAU_BYTES;

  const { text, md } = tables(
    ['at s', 'API RSS MB', 'API heap MB', 'shop RSS MB', 'shop heap MB'],
    samples.map((s) => [s.atS, mb(s.api.rss), mb(s.api.heap), mb(s.shop.rss), mb(s.shop.heap)]),
  );
  const summary = `API: ${apiResult.requests.total} requests (${Math.round(apiResult.requests.average)} req/s, p99 ${apiResult.latency.p99} ms), ${logins} logins, ${decided} order decisions; shop: ${shopResult.requests.total} pages (${Math.round(shopResult.requests.average)} req/s, p99 ${shopResult.latency.p99} ms). Growth over the last ${span} s (resident, the trend of its ${lastHalf.length} samples): API ${mb(growth.api)} MB, shop ${mb(growth.shop)} MB (goal: under ${mb(PLATEAU_BYTES)} MB each); answers not 2xx: ${unexpected}.`;
  const refusedLines = [...refusals].map(([key, count]) => `  ${count} × ${key}`).join('\n');
  const setup = `${duration} s on ${args.driver}, ${args.products} generated products: the API at 16 connections (product lists, product pages, cart adds over 2,000 guest carts), a login a second, an order decision every 3 s; the standard shop at 8 connections (top, a product page, 150 product list pages).`;
  console.log(
    `\n${text}\n\n${setup}\n${summary}${refusedLines ? `\nNot 2xx:\n${refusedLines}` : ''}`,
  );
  const files = writeReport(
    'soak',
    { date: new Date().toISOString(), driver: args.driver, duration, samples, growth, unexpected },
    `# bench:soak\n\n${setup}\n\n${summary}\n\n${md}\n${refusedLines ? `\nNot 2xx:\n\n${refusedLines}\n` : ''}`,
  );
  console.log(`Results: ${files.join(', ')}`);
  console.log(failed ? 'bench:soak: the goal was missed.' : 'bench:soak: memory levelled off.');
} catch (error) {
  failed = true;
  console.error(`bench:soak: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await theme?.stop();
  await api.stop();
}
process.exit(failed ? 1 : 0);
