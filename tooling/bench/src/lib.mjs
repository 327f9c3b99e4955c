// Shared by the two benchmarks: production servers on loopback ports of their own, and the
// arithmetic and tables of the results.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const REPORT_DIR = path.resolve(import.meta.dirname, '../reports/bench');

/** The shops measured: each theme's app and the API channel it serves. */
export const SHOPS = [
  { theme: 'standard', app: 'theme-standard', channel: 'standard' },
  { theme: 'business', app: 'theme-business', channel: 'business' },
  { theme: 'moto', app: 'theme-moto', channel: 'moto' },
];

/** A loopback port nothing listens on now (the demo's and e2e's fixed ports are never picked). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `node <script>` with `env`; its output is kept and shown only when it fails early.
 * @param {string} name
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {string[]} [nodeArgs] Node's own options
 */
export function startProcess(name, script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    name,
    child,
    output: () => output,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    },
  };
}

/**
 * Node's options a theme server starts with, as the apps' "start" scripts give them: a young
 * generation of 64 MB, where a render's short-lived objects die without being copied (a page
 * rendered anew 15 % faster in bench:ssr, for about 50 MB more resident memory).
 */
export const THEME_NODE_ARGS = ['--max-semi-space-size=64'];

/**
 * Starts a shop's theme server (production build) on `port` against the API at `apiUrl`.
 * @param {{ theme: string; app: string }} shop
 * @param {number} port
 * @param {string} apiUrl
 * @param {Record<string, string>} [env] more environment (MISE_PAGE_CACHE=0)
 */
export function startTheme(shop, port, apiUrl, env = {}) {
  const proc = startProcess(
    shop.theme,
    path.join(ROOT, `apps/${shop.app}/dist/server/server.js`),
    { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), API_URL: apiUrl, ...env },
    THEME_NODE_ARGS,
  );
  return { proc, origin: `http://127.0.0.1:${port}` };
}

/**
 * Polls `url` until it answers 2xx (or the process exits, or `timeoutMs` passes).
 * @param {string} url
 * @param {ReturnType<typeof startProcess>} proc
 */
export async function waitFor(url, proc, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null)
      throw new Error(`${proc.name} stopped (exit ${proc.child.exitCode}):\n${proc.output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${proc.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${proc.output()}`,
  );
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A plain-text table (console) and the same as Markdown (report file).
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 */
export function tables(header, rows) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const text = [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((r) => line(r.map(String))),
  ].join('\n');
  const md = [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  return { text, md };
}

/**
 * Writes `<name>.json` and `<name>.md` under reports/bench/ and returns their paths.
 * @param {string} name
 * @param {unknown} json
 * @param {string} markdown
 */
export function writeReport(name, json, markdown) {
  mkdirSync(REPORT_DIR, { recursive: true });
  const jsonPath = path.join(REPORT_DIR, `${name}.json`);
  const mdPath = path.join(REPORT_DIR, `${name}.md`);
  writeFileSync(jsonPath, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(mdPath, `${markdown}\n`);
  return [path.relative(ROOT, jsonPath), path.relative(ROOT, mdPath)];
}

/**
 * The machine's CPU time so far, in ticks: all of it, idle, and stolen (the time a virtual
 * machine's host gave to another guest). Linux's /proc/stat has the steal; os.cpus() leaves it
 * out, so a machine whose host is busy looks idle there while everything on it runs slower.
 */
export function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(0, 8).map(Number);
    const all = user + nice + system + idle + iowait + irq + softirq + steal;
    return { all, idle: idle + iowait, steal };
  } catch {
    const times = os.cpus().map((cpu) => cpu.times);
    const all = times.reduce((sum, t) => sum + t.user + t.nice + t.sys + t.idle + t.irq, 0);
    return { all, idle: times.reduce((sum, t) => sum + t.idle, 0), steal: 0 };
  }
}

/**
 * Shares of the CPU time between two cpuTimes() readings: busy (stolen time counts as busy) and
 * stolen alone (0 to 1).
 * @param {ReturnType<typeof cpuTimes>} before
 * @param {ReturnType<typeof cpuTimes>} after
 */
export function cpuShares(before, after) {
  const all = after.all - before.all;
  if (!(all > 0)) return { busy: 0, steal: 0 };
  return { busy: 1 - (after.idle - before.idle) / all, steal: (after.steal - before.steal) / all };
}

/** Share of the machine's CPU time spent busy over `ms` milliseconds (0 to 1). */
export async function cpuBusy(ms = 1000) {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return cpuShares(before, cpuTimes()).busy;
}

/**
 * Waits (up to `timeoutMs`) for the machine to be nearly idle before timing anything: figures
 * taken beside another busy process are that process's as much as ours. When it stays busy the
 * busiest processes are printed, so a slow result can be told from a slow machine.
 * @param {string} label
 */
export async function settleCpu(label, { threshold = 0.2, timeoutMs = 60_000 } = {}) {
  const started = Date.now();
  let busy = await cpuBusy();
  while (busy > threshold && Date.now() - started < timeoutMs) busy = await cpuBusy(2000);
  if (busy <= threshold) return busy;
  console.warn(
    `${label}: the machine stayed ${Math.round(busy * 100)}% busy for ${Math.round(timeoutMs / 1000)} s; the figures below suffer from it. Busiest processes:`,
  );
  try {
    const ps = execFileSync('ps', ['-eo', 'pid,pcpu,etime,args', '--sort=-pcpu'], {
      encoding: 'utf8',
    });
    console.warn(
      ps
        .split('\n')
        .slice(0, 8)
        .map((line) => `  ${line.slice(0, 160)}`)
        .join('\n'),
    );
  } catch {
    // No ps here: the share above is all there is to say.
  }
  return busy;
}

/**
 * The bench API (api-server.mjs) in a process of its own, on PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server; a new database made and dropped) or PGlite, and the
 * line it prints once its carts are prepared.
 * @param {string} driver postgres or pglite
 * @param {Record<string, string>} env BENCH_* settings of api-server.mjs
 */
export function startBenchApi(driver, env) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'api-server.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...env,
      MISE_TEST_DB: driver === 'pglite' ? 'pglite' : 'postgres',
      ...(driver === 'pglite'
        ? {}
        : {
            TEST_DATABASE_URL:
              process.env.BENCH_DATABASE_URL ??
              process.env.TEST_DATABASE_URL ??
              'postgres://postgres@127.0.0.1:5432/test',
          }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  /** @type {Promise<{ baseURL: string; endpoints: { name: string; url: string; requests?: { method: string; path: string; body: string; headers?: Record<string, string> }[] }[] }>} */
  const ready = new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) => {
      const answer = JSON.parse(line);
      if (answer.error) reject(new Error(answer.error));
      else resolve(answer);
    });
    child.once('exit', (code) => reject(new Error(`the API stopped (exit ${code})`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { child, ready, stop };
}
