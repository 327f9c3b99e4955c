// pnpm bench:import — the catalogue import (issue 34) at scale: 100,000 generated rows of an
// EC-CUBE 4 product CSV (Shift_JIS, 2 variants a product, categories, makers, tags and a picture
// each) imported by `pnpm --filter @mise/api import` into a fresh PostgreSQL database holding
// the demo shops. Prints rows/s and the total time; fails (exit code 1) over the goal of 60 s,
// on any reported row, or when the database does not hold every row afterwards.
//
//   --rows N        data rows (variants) to generate (default 100000)
//   --goal S        seconds the import must finish within (default 60)
//
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; a database mise_import_bench_* is made for the run and
// dropped after.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir, cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import iconv from 'iconv-lite';
import pg from 'pg';
import { ROOT, tables, writeReport } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    goal: { type: 'string', default: '60' },
  },
});
const rows = Math.max(2, Number(args.rows) || 100_000);
const goal = Number(args.goal) || 60;
const API = path.join(ROOT, 'apps/api');
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const HEADER = [
  '商品ID',
  '公開ステータス(ID)',
  '商品名',
  '商品説明(詳細)',
  '検索ワード',
  '商品削除フラグ',
  '商品画像',
  '商品カテゴリ(名称)',
  'タグ(名称)',
  '規格分類1(名称)',
  '商品コード',
  '在庫数',
  '在庫数無制限フラグ',
  '通常価格',
  '販売価格',
  '税率',
  'メーカー',
];
const CATEGORIES = ['食品＞和菓子', '食品＞お茶', '生活雑貨＞タオル', 'キッチン＞食器＞マグカップ'];
const ITEMS = ['どら焼き', '煎茶', 'フェイスタオル', 'マグカップ', '急須', '風呂敷', 'まな板'];
const MAKERS = Array.from({ length: 20 }, (_, i) => `計測工房${i + 1}`);
const SIZES = ['S', 'M'];

/** Pictures the rows name (each read once, then found by its hash): the import tests' own. */
const PICTURES = ['dora-1.png', 'towel.png', 'mug.png'];
const PICTURE_DIR = path.join(ROOT, 'apps/api/src/services/catalogue-import/fixtures/images');

const cell = (value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

async function generate(folder) {
  const file = path.join(folder, 'products.csv');
  for (const picture of PICTURES)
    copyFileSync(path.join(PICTURE_DIR, picture), path.join(folder, picture));
  const out = createWriteStream(file);
  const write = async (line) => {
    if (!out.write(iconv.encode(`${line}\r\n`, 'cp932'))) await once(out, 'drain');
  };
  await write(HEADER.join(','));
  for (let row = 0; row < rows; row++) {
    const id = Math.floor(row / 2) + 1;
    const item = ITEMS[id % ITEMS.length];
    const price = 500 + (id % 97) * 100;
    await write(
      [
        String(id),
        '1',
        `計測用 ${item} ${String(id).padStart(6, '0')}`,
        cell(`<p>計測用に生成した${item}です。</p>\n<p>${id} 番目の商品。</p>`),
        '計測',
        '0',
        PICTURES[id % PICTURES.length],
        CATEGORIES[id % CATEGORIES.length],
        id % 3 === 0 ? 'セール' : '',
        SIZES[row % 2],
        `BENCH-${String(id).padStart(6, '0')}-${SIZES[row % 2]}`,
        String((id * 7) % 50),
        '0',
        String(price + 500),
        String(price + (row % 2) * 200),
        id % 4 === 0 ? '8' : '10',
        MAKERS[id % MAKERS.length],
      ].join(','),
    );
  }
  out.end();
  await once(out, 'finish');
  return file;
}

function run(script, argv, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(API, 'dist/scripts', script), ...argv], {
      cwd: API,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout }));
  });
}

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const name = `mise_import_bench_${randomBytes(4).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const folder = mkdtempSync(path.join(tmpdir(), 'mise-bench-import-'));
/** @type {boolean} */
let failed;
try {
  const generating = performance.now();
  const file = await generate(folder);
  console.log(
    `bench:import: ${rows} rows generated in ${((performance.now() - generating) / 1000).toFixed(1)} s`,
  );
  await admin.query(`create database ${name}`);
  const seeded = await run('seed.js', [], { DATABASE_URL: url.toString() });
  if (seeded.code !== 0) throw new Error('seeding the bench database failed');

  const started = performance.now();
  const imported = await run('import-catalogue.js', [file, '--channel', 'standard'], {
    DATABASE_URL: url.toString(),
  });
  const seconds = (performance.now() - started) / 1000;

  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const {
    rows: [count],
  } = await db.query(
    "select count(*)::int as n from products where channel_id = 'standard' and code like 'BENCH-%'",
  );
  await db.end();
  const rate = Math.round(rows / seconds);
  const ok = imported.code === 0 && count.n === rows && seconds < goal;
  const result = {
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
    rows,
    products: count.n,
    seconds: Number(seconds.toFixed(1)),
    rowsPerSecond: rate,
    goalSeconds: goal,
    passed: ok,
  };
  const { text, md } = tables(
    ['rows', 'products in the database', 'time (s)', 'rows/s', `goal (< ${goal} s)`],
    [[rows, count.n, seconds.toFixed(1), rate, ok ? 'met' : 'MISSED']],
  );
  console.log(text);
  console.log(`bench:import: ${writeReport('import', result, md).join(', ')}`);
  failed = !ok;
} finally {
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
  rmSync(folder, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
