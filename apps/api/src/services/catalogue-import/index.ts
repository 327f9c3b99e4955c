import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import type { Database } from '../../db/client.js';
import { channels } from '../../db/schema.js';
import { ECUBE_HEADERS, ecubeReader } from './ecube.js';
import { PictureStore } from './pictures.js';
import type { Picture } from './pictures.js';
import { SHOPIFY_HEADERS, shopifyReader } from './shopify.js';
import type { CsvRecord, FormatReader, ImportFormat, ModelDraft, RowIssue } from './types.js';
import { withoutTax } from './values.js';
import { CatalogueWriter } from './writer.js';
import type { ModelRow } from './writer.js';

export type { ImportFormat, RowIssue } from './types.js';
export { UNLIMITED_STOCK } from './ecube.js';

export type ImportEncoding = 'utf8' | 'cp932';

export type ImportOptions = {
  file: string;
  channelId: string;
  /** Detected from the header row when absent. */
  format?: ImportFormat;
  /** Detected from the bytes when absent (UTF-8 with or without BOM, else Shift_JIS/CP932). */
  encoding?: ImportEncoding;
  /** Check every row (pictures included), write nothing. */
  dryRun?: boolean;
  /** Commit the batches' good models, each batch in its own transaction. */
  partial?: boolean;
  /** Prices include consumption tax; default: the format's (EC-CUBE no, Shopify yes). */
  taxIncluded?: boolean;
  /** Folder picture file names are relative to; default: the CSV's folder. */
  imagesDir?: string;
  /** Variants per batch (one multi-row statement per table). */
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
};

export type ImportProgress = { rows: number; bytes: number; totalBytes: number };

export type ImportReport = {
  format: ImportFormat;
  encoding: ImportEncoding;
  /** Data rows read (blank rows left out). */
  rows: number;
  models: number;
  variants: number;
  /** Models and variants committed: all or none, unless --partial. */
  writtenModels: number;
  writtenVariants: number;
  issues: RowIssue[];
  picturesFetched: number;
};

/** A file that cannot be imported at all (no such shop, unknown format, broken CSV). */
export class ImportError extends Error {}

/** Thrown to roll back an all-or-nothing import that found a bad row. */
class Rollback extends Error {}

const PICTURE_CONCURRENCY = 6;

/** UTF-8 (a BOM, or bytes that decode as UTF-8), else Shift_JIS as Windows writes it (CP932). */
export async function detectEncoding(file: string): Promise<ImportEncoding> {
  const handle = await open(file);
  try {
    const sample = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(sample, 0, sample.length, 0);
    const head = sample.subarray(0, bytesRead);
    if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf8';
    try {
      // stream: a character cut at the sample's end is not an error.
      new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
      return 'utf8';
    } catch {
      return 'cp932';
    }
  } finally {
    await handle.close();
  }
}

function readerFor(header: string[], forced: ImportFormat | undefined): FormatReader {
  const has = (name: string) => header.includes(name);
  const format =
    forced ??
    (ECUBE_HEADERS.every(has)
      ? 'ecube'
      : SHOPIFY_HEADERS.every((names) => names.some(has))
        ? 'shopify'
        : undefined);
  if (!format)
    throw new ImportError(
      '見出し行から形式を判別できません（EC-CUBE 4 の商品CSV か Shopify の商品CSV の見出し行が必要です。--format で指定することもできます）',
    );
  const required = format === 'ecube' ? ECUBE_HEADERS.map((name) => [name]) : SHOPIFY_HEADERS;
  for (const names of required)
    if (!names.some(has))
      throw new ImportError(`必須の列「${names.join('」または「')}」がありません`);
  return format === 'ecube' ? ecubeReader : shopifyReader;
}

/**
 * Loads an EC-CUBE 4 or Shopify product CSV into a shop's catalogue, streaming it in batches.
 * Every row is checked. By default the whole file is one transaction: after a bad row nothing
 * more is written, the rest is still checked, and everything is rolled back at the end.
 */
export async function importCatalogue(db: Database, options: ImportOptions): Promise<ImportReport> {
  const [channel] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.id, options.channelId));
  if (!channel)
    throw new ImportError(
      `ショップ「${options.channelId}」がありません（空のデータベースには API を一度起動するか db:seed を実行してから取り込んでください）`,
    );
  const totalBytes = (await stat(options.file)).size;
  const encoding = options.encoding ?? (await detectEncoding(options.file));
  const batchSize = options.batchSize ?? 2000;
  const pictures = new PictureStore(options.imagesDir ?? path.dirname(path.resolve(options.file)));
  const writer = new CatalogueWriter(options.channelId);
  const issues: RowIssue[] = [];
  const report: ImportReport = {
    format: options.format ?? 'ecube',
    encoding,
    rows: 0,
    models: 0,
    variants: 0,
    writtenModels: 0,
    writtenVariants: 0,
    issues,
    picturesFetched: 0,
  };
  const allOrNothing = !options.partial;

  /** Resolves the batch's pictures (a failure is its row's reason) and writes its good models. */
  const processBatch = async (target: Database | null, models: ModelDraft[]) => {
    const lookup = target ?? db;
    const refs = models.flatMap((model) => [
      ...model.pictures.map((ref) => ({ model, ref })),
      ...model.variants.flatMap((variant) =>
        variant.picture ? [{ model, ref: variant.picture }] : [],
      ),
    ]);
    const found = new Map<string, Picture>();
    for (let i = 0; i < refs.length; i += PICTURE_CONCURRENCY) {
      const slice = refs.slice(i, i + PICTURE_CONCURRENCY);
      const results = await Promise.all(
        slice.map(({ ref }) => pictures.resolve(lookup, ref.source)),
      );
      slice.forEach(({ model, ref }, index) => {
        const result = results[index]!;
        if ('error' in result) {
          issues.push({ line: ref.line, message: result.error });
          model.bad = true;
        } else found.set(ref.source, result.picture);
      });
    }
    if (!target || (allOrNothing && issues.length > 0)) return;
    const good = models.filter((model) => !model.bad);
    const rows: ModelRow[] = good.map((model) => ({
      draft: model,
      pictures: [...new Set(model.pictures.map((ref) => found.get(ref.source)!.hash))],
      variantPictures: model.variants.map((variant) =>
        variant.picture ? found.get(variant.picture.source)!.hash : null,
      ),
    }));
    const used = good.flatMap((model) => [
      ...model.pictures.map((ref) => found.get(ref.source)!),
      ...model.variants.flatMap((variant) =>
        variant.picture ? [found.get(variant.picture.source)!] : [],
      ),
    ]);
    const write = async (tx: Database) => {
      await pictures.store(tx, used);
      await writer.write(tx, rows);
    };
    if (allOrNothing) await write(target);
    else {
      try {
        await db.transaction(async (tx) => write(tx));
      } catch (error) {
        writer.reset();
        pictures.forgetStored();
        for (const model of good)
          issues.push({
            line: model.firstLine,
            message: `書き込みに失敗しました（${(error as Error).message}）`,
          });
        return;
      }
    }
    report.writtenModels += rows.length;
    report.writtenVariants += rows.reduce((sum, row) => sum + row.draft.variants.length, 0);
  };

  const consume = async (target: Database | null) => {
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    const parser = parse({ relax_column_count: true, bom: true });
    const reading = pipeline(
      createReadStream(options.file, { highWaterMark: 256 * 1024 }),
      counter,
      iconv.decodeStream(encoding),
      parser,
    );
    // Its failure is the parser's too, which the loop below throws.
    reading.catch(() => undefined);

    let reader: FormatReader | null = null;
    let columns = new Map<string, number>();
    let fields: string[] = [];
    const record: CsvRecord = {
      get(...names) {
        for (const name of names) {
          const index = columns.get(name);
          if (index !== undefined) return (fields[index] ?? '').trim();
        }
        return '';
      },
      has: (...names) => names.some((name) => columns.has(name)),
    };
    let current: ModelDraft | null = null;
    let currentRawKey = '';
    const seenModels = new Map<string, number>();
    const seenVariants = new Map<string, number>();
    let batch: ModelDraft[] = [];
    let batchVariants = 0;
    let line = 0;

    // The database writes a batch while the next one is read: at most one batch in flight.
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      const models = batch;
      batch = [];
      batchVariants = 0;
      await writing;
      if (models.length) {
        writing = processBatch(target, models);
        // Seen at the next flush or at the end; a failure of the reading meanwhile waits for it.
        writing.catch(() => undefined);
      }
    };
    const finish = async (model: ModelDraft) => {
      report.models += 1;
      if (model.variants.length === 0) {
        issues.push({
          line: model.firstLine,
          message: '販売価格のある行（バリエーション）がありません',
        });
        model.bad = true;
      }
      if (options.taxIncluded ?? reader!.taxIncludedByDefault)
        for (const variant of model.variants) {
          variant.price = withoutTax(variant.price, model.taxRate);
          if (variant.beforePrice !== null)
            variant.beforePrice = withoutTax(variant.beforePrice, model.taxRate);
        }
      batch.push(model);
      batchVariants += model.variants.length;
      if (batchVariants >= batchSize) await flush();
    };

    try {
      for await (const row of parser as AsyncIterable<string[]>) {
        line += 1;
        fields = row;
        if (line === 1) {
          const header = row.map((cell) => cell.trim());
          reader = readerFor(header, options.format);
          report.format = reader.format;
          columns = new Map(header.map((name, index) => [name, index] as const).reverse());
          continue;
        }
        if (row.every((cell) => cell.trim() === '')) continue;
        report.rows += 1;
        let rowBad = false;
        const complain = (message: string) => {
          issues.push({ line, message });
          rowBad = true;
        };
        const rawKey = reader!.modelKeyOf(record);
        if (!current || rawKey !== currentRawKey) {
          if (current) await finish(current);
          current = reader!.startModel(record, line, complain);
          currentRawKey = rawKey;
          const earlier = seenModels.get(current.key);
          if (earlier !== undefined)
            complain(
              `同じ商品（${rawKey}）の行は続けて並べてください（${earlier} 行目と離れています）`,
            );
          else seenModels.set(current.key, line);
        }
        const before = current.variants.length;
        reader!.addRow(current, record, line, complain);
        const variant = current.variants[before];
        if (variant) {
          report.variants += 1;
          const earlier = seenVariants.get(variant.key);
          if (earlier !== undefined)
            complain(`商品コード「${variant.code}」が ${earlier} 行目と重複しています`);
          else seenVariants.set(variant.key, line);
        }
        if (rowBad) current.bad = true;
        if (report.rows % 1000 === 0)
          options.onProgress?.({ rows: report.rows, bytes, totalBytes });
      }
    } catch (error) {
      await writing.catch(() => undefined);
      if (error instanceof CsvError)
        throw new ImportError(
          `行 ${(error as CsvError & { lines?: number }).lines ?? line + 1}: CSV の形式が正しくありません（${error.message}）`,
        );
      throw error;
    }
    if (!reader) throw new ImportError('ファイルが空です');
    if (current) await finish(current);
    await flush();
    await writing;
    await reading;
    options.onProgress?.({ rows: report.rows, bytes, totalBytes });
  };

  if (options.dryRun) await consume(null);
  else if (!allOrNothing) await consume(db);
  else {
    try {
      await db.transaction(async (tx) => {
        await consume(tx);
        if (issues.length > 0) throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
      report.writtenModels = 0;
      report.writtenVariants = 0;
    }
  }
  issues.sort((a, b) => a.line - b.line);
  report.picturesFetched = pictures.fetched;
  return report;
}
