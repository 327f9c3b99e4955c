// pnpm bench:render — the CPU one page costs a theme server to render anew (a cache miss, or a
// personal page): the theme server runs in this process with its page cache off and is asked for
// each page through Fastify's inject (no sockets, no load generator sharing the cores), against
// the demo API on PGlite in a process of its own. Every API call a catalogue page makes is
// answered from the theme server's shared answers after the warm-up, so the figure is the
// render's own work. It runs with the theme servers' Node options (THEME_NODE_ARGS). The renders/s column is what one core would do at that cost. With --profile
// it writes a V8 CPU profile of the measured renders and prints where their time went, by
// package and by function (the profile opens in Chrome's DevTools).
//
//   --shops a,b     some of the themes (default standard)
//   --pages a,b     some of top,list,search,detail (default all four)
//   --renders N     renders per round (default 300)
//   --rounds N      rounds per page (default 3; the best and the median are shown)
//   --profile DIR   write DIR/<shop>-<page>.cpuprofile and print its summary
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, ROOT, SHOPS, startProcess, waitFor } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    shops: { type: 'string', default: 'standard' },
    pages: { type: 'string', default: 'top,list,search,detail' },
    renders: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    profile: { type: 'string' },
  },
});
const renders = Math.max(10, Number(args.renders) || 300);
const rounds = Math.max(1, Number(args.rounds) || 3);
const shops = SHOPS.filter((shop) => args.shops.split(',').includes(shop.theme));
/** The pages as bench:ssr measures them; the product is one of the demo's. */
const PATHS = {
  top: '/',
  list: '/product',
  search: '/product?price_min=1000&in_stock=1&sort=price_asc',
  detail: undefined,
};
const pages = args.pages.split(',').filter((page) => page in PATHS);

// As the theme servers' entries do before React and styled-components load (server.ts).
process.env.NODE_ENV = 'production';
process.env = { ...process.env };

/**
 * Self time of a CPU profile by package and by function, the largest first.
 * @param {{ nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]; samples: number[]; timeDeltas: number[] }} profile
 */
function summary(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const byPackage = new Map();
  /** @type {Map<string, number>} */
  const byFunction = new Map();
  let total = 0;
  const add = (/** @type {Map<string, number>} */ map, key, time) =>
    map.set(key, (map.get(key) ?? 0) + time);
  profile.samples.forEach((id, i) => {
    const time = profile.timeDeltas[i] ?? 0;
    total += time;
    const { functionName, url, lineNumber } = /** @type {any} */ (byId.get(id)).callFrame;
    const where =
      /node_modules\/\.pnpm\/((?:@[^+/]+\+)?[^@/]+)/.exec(url)?.[1]?.replace('+', '/') ??
      /\/((?:packages|apps|themes)\/[^/]+)\//.exec(url)?.[1] ??
      (url.startsWith('node:') ? 'node' : url ? path.basename(url) : functionName);
    add(byPackage, where, time);
    add(
      byFunction,
      `${functionName || '(anonymous)'} ${path.basename(url)}:${lineNumber + 1}`,
      time,
    );
  });
  const top = (/** @type {Map<string, number>} */ map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => `  ${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  return `by package:\n${top(byPackage, 15)}\nby function:\n${top(byFunction, 25)}`;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mise-bench-render-'));
const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;
const api = startProcess('API', path.join(ROOT, 'apps/api/dist/server.js'), {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(apiPort),
  LOG_LEVEL: 'warn',
  PGLITE_DATA_DIR: dataDir,
});
let failed = false;
try {
  await waitFor(`${apiUrl}/healthz`, api, 600_000);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  for (const shop of shops) {
    // The theme and the storefront as the shop's app resolves them.
    const app = createRequire(path.join(ROOT, 'apps', shop.app, 'package.json'));
    const load = (/** @type {string} */ name) => import(pathToFileURL(app.resolve(name)).href);
    const { theme } = await load(`@mise/theme-${shop.theme}`);
    const { createThemeServer } = await load('@mise/storefront/server');
    const server = await createThemeServer({
      theme,
      apiUrl,
      clientDir: path.join(ROOT, 'apps', shop.app, 'dist/client'),
      pageCache: false,
    });
    await server.ready();
    const products = await fetch(`${apiUrl}/v1/products?per_page=1`, {
      headers: { 'x-channel': shop.channel },
    }).then((res) => /** @type {Promise<{ data: { key: string }[] }>} */ (res.json()));
    const paths = {
      ...PATHS,
      detail: `/product/${encodeURIComponent(products.data[0]?.key ?? '')}`,
    };
    for (const page of pages) {
      const url = /** @type {string} */ (paths[/** @type {keyof typeof paths} */ (page)]);
      const render = async () => {
        // The body as a stream, read and dropped: inject would otherwise decode the page into
        // a string, which a socket never does (it was an eighth of a list page's measured CPU).
        const response = await server.inject({ url, payloadAsStream: true });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
        for await (const chunk of response.stream()) void chunk;
      };
      // Warm-up: the code optimised and the shared answers filled.
      for (let i = 0; i < 100; i++) await render();
      if (args.profile) {
        await session.post('Profiler.setSamplingInterval', { interval: 200 });
        await session.post('Profiler.start');
      }
      const cpuMs = [];
      for (let round = 0; round < rounds; round++) {
        const start = process.cpuUsage();
        for (let i = 0; i < renders; i++) await render();
        const used = process.cpuUsage(start);
        cpuMs.push((used.user + used.system) / 1000 / renders);
      }
      if (args.profile) {
        const { profile } = await session.post('Profiler.stop');
        mkdirSync(args.profile, { recursive: true });
        const file = path.join(args.profile, `${shop.theme}-${page}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
        console.log(`\n${shop.theme} ${url}: ${file}\n${summary(profile)}`);
      }
      cpuMs.sort((a, b) => a - b);
      const best = cpuMs[0] ?? 0;
      const median = cpuMs[Math.floor(cpuMs.length / 2)] ?? 0;
      console.log(
        `${shop.theme} ${url}: ${median.toFixed(2)} ms CPU per render (best ${best.toFixed(2)}), ${Math.round(1000 / median)} renders/s on one core`,
      );
    }
    await server.close();
  }
} catch (error) {
  failed = true;
  console.error(error);
  console.error(api.output());
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
