// pnpm bench:load — a mixed load on the API for a while: product lists and cart adds together
// at 32 connections, on PostgreSQL (or PGlite). Every answer must be 2xx, and the API process
// must not grow by 100 MB or more over the run; either failing makes the exit code 1. Non-2xx
// answers are counted by status and message, so a failure says what it was.
//
//   --driver D        postgres (default) or pglite
//   --duration S      seconds of load (default 60)
//   --connections N   concurrent connections (default 32)
//   --products N      generated products added to the demo catalogue first (default 0)
//   --carts N         guest carts the adds are spread over (default 2000: each gets a few units,
//                     far below a line's quantity limit)
//
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; a new database is made for the run and dropped after.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBenchApi, tables, writeReport } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    driver: { type: 'string', default: 'postgres' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '32' },
    products: { type: 'string', default: '0' },
    carts: { type: 'string', default: '2000' },
  },
});
const duration = Math.max(1, Number(args.duration) || 60);
const connections = Math.max(1, Number(args.connections) || 32);
/** What the API process may grow by over the run. */
const RSS_BUDGET_BYTES = 100 * 1024 * 1024;

/** Resident memory of a process, in bytes (Linux). */
function rssOf(/** @type {number} */ pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}

const api = startBenchApi(args.driver, {
  BENCH_ENDPOINTS: 'productList,cartAdd',
  BENCH_OPEN_CARTS: String(Math.max(1, Number(args.carts) || 2000)),
  BENCH_PRODUCTS: String(Math.max(0, Number(args.products) || 0)),
});

/** @type {boolean} */
let failed;
try {
  const ready = await api.ready;
  const list = ready.endpoints.find((endpoint) => endpoint.name === 'productList');
  const adds = ready.endpoints.find((endpoint) => endpoint.name === 'cartAdd')?.requests ?? [];
  if (!list || adds.length === 0) throw new Error('the API prepared no list or carts');
  console.log(
    `bench:load: ${args.driver} API on ${ready.baseURL}; ${duration} s at ${connections} connections, lists and cart adds over ${adds.length} carts`,
  );

  let added = 0;
  /** @type {Map<string, number>} */
  const refusals = new Map();
  const onResponse = {
    onResponse: (/** @type {number} */ status, /** @type {string} */ body) => {
      if (status >= 200 && status < 300) return;
      /** @type {string} */
      let message;
      try {
        message = String(JSON.parse(body).message ?? '');
      } catch {
        message = body.slice(0, 80);
      }
      const key = `${status} ${message}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    },
  };
  const rssBefore = rssOf(/** @type {number} */ (api.child.pid));
  const instance = autocannon({
    url: ready.baseURL,
    connections,
    duration,
    headers: { 'x-channel': 'standard', accept: 'application/json' },
    // Each connection sends a list, then a cart add (round-robin over the carts), and again.
    requests: [
      { method: 'GET', path: list.url, ...onResponse },
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const add = adds[added % adds.length];
          added += 1;
          return { ...request, path: add.path, body: add.body };
        },
        ...onResponse,
      },
    ],
  });
  const result = await instance;
  const rssAfter = rssOf(/** @type {number} */ (api.child.pid));
  const growth = rssAfter - rssBefore;
  const unexpected = result.non2xx + result.errors + result.timeouts;
  failed = unexpected > 0 || growth >= RSS_BUDGET_BYTES;

  const mb = (/** @type {number} */ bytes) => (bytes / 1024 / 1024).toFixed(1);
  const { text, md } = tables(
    [
      'driver',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'errors',
      'RSS before MB',
      'RSS after MB',
      'growth MB',
    ],
    [
      [
        args.driver,
        result.requests.total,
        Math.round(result.requests.average),
        result.latency.p50,
        result.latency.p99,
        result.non2xx,
        result.errors + result.timeouts,
        mb(rssBefore),
        mb(rssAfter),
        mb(growth),
      ],
    ],
  );
  const refused = [...refusals].map(([key, count]) => `  ${count} × ${key}`).join('\n');
  const setup = `Product lists and cart adds (1 unit, round-robin over ${adds.length} guest carts) in turn, ${duration} s at ${connections} connections on ${args.driver}, ${args.products} generated products; budget: every answer 2xx, the API process growing by less than ${mb(RSS_BUDGET_BYTES)} MB.`;
  console.log(`\n${text}\n\n${setup}${refused ? `\nNon-2xx answers:\n${refused}` : ''}`);
  const files = writeReport(
    'load',
    {
      date: new Date().toISOString(),
      driver: args.driver,
      durationSeconds: duration,
      connections,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      refusals: Object.fromEntries(refusals),
      rssBeforeBytes: rssBefore,
      rssAfterBytes: rssAfter,
    },
    `# bench:load\n\n${setup}\n\n${md}\n${refused ? `\nNon-2xx answers:\n\n${refused}\n` : ''}`,
  );
  console.log(`Results: ${files.join(', ')}`);
  console.log(
    failed
      ? 'bench:load: the budget was missed.'
      : 'bench:load: every answer 2xx, memory within budget.',
  );
} catch (error) {
  failed = true;
  console.error(`bench:load: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await api.stop();
}
process.exit(failed ? 1 : 0);
