// The API for bench:api, in a process of its own (the load generator runs in the parent): a
// fresh seeded database (PGlite in memory, or a new PostgreSQL database dropped on exit), plus
// one bench-only route on the same server that answers the recorded body of each measured call
// as static JSON, the reference the calls are compared with.
import { startTestServer } from '@mise/api/testing';
import { API_ENDPOINTS, LOOKUPS } from './endpoints.mjs';

const names = (process.env.BENCH_ENDPOINTS ?? '').split(',').filter(Boolean);
const channel = process.env.BENCH_CHANNEL ?? 'standard';
/** @type {Map<string, string>} */
const bodies = new Map();

const server = await startTestServer({
  // As in production: the shop's settings are cached for a second, not looked up per call.
  channelCacheMs: 1000,
  extend: async (instance) => {
    instance.get('/__bench/static/:name', { schema: { hide: true } }, (request, reply) => {
      const { name } = /** @type {{ name: string }} */ (request.params);
      const body = bodies.get(name);
      if (body === undefined) return reply.code(404).send({ message: 'not recorded' });
      return reply.type('application/json; charset=utf-8').send(body);
    });
  },
});

async function stop() {
  await server.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

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
  const needed = new Set(names.flatMap((name) => API_ENDPOINTS[name]?.needs ?? []));
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
  for (const name of names) {
    const endpoint = API_ENDPOINTS[name];
    if (!endpoint)
      throw new Error(`unknown endpoint "${name}" (${Object.keys(API_ENDPOINTS).join(', ')})`);
    const url = endpoint.url(/** @type {never} */ (values));
    const res = await get(url);
    if (res.statusCode !== 200)
      throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
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
