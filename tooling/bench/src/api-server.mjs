// The API for bench:api, in a process of its own (the load generator runs in the parent): a
// fresh seeded database (PGlite in memory, or a new PostgreSQL database dropped on exit), plus
// one bench-only route on the same server that answers the recorded body of each measured call
// as static JSON, the reference the calls are compared with.
import { schema, seedGeneratedProducts, startTestServer } from '@mise/api/testing';
import { API_ENDPOINTS, CART_ENDPOINTS, LOOKUPS } from './endpoints.mjs';

const names = (process.env.BENCH_ENDPOINTS ?? '').split(',').filter(Boolean);
const channel = process.env.BENCH_CHANNEL ?? 'standard';
/** @type {Map<string, string>} */
const bodies = new Map();

const server = await startTestServer({
  // As in production: the shop's settings are cached for a second, not looked up per call.
  channelCacheMs: 1000,
  // As in production too: catalogue counts kept for 10 s (BENCH_COUNTS_CACHE_MS=0 counts every time).
  countsCacheMs: Number(process.env.BENCH_COUNTS_CACHE_MS ?? 10_000),
  // And anonymous answers kept until the catalogue changes; 0 (bench:api --cold) measures the routes.
  publicCacheMs: Number(process.env.BENCH_PUBLIC_CACHE_MS ?? 10_000),
  extend: async (instance) => {
    instance.get('/__bench/static/:name', { schema: { hide: true } }, (request, reply) => {
      const { name } = /** @type {{ name: string }} */ (request.params);
      const body = bodies.get(name);
      if (body === undefined) return reply.code(404).send({ message: 'not recorded' });
      return reply.type('application/json; charset=utf-8').send(body);
    });
  },
});

// --products N: a catalogue of real size, measured as the demo's plus N generated products.
await seedGeneratedProducts(server.db, channel, Number(process.env.BENCH_PRODUCTS ?? 0));

async function stop() {
  await server.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

/** Carts made before the run: open ones for adding to, ready ones (one per decision). */
const CART_COUNTS = {
  open: Math.max(1, Number(process.env.BENCH_OPEN_CARTS ?? 100)),
  ready: Math.max(1, Number(process.env.BENCH_DECISIONS ?? 200)),
};

const ADDRESS = {
  last_name: '山田',
  first_name: '花子',
  last_name_kana: 'ヤマダ',
  first_name_kana: 'ハナコ',
  postal_code: '1500041',
  prefecture: '東京都',
  city: '渋谷区神南',
  address1: '1-2-3',
  phone_number: '0312345678',
};

/**
 * A cart call made while preparing (not measured); fails the run on any error.
 * @param {'POST' | 'PATCH' | 'GET'} method
 * @param {string} url
 * @param {Record<string, unknown>} [payload]
 */
async function cartCall(method, url, payload) {
  const res = await server.app.inject({
    method,
    url,
    headers: { 'x-channel': channel, accept: 'application/json' },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300)
    throw new Error(
      `preparing carts: ${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
    );
  return /** @type {{ data: any }} */ (res.json());
}

/**
 * Guest carts through the public cart calls: each with one unit of the product, and when
 * `ready`, a delivery address, an orderer and cash on delivery, so it can be decided.
 * @param {'open' | 'ready'} kind
 * @param {string} productKey
 */
async function prepareCarts(kind, productKey) {
  const payments = await cartCall('GET', '/v1/payments');
  const cod = payments.data.find((/** @type {{ code: string }} */ m) => m.code === 'cod');
  const made = [];
  for (let index = 0; index < CART_COUNTS[kind]; index += 1) {
    const { token } = (await cartCall('POST', '/v1/carts/init', { token: null })).data;
    const cart = await cartCall('PATCH', '/v1/carts/products/add', {
      token,
      products: [{ product_key: productKey, quantity: 1 }],
    });
    if (kind === 'ready') {
      await cartCall('PATCH', '/v1/carts/shippings/modify', {
        token,
        key: cart.data.detail.shippings[0].key,
        ...ADDRESS,
      });
      await cartCall('PATCH', '/v1/carts/order/modify', {
        token,
        payment_id: cod.id,
        orderer: { ...ADDRESS, company_name: '', address2: '', email: `bench${index}@example.jp` },
      });
    }
    made.push({ token });
  }
  return made;
}

/** @param {string} url */
async function get(url) {
  const res = await server.app.inject({
    method: 'GET',
    url,
    headers: { 'x-channel': channel, accept: 'application/json' },
  });
  return res;
}

try {
  /** @type {Record<string, string>} */
  const values = {};
  const needed = new Set(
    names.flatMap((name) => (API_ENDPOINTS[name] ?? CART_ENDPOINTS[name])?.needs ?? []),
  );
  for (const need of needed) {
    const lookup = LOOKUPS[/** @type {keyof typeof LOOKUPS} */ (need)];
    const res = await get(lookup.url);
    const value = res.statusCode === 200 ? lookup.pick(res.json()) : undefined;
    if (value === undefined || value === null)
      throw new Error(
        `cannot find a ${need} to measure with: GET ${lookup.url} answered ${res.statusCode}${res.statusCode === 200 ? ' with an empty list' : ''} (the API has no products or categories yet?)`,
      );
    values[need] = String(value);
  }
  const endpoints = [];
  if (names.some((name) => name in CART_ENDPOINTS)) {
    // A disposable database: enough stock that no measured add or decision runs out.
    await server.db.update(schema.products).set({ stock: 1_000_000 });
  }
  for (const name of names) {
    const cartEndpoint = CART_ENDPOINTS[name];
    if (cartEndpoint) {
      const prepared = await prepareCarts(cartEndpoint.carts, values.productKey ?? '');
      const requests = prepared.map((cart, index) =>
        cartEndpoint.request(cart, /** @type {never} */ (values), index),
      );
      endpoints.push({
        name,
        label: cartEndpoint.label,
        url: `${requests[0]?.method} ${requests[0]?.path.replace(/[0-9a-f-]{36}/, '{token}')}`,
        bytes: null,
        perRequest: cartEndpoint.perRequest,
        requests,
      });
      continue;
    }
    const endpoint = API_ENDPOINTS[name];
    if (!endpoint)
      throw new Error(
        `unknown endpoint "${name}" (${[...Object.keys(API_ENDPOINTS), ...Object.keys(CART_ENDPOINTS)].join(', ')})`,
      );
    const url = endpoint.url(/** @type {never} */ (values));
    const res = await get(url);
    if (res.statusCode !== 200)
      throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const problem = endpoint.check?.(res.json());
    if (problem) throw new Error(`GET ${url}: ${problem}`);
    bodies.set(name, res.body);
    endpoints.push({ name, label: endpoint.label, url, bytes: Buffer.byteLength(res.body) });
  }
  process.stdout.write(`${JSON.stringify({ baseURL: server.baseURL, endpoints })}\n`);
} catch (error) {
  process.stdout.write(
    `${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`,
  );
  await server.close();
  process.exit(1);
}
