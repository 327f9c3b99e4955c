import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from '../fixtures.js';
import { GUEST_ADDRESS } from './carts.js';
import { processes, ready, stop } from './processes.js';
import type { Started } from './processes.js';

/**
 * A rolling restart under load (issue 34, docs/operations.md): two APIs and two standard-theme
 * servers behind HAProxy, which checks each one's /readyz, the theme servers calling the APIs
 * through it too. While steady load runs through the balancer (product lists, cart adds, pages,
 * order decisions), each instance in turn gets SIGTERM and a replacement starts on its port once
 * it has exited. Not one request may fail, no cart may lose a line and every decided order
 * must exist exactly once.
 *
 * The balancer does not retry (`retries 0`): a request it sent to an instance that refused or
 * dropped it would fail here. What keeps them whole is the instances' own stop: /readyz 503 at
 * once while they go on answering (SHUTDOWN_DELAY_MS, longer than the checks take to see it),
 * Connection: close on every answer from then on, and only then the listener closed and the
 * requests in flight finished.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
/** Debian's `haproxy` package (.ci/run installs it). */
const haproxyInstalled = spawnSync('haproxy', ['-v']).status === 0;
test.skip(!serverUrl, 'needs TEST_DATABASE_URL: the instances share one PostgreSQL database');
test.skip(!haproxyInstalled, 'needs haproxy (Debian package haproxy) as the load balancer');

// Beside the scale-out spec's ports (48x0, 38x0), moved by the same offset.
const OFFSET = Number(process.env.E2E_SCALE_OUT_PORT_OFFSET ?? 0);
const API_PORTS = [4830 + OFFSET, 4831 + OFFSET] as const;
const THEME_PORTS = [3830 + OFFSET, 3831 + OFFSET] as const;
const BALANCED_API = `http://127.0.0.1:${4832 + OFFSET}`;
const BALANCED_SHOP = `http://127.0.0.1:${3832 + OFFSET}`;
/** HAProxy's checks: every 500 ms, two failures mark an instance down (within about 1 s). */
const CHECK_INTERVAL_MS = 500;
/** Readiness 503 this long before the listener closes: over twice what the checks need. */
const SHUTDOWN_DELAY_MS = 2_500;
const CHANNEL = { 'x-channel': 'standard' };

const run = randomBytes(6).toString('hex');
const databaseName = `mise_rolling_${run}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl ?? 'postgres://localhost/unused');
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

async function onServer<T>(work: (client: pg.Client) => Promise<T>, url = serverUrl!): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const { launch, start, stopAll } = processes();

type Instance = { name: string; port: number; start: () => Started; entry?: Started };

const apiEnv = (port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'loopback',
  ADMIN_API_TOKEN: '',
  SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
  // One secret for every instance, as README's Scale-out asks.
  PAYMENT_SANDBOX_SECRET: `rolling-${run}`,
  UPLOAD_DIR: path.join(tmpdir(), `mise-rolling-${run}-${port}`),
});
const instances: Instance[] = [
  ...API_PORTS.map((port, index) => ({
    name: `API ${'AB'[index]}`,
    port,
    start: () => start(`API ${'AB'[index]}`, 'api/dist/server.js', apiEnv(port)),
  })),
  ...THEME_PORTS.map((port, index) => ({
    name: `theme ${'AB'[index]}`,
    port,
    start: () =>
      start(`theme ${'AB'[index]}`, 'theme-standard/dist/server/server.js', {
        PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: BALANCED_API,
        SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      }),
  })),
];

/** HAProxy in front of both pairs: round robin, /readyz checked, nothing retried. */
function startHaproxy(): Started {
  const folder = mkdtempSync(path.join(tmpdir(), `mise-haproxy-${run}-`));
  const backend = (name: string, ports: readonly number[]) => `backend ${name}
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz
  http-check expect status 200
  default-server check inter ${CHECK_INTERVAL_MS}ms fall 2 rise 2
  # A check waits this long for its answer (by default only the interval: a busy instance
  # whose /readyz took over 500 ms, its database check included, was taken out).
  timeout check 3s
${ports.map((port, index) => `  server ${name}_${index} 127.0.0.1:${port}`).join('\n')}
`;
  const config = path.join(folder, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  retries 0
frontend api
  bind 127.0.0.1:${BALANCED_API.split(':')[2]}
  default_backend apis
frontend shop
  bind 127.0.0.1:${BALANCED_SHOP.split(':')[2]}
  default_backend themes
${backend('apis', API_PORTS)}
${backend('themes', THEME_PORTS)}`,
  );
  const entry = launch('HAProxy', 'haproxy', ['-db', '-f', config]);
  entry.child.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  return entry;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await onServer((admin) => admin.query(`create database ${databaseName}`));
  const apis = instances.slice(0, 2).map((instance) => (instance.entry = instance.start()));
  await Promise.all(
    apis.map((entry, index) =>
      ready(entry, `http://127.0.0.1:${API_PORTS[index]}/readyz`, 120_000),
    ),
  );
  const haproxy = startHaproxy();
  await ready(haproxy, `${BALANCED_API}/readyz`, 20_000);
  const themes = instances.slice(2).map((instance) => (instance.entry = instance.start()));
  await Promise.all(
    themes.map((entry, index) =>
      ready(entry, `http://127.0.0.1:${THEME_PORTS[index]}/readyz`, 60_000),
    ),
  );
  await ready(haproxy, `${BALANCED_SHOP}/readyz`, 20_000);
});

test.afterAll(async () => {
  await stopAll();
  await onServer((admin) => admin.query(`drop database if exists ${databaseName} with (force)`));
});

type Failure = { what: string; error: string; atMs: number };

/** The load's record: every call counted, every failure and what each cart should hold. */
class Load {
  calls = 0;
  failures: Failure[] = [];
  carts = new Map<string, Map<string, number>>();
  orders: { key: string; orderNo: string }[] = [];
  private running = true;
  private readonly since = Date.now();
  private loops: Promise<void>[] = [];

  /** One call through a balancer; a failure is recorded (and thrown, ending that iteration). */
  async call<T>(base: string, method: string, url: string, body?: object): Promise<T> {
    this.calls += 1;
    const what = `${method} ${base}${url}`;
    let response: Response;
    try {
      response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...CHANNEL,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(url.endsWith('/decision')
            ? { 'idempotency-key': (body as { key: string }).key }
            : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      const cause = String((error as Error).cause ?? error);
      this.failures.push({ what, error: cause, atMs: Date.now() - this.since });
      throw error;
    }
    const text = await response.text();
    if (!response.ok) {
      this.failures.push({
        what,
        error: `${response.status} ${text.slice(0, 200)}`,
        atMs: Date.now() - this.since,
      });
      throw new Error(`${what}: ${response.status}`);
    }
    return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
  }

  loop(body: () => Promise<void>) {
    this.loops.push(
      (async () => {
        while (this.running) {
          // A failed iteration is already recorded; the loop goes on, as shoppers would.
          await body().catch(() => undefined);
          // Steady, not flat out: ten or so iterations a second per loop on this small machine.
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })(),
    );
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }
}

test('a rolling restart of every API and theme server under load fails no request and loses nothing', async () => {
  test.setTimeout(240_000);
  const load = new Load();
  // Variants with stock to spare, by their own key (a listed key may stand for its model).
  const listed = await load.call<{ data: { key: string; stock: number }[] }>(
    BALANCED_API,
    'GET',
    '/v1/products?in_stock=1&per=40',
  );
  const keys: string[] = [];
  for (const { key } of listed.data) {
    const detail = await load.call<{ data: { key: string; stock: number } }>(
      BALANCED_API,
      'GET',
      `/v1/products/${key}`,
    );
    if (detail.data.stock >= 60) keys.push(detail.data.key);
  }
  expect(keys.length).toBeGreaterThanOrEqual(5);
  const pick = () => keys[Math.floor(Math.random() * keys.length)]!;

  // Catalogue reads on the API, through the balancer.
  for (let i = 0; i < 2; i += 1) {
    load.loop(async () => {
      await load.call(BALANCED_API, 'GET', `/v1/products?per=10&page=${1 + (load.calls % 3)}`);
    });
  }
  // Carts: a new cart, then lines added one call at a time; what each should hold is kept.
  for (let i = 0; i < 2; i += 1) {
    load.loop(async () => {
      const cart = await load.call<{ data: { token: string } }>(
        BALANCED_API,
        'POST',
        '/v1/carts/init',
        {},
      );
      const lines = new Map<string, number>();
      load.carts.set(cart.data.token, lines);
      for (let line = 0; line < 3; line += 1) {
        const key = pick();
        await load.call(BALANCED_API, 'PATCH', '/v1/carts/products/add', {
          token: cart.data.token,
          products: [{ product_key: key, quantity: 1 }],
        });
        lines.set(key, (lines.get(key) ?? 0) + 1);
      }
    });
  }
  // Pages of the shop (server-rendered, each calling the APIs through the balancer) and a
  // call the shop passes on to the API.
  for (let i = 0; i < 2; i += 1) {
    load.loop(async () => {
      await load.call(BALANCED_SHOP, 'GET', '/');
      await load.call(BALANCED_SHOP, 'GET', `/product/${pick()}/`);
      await load.call(BALANCED_SHOP, 'GET', '/v1/products?per=5');
    });
  }
  // Order decisions: a guest cart made ready and decided, its idempotency key kept.
  load.loop(async () => {
    const cart = await load.call<{
      data: { token: string; detail: { shippings: { key: string }[] } };
    }>(BALANCED_API, 'POST', '/v1/carts/init', {});
    const token = cart.data.token;
    await load.call(BALANCED_API, 'PATCH', '/v1/carts/products/add', {
      token,
      products: [{ product_key: pick(), quantity: 1 }],
    });
    await load.call(BALANCED_API, 'PATCH', '/v1/carts/shippings/modify', {
      token,
      key: cart.data.detail.shippings[0]!.key,
      ...GUEST_ADDRESS,
    });
    const payments = await load.call<{ data: { id: number; code: string }[] }>(
      BALANCED_API,
      'GET',
      `/v1/payments/carts/${token}`,
    );
    const bank = payments.data.find((payment) => payment.code === 'bank_transfer');
    await load.call(BALANCED_API, 'PATCH', '/v1/carts/order/modify', {
      token,
      payment_id: bank?.id,
      orderer: { ...GUEST_ADDRESS, email: `rolling-${randomUUID()}@example.jp` },
    });
    const key = randomUUID();
    const decided = await load.call<{ data: { order_no: string } }>(
      BALANCED_API,
      'POST',
      `/v1/carts/${token}/decision`,
      { key },
    );
    load.orders.push({ key, orderNo: decided.data.order_no });
  });

  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await settle(2_000);
  const restarts: { name: string; exit: number | NodeJS.Signals | null; callsDuring: number }[] =
    [];
  for (const instance of instances) {
    const before = load.calls;
    // SIGTERM, as an orchestrator stops an instance; it must exit by itself, 0.
    const exit = await stop(instance.entry!, 20_000);
    instance.entry = instance.start();
    await ready(instance.entry, `http://127.0.0.1:${instance.port}/readyz`, 90_000);
    // HAProxy takes it back after two passed checks.
    await settle(CHECK_INTERVAL_MS * 4);
    restarts.push({ name: instance.name, exit, callsDuring: load.calls - before });
  }
  await settle(1_000);
  await load.stop();

  expect(load.failures).toEqual([]);
  // Each instance stopped by itself, and the load went on while it was replaced.
  for (const restart of restarts) {
    expect(restart, restart.name).toMatchObject({ exit: 0 });
    expect(restart.callsDuring, restart.name).toBeGreaterThan(10);
  }
  test.info().annotations.push({
    type: 'load',
    description: `${load.calls} calls, ${load.carts.size} carts, ${load.orders.length} orders; ${restarts.map((r) => `${r.name}: ${r.callsDuring}`).join(', ')}`,
  });

  // Every cart holds every line it was given (read through the balancer, any instance).
  for (const [token, lines] of load.carts) {
    if (lines.size === 0) continue;
    const cart = await load.call<{
      data: { detail: { products: { product_key: string; quantity: number }[] } };
    }>(BALANCED_API, 'GET', `/v1/carts/${token}`);
    const held = new Map<string, number>();
    for (const line of cart.data.detail.products)
      held.set(line.product_key, (held.get(line.product_key) ?? 0) + line.quantity);
    expect(Object.fromEntries(held), `cart ${token}`).toEqual(Object.fromEntries(lines));
  }
  // Every decided order exists once, under the number it was answered with.
  expect(load.orders.length).toBeGreaterThan(0);
  const rows = await onServer(
    (client) =>
      client.query<{ order_no: string; idempotency_key: string }>(
        'select order_no, idempotency_key from orders where idempotency_key = any($1)',
        [load.orders.map(({ key }) => key)],
      ),
    databaseUrl,
  );
  expect(
    rows.rows
      .map((row) => ({ key: row.idempotency_key, orderNo: row.order_no }))
      .sort((a, b) => a.key.localeCompare(b.key)),
  ).toEqual([...load.orders].sort((a, b) => a.key.localeCompare(b.key)));
});
