import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { importCatalogue, ImportError } from '../services/catalogue-import/index.js';
import type {
  ImportEncoding,
  ImportFormat,
  ImportProgress,
} from '../services/catalogue-import/index.js';

// `pnpm --filter @mise/api run import <file>` (with `run`: pnpm has an `import` command of its
// own): an EC-CUBE 4 or Shopify product CSV into a shop (docs/catalogue-import.md). With the
// embedded PGlite database, stop the API first.
const USAGE = `使い方: pnpm --filter @mise/api run import <CSVファイル> [オプション]
  --channel <ショップ>        取り込み先のショップ（既定: standard）
  --format ecube|shopify     形式（既定: 見出し行から判別）
  --encoding sjis|utf8       文字コード（既定: 自動判別）
  --images <フォルダ>         画像ファイル名の基準フォルダ（既定: CSV と同じフォルダ）
  --tax-included / --tax-excluded  価格が税込か税抜か（既定: EC-CUBE は税抜、Shopify は税込）
  --dry-run                  検査だけして書き込まない
  --partial                  エラーのない行だけ取り込む（既定: 1 行でもエラーなら何も書き込まない）
  --batch <件数>              1 回に書き込むバリエーション数（既定: 2000）`;

const ENCODINGS: Record<string, ImportEncoding> = {
  sjis: 'cp932',
  shift_jis: 'cp932',
  'shift-jis': 'cp932',
  cp932: 'cp932',
  'windows-31j': 'cp932',
  utf8: 'utf8',
  'utf-8': 'utf8',
};

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    channel: { type: 'string', default: 'standard' },
    format: { type: 'string' },
    encoding: { type: 'string' },
    images: { type: 'string' },
    'tax-included': { type: 'boolean' },
    'tax-excluded': { type: 'boolean' },
    'dry-run': { type: 'boolean', default: false },
    partial: { type: 'boolean', default: false },
    batch: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
// pnpm runs the script in apps/api: paths are the operator's, relative to where pnpm was run.
const here = process.env.INIT_CWD ?? process.cwd();
const [given] = positionals;
if (!given || positionals.length > 1) fail(USAGE);
const file = path.resolve(here, given);
const format = values.format as ImportFormat | undefined;
if (format !== undefined && format !== 'ecube' && format !== 'shopify')
  fail(`--format は ecube か shopify です（${values.format}）`);
const encoding = values.encoding ? ENCODINGS[values.encoding.toLowerCase()] : undefined;
if (values.encoding && !encoding) fail(`--encoding は sjis か utf8 です（${values.encoding}）`);
const batchSize = values.batch ? Number(values.batch) : undefined;
if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0))
  fail(`--batch は正の整数です（${values.batch}）`);

/**
 * A bar on a terminal; a plain line every 10 seconds elsewhere (CI logs keep every redraw).
 */
function progressOf(): { update(progress: ImportProgress): void; stop(): void } {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: '取り込み中 [{bar}] {percentage}% | {rows} 行 | {duration_formatted}',
        stream: process.stderr,
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update({ rows, bytes, totalBytes }) {
        if (!started) bar.start(totalBytes, 0, { rows: 0 });
        started = true;
        bar.update(bytes, { rows });
      },
      stop: () => started && bar.stop(),
    };
  }
  let last = Date.now();
  return {
    update({ rows, bytes, totalBytes }) {
      if (Date.now() - last < 10_000) return;
      last = Date.now();
      console.error(`取り込み中: ${rows} 行（${Math.round((bytes / totalBytes) * 100)}%）`);
    },
    stop: () => undefined,
  };
}

const config = loadConfig();
const database = openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
);
const progress = progressOf();
const started = performance.now();
let exitCode = 0;
try {
  await database.migrate();
  const report = await importCatalogue(database.db, {
    file,
    channelId: values.channel,
    format,
    encoding,
    imagesDir: values.images ? path.resolve(here, values.images) : undefined,
    taxIncluded: values['tax-included'] ? true : values['tax-excluded'] ? false : undefined,
    dryRun: values['dry-run'],
    partial: values.partial,
    batchSize,
    onProgress: (state) => progress.update(state),
  });
  progress.stop();
  const seconds = (performance.now() - started) / 1000;
  for (const issue of report.issues) console.error(`行 ${issue.line}: ${issue.message}`);
  const kind = report.format === 'ecube' ? 'EC-CUBE 4' : 'Shopify';
  const charset = report.encoding === 'cp932' ? 'Shift_JIS' : 'UTF-8';
  console.log(
    `${kind} 形式・${charset}: ${report.rows} 行（商品 ${report.models}、バリエーション ${report.variants}）を ${seconds.toFixed(1)} 秒で読みました（${Math.round(report.rows / seconds)} 行/秒）`,
  );
  if (values['dry-run'])
    console.log(
      report.issues.length
        ? `検査のみ: ${report.issues.length} 件のエラーがあります`
        : '検査のみ: エラーはありません（何も書き込んでいません）',
    );
  else if (report.issues.length && !values.partial)
    console.log(`${report.issues.length} 件のエラーがあるため、何も書き込みませんでした`);
  else
    console.log(
      `商品 ${report.writtenModels} 件（バリエーション ${report.writtenVariants} 件）を取り込みました` +
        (report.issues.length
          ? `。エラーのある ${report.issues.length} 件は取り込んでいません`
          : ''),
    );
  if (report.issues.length) exitCode = 1;
} catch (error) {
  progress.stop();
  if (!(error instanceof ImportError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exitCode = exitCode;
