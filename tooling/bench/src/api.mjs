// pnpm bench:api — autocannon on loopback against the API's catalogue calls, on PGlite and on
// PostgreSQL: requests/s and p99 latency of each call, and of the same body served as static
// JSON by the same server (the ratio shows what the call itself costs).
// Cart calls (cart add, decision) run on carts the API process prepared before the run through
// the public cart calls; only the measured call is timed, and they have no static reference.
// The decision uses one fresh cart per request: a fixed number of requests (BENCH_DECISIONS,
// default 200) instead of a duration, without warm-up.
//
//   --drivers a,b      pglite,postgres (default both)
//   --endpoints a,b    names from endpoints.mjs (default: product list, detail, category tree)
//   --duration S       seconds per measurement (default 10, or BENCH_API_DURATION)
//   --connections N    concurrent connections (default 10)
//   --products N       N generated products added to the demo catalogue first (default 0;
//                      100000 measures a catalogue of real size)
//   --cold             the API's response cache off: every read runs its queries
//
// BENCH_CPU_PROF=dir writes a V8 CPU profile of the API process there (open it in Chrome's
// DevTools): where a call's time goes.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; a new database is made for the run and dropped after.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_API_ENDPOINTS } from './endpoints.mjs';
import { ROOT, tables, writeReport } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    drivers: { type: 'string', default: 'pglite,postgres' },
    endpoints: { type: 'string', default: DEFAULT_API_ENDPOINTS.join(',') },
    duration: { type: 'string', default: process.env.BENCH_API_DURATION ?? '10' },
    connections: { type: 'string', default: '10' },
    products: { type: 'string', default: '0' },
    cold: { type: 'boolean', default: false },
  },
});
const drivers = args.drivers.split(',').filter(Boolean);
const duration = Math.max(1, Number(args.duration) || 10);
const connections = Math.max(1, Number(args.connections) || 10);
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/**
 * Starts the API process for a driver and waits for its first line (address and recorded calls).
 * @param {string} driver
 */
async function startApi(driver) {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      path.join(import.meta.dirname, 'api-server.mjs'),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        BENCH_ENDPOINTS: args.endpoints,
        BENCH_PRODUCTS: String(Math.max(0, Number(args.products) || 0)),
        ...(args.cold ? { BENCH_PUBLIC_CACHE_MS: '0' } : {}),
        MISE_TEST_DB: driver === 'postgres' ? 'postgres' : 'pglite',
        ...(driver === 'postgres' ? { TEST_DATABASE_URL: postgresUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the ${driver} API stopped (exit ${code})`)));
  });
  const ready =
    /** @type {{ baseURL?: string; error?: string; endpoints: { name: string; label: string; url: string; bytes: number | null; perRequest?: boolean; requests?: { method: string; path: string; body: string; headers?: Record<string, string> }[] }[] }} */ (
      JSON.parse(String(first))
    );
  if (ready.error) throw new Error(`${driver}: ${ready.error}`);
  return {
    ...ready,
    baseURL: /** @type {string} */ (ready.baseURL),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** @param {string} url */
async function load(url) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'x-channel': 'standard', accept: 'application/json' },
    warmup: { connections, duration: 2 },
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0)
    throw new Error(`${url}: ${failures} of ${result.requests.total} requests failed`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

/**
 * Runs prepared requests (cart calls): round-robin over them for `duration`, or each once.
 * @param {string} baseURL
 * @param {{ perRequest?: boolean; requests?: { method: string; path: string; body: string; headers?: Record<string, string> }[] }} endpoint
 */
async function loadPrepared(baseURL, endpoint) {
  const prepared = endpoint.requests ?? [];
  let next = 0;
  const once = Boolean(endpoint.perRequest);
  const result = await autocannon({
    url: baseURL,
    connections: once ? Math.min(connections, prepared.length) : connections,
    headers: {
      'x-channel': 'standard',
      accept: 'application/json',
      'content-type': 'application/json',
    },
    requests: [
      {
        setupRequest: (request) => {
          const chosen = prepared[next % prepared.length];
          next += 1;
          return {
            ...request,
            method: /** @type {any} */ (chosen.method),
            path: chosen.path,
            body: chosen.body,
            headers: { ...request.headers, ...chosen.headers },
          };
        },
      },
    ],
    ...(once ? { amount: prepared.length } : { duration, warmup: { connections, duration: 2 } }),
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0)
    throw new Error(
      `${endpoint.requests?.[0]?.path}: ${failures} of ${result.requests.total} requests failed`,
    );
  return {
    // Fixed-count runs are short: requests over the run's time, not the per-second samples.
    requestsPerSecond: once ? result.requests.total / result.duration : result.requests.average,
    p99Ms: result.latency.p99,
    total: result.requests.total,
  };
}

const rows = [];
let failed = false;
for (const driver of drivers) {
  if (!['pglite', 'postgres'].includes(driver)) {
    console.error(`bench:api: unknown driver "${driver}" (pglite, postgres)`);
    process.exit(2);
  }
  let api;
  try {
    api = await startApi(driver);
    console.log(`bench:api: ${driver} API on ${api.baseURL}`);
    for (const endpoint of api.endpoints) {
      if (endpoint.requests) {
        const call = await loadPrepared(api.baseURL, endpoint);
        const row = {
          driver,
          ...endpoint,
          requests: undefined,
          requestsPerSecond: Math.round(call.requestsPerSecond),
          p99Ms: call.p99Ms,
          staticRequestsPerSecond: null,
          staticP99Ms: null,
          ratio: null,
          measured: endpoint.perRequest ? `${call.total} requests` : `${duration} s`,
        };
        rows.push(row);
        console.log(
          `  ${driver} ${endpoint.name}: ${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms (${row.measured}, prepared carts)`,
        );
        continue;
      }
      const call = await load(`${api.baseURL}${endpoint.url}`);
      const reference = await load(`${api.baseURL}/__bench/static/${endpoint.name}`);
      const row = {
        driver,
        ...endpoint,
        requestsPerSecond: Math.round(call.requestsPerSecond),
        p99Ms: call.p99Ms,
        staticRequestsPerSecond: Math.round(reference.requestsPerSecond),
        staticP99Ms: reference.p99Ms,
        ratio: call.requestsPerSecond / reference.requestsPerSecond,
        measured: `${duration} s`,
      };
      rows.push(row);
      console.log(
        `  ${driver} ${endpoint.name}: ${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms (static ${row.staticRequestsPerSecond} req/s, ratio ${row.ratio.toFixed(2)})`,
      );
    }
  } catch (error) {
    failed = true;
    console.error(`bench:api: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await api?.stop();
  }
}

if (rows.length > 0) {
  const { text, md } = tables(
    [
      'database',
      'call',
      'measured',
      'body bytes',
      'req/s',
      'p99 ms',
      'static req/s',
      'static p99 ms',
      'ratio',
    ],
    rows.map((r) => [
      r.driver,
      r.bytes === null ? `${r.label} — ${r.url}` : `${r.label} — GET ${r.url}`,
      r.measured,
      r.bytes ?? '—',
      r.requestsPerSecond,
      r.p99Ms,
      r.staticRequestsPerSecond ?? '—',
      r.staticP99Ms ?? '—',
      r.ratio === null ? '—' : r.ratio.toFixed(2),
    ]),
  );
  const setup = `${args.cold ? 'Response cache off (--cold): every read runs its queries' : 'Response cache on (as in production): anonymous reads after the first come from memory'}; catalogue counts kept 10 s. autocannon, ${connections} connections, ${duration} s per measurement after a 2 s warm-up, loopback; ratio = the call's req/s ÷ req/s of the same body as static JSON from the same server. Cart calls: carts prepared through the public cart calls before the run (not timed); cart add spreads its requests over 100 guest carts; the decision decides each prepared cart once (guest, cash on delivery, one line, stock taken and order written), a fixed number of requests without warm-up, so its req/s is requests ÷ run time.`;
  console.log(`\n${text}\n\n${setup}`);
  const files = writeReport(
    'api',
    { date: new Date().toISOString(), connections, durationSeconds: duration, results: rows },
    `# bench:api\n\n${setup}\n\n${md}`,
  );
  console.log(`Results: ${files.join(', ')}`);
}
process.exit(failed ? 1 : 0);
