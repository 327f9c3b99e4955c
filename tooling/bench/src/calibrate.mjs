// How fast the machine does a page's kind of work right now, in the browser bench:web measures
// with. Lighthouse's own measure of the machine (its benchmark index) is a tight loop of string and
// array operations: it tells the CPU's clock, not what a shared host leaves of caches and memory.
// CI runs of 2026-11-27 and 2026-11-28 measured an index of 2,500 (this machine, quiet: 1,200-1,600)
// with the whole run 2-3 times slower than here, and the pages' blocking time 220-430 ms where
// here it is 0-40 ms. The reference work below is a page's own kind: React compiled from source
// and rendering a product grid into the DOM, then its style and layout.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const fromBench = createRequire(import.meta.url);
const fromReactDom = createRequire(fromBench.resolve('react-dom'));
/** A file of a package, past its `exports` (which leave the CommonJS builds out). */
const fileOf = (
  /** @type {NodeJS.Require} */ require,
  /** @type {string} */ pkg,
  /** @type {string} */ file,
) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
const FACTORIES = {
  scheduler: fileOf(fromReactDom, 'scheduler', 'cjs/scheduler.production.js'),
  react: fileOf(fromBench, 'react', 'cjs/react.production.js'),
  'react-dom': fileOf(fromBench, 'react-dom', 'cjs/react-dom.production.js'),
  'react-dom/client': fileOf(fromBench, 'react-dom', 'cjs/react-dom-client.production.js'),
};

/** The grid's look: enough rules that matching and layout cost what a shop page's do. */
const STYLE = [
  '.grid{display:grid;grid-template-columns:repeat(2,1fr);gap:12px;padding:8px;font:14px/1.6 sans-serif}',
  '.card{display:flex;flex-direction:column;border:1px solid #ddd;border-radius:6px;padding:8px}',
  '.card:hover{box-shadow:0 1px 4px rgba(0,0,0,.2)}',
  '.card .picture{aspect-ratio:1;background:#eee;border-radius:4px}',
  '.card h3{font-size:15px;margin:6px 0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
  '.card .price{font-weight:bold;color:#c00}.card .price small{font-weight:normal;color:#666}',
  '.card ul{display:flex;flex-wrap:wrap;gap:4px;list-style:none;padding:0;margin:4px 0}',
  '.card li{font-size:11px;border:1px solid #999;border-radius:3px;padding:0 4px}',
  '.card button{margin-top:auto;padding:6px;border:0;border-radius:4px;background:#333;color:#fff}',
  '.card[data-sale="true"] .price{color:#e60}',
].join('');

/**
 * The script the browser runs: React's production build compiled anew (a comment unique to each
 * run keeps V8 from reusing its code), a grid of 60 product cards rendered and rendered again
 * twice with other data, each time laid out. It evaluates to the milliseconds it took.
 * @param {string} nonce
 */
function referenceScript(nonce) {
  const factories = Object.entries(FACTORIES)
    .map(
      ([id, file]) =>
        `${JSON.stringify(id)}: function (module, exports, require) {\n${readFileSync(file, 'utf8')}\n}`,
    )
    .join(',\n');
  return `// ${nonce}
(() => {
  const started = performance.now();
  const factories = {${factories}};
  const loaded = {};
  const require = (id) => {
    if (!loaded[id]) {
      loaded[id] = { exports: {} };
      factories[id](loaded[id], loaded[id].exports, require);
    }
    return loaded[id].exports;
  };
  const { createElement: h } = require('react');
  const { flushSync } = require('react-dom');
  const { createRoot } = require('react-dom/client');
  const Card = ({ n, pass }) =>
    h('article', { className: 'card', 'data-sale': String((n + pass) % 3 === 0) },
      h('a', { href: '/product/p-' + n }, h('div', { className: 'picture', role: 'img', 'aria-label': '商品 ' + n })),
      h('h3', null, '商品名 ' + n + ' バリエーション ' + pass),
      h('p', { className: 'price' }, ((n * 137 + pass * 10) % 9000 + 500).toLocaleString('ja-JP') + '円', h('small', null, '（税込）')),
      h('ul', null, ['送料無料', '新着', 'セール', '在庫あり'].slice(0, 1 + ((n + pass) % 4)).map((tag) => h('li', { key: tag }, tag))),
      h('button', { type: 'button', onClick: () => {} }, 'カートに入れる'));
  const Grid = ({ pass }) =>
    h('main', { className: 'grid' }, Array.from({ length: 60 }, (_, n) => h(Card, { key: n, n, pass })));
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  for (let pass = 0; pass < 3; pass += 1) {
    flushSync(() => root.render(h(Grid, { pass })));
    void host.offsetHeight;
  }
  root.unmount();
  host.remove();
  return performance.now() - started;
})()`;
}

/** Times the reference work is done per calibration; the median is kept. */
const TIMES = 5;

/**
 * Milliseconds the reference work takes in this browser now (median of 5, each on React compiled
 * anew).
 * @param {import('puppeteer-core').Browser} browser
 */
export async function referenceWorkMs(browser) {
  const page = await browser.newPage();
  try {
    await page.setContent(`<!doctype html><html lang="ja"><style>${STYLE}</style><body></body>`);
    const times = [];
    for (let i = 0; i < TIMES; i += 1)
      times.push(
        /** @type {number} */ (await page.evaluate(referenceScript(`${Date.now()}-${i}`))),
      );
    times.sort((a, b) => a - b);
    return /** @type {number} */ (times[Math.floor(times.length / 2)]);
  } finally {
    await page.close();
  }
}

/**
 * What the reference work takes on the phone bench:web simulates: DevTools' mid-tier device
 * (benchmark index 1,000, as its CPU calibration uses). On the development machine, quiet
 * (2026-11-28, one pair before each of 9 Lighthouse runs), Lighthouse's index times the work's
 * milliseconds over 1,000 was 121-181 (the index 750-1,570, the work 107-181 ms).
 */
export const PHONE_REFERENCE_MS = 150;

/**
 * Lighthouse's CPU slowdown for the machine as the reference work just measured it: the phone's
 * time over the machine's. Under 1 when the machine is slower than the phone right now (a host
 * busy with other guests), so every run simulates the same phone; never under 0.5, so a
 * calibration that went wrong cannot hide a slow page.
 * @param {number} machineMs
 */
export function cpuSlowdownFor(machineMs) {
  return Math.max(0.5, PHONE_REFERENCE_MS / machineMs);
}
