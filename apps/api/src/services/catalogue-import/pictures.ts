import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.js';
import { catalogPictures } from '../../db/schema.js';

/** Larger files are refused: a product photo is a few hundred kB, 10 MB is a mistake. */
const MAX_BYTES = 10 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;
const TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heif: 'image/avif',
};

export type Picture = { hash: string; contentType: string; bytes: Buffer | null; source: string };
export type PictureResult = { picture: Picture } | { error: string };

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/**
 * Reads the pictures rows name, each source once per import: files relative to the CSV (or to
 * --images), URLs fetched once ever (a URL already stored by an earlier import is not fetched
 * again). A picture that cannot be read is a reason for its row, never a crash.
 */
export class PictureStore {
  readonly #folder: string;
  readonly #read = new Map<string, Promise<PictureResult>>();
  /** Hashes known to be in catalog_pictures (written in this import or found there). */
  readonly #stored = new Set<string>();
  fetched = 0;

  constructor(folder: string) {
    this.#folder = folder;
  }

  resolve(db: Database, source: string): Promise<PictureResult> {
    const key = isUrl(source) ? source : path.resolve(this.#folder, source);
    let result = this.#read.get(key);
    if (!result) {
      result = this.#load(db, source, key);
      this.#read.set(key, result);
    }
    return result;
  }

  async #load(db: Database, source: string, key: string): Promise<PictureResult> {
    if (isUrl(source)) {
      const [known] = await db
        .select({ hash: catalogPictures.hash, contentType: catalogPictures.contentType })
        .from(catalogPictures)
        .where(eq(catalogPictures.source, source))
        .limit(1);
      if (known) {
        this.#stored.add(known.hash);
        return { picture: { ...known, bytes: null, source } };
      }
    }
    let bytes: Buffer;
    try {
      bytes = isUrl(source) ? await this.#fetch(source) : await readFile(key);
    } catch (error) {
      return { error: reasonOf(source, error) };
    }
    if (bytes.length > MAX_BYTES) return { error: `商品画像「${source}」が 10 MB を超えています` };
    let format: string | undefined;
    try {
      format = (await sharp(bytes).metadata()).format;
    } catch {
      format = undefined;
    }
    const contentType = format ? TYPES[format] : undefined;
    if (!contentType)
      return { error: `商品画像「${source}」は画像ではありません（JPEG、PNG、WebP、GIF、AVIF）` };
    const hash = createHash('sha256').update(bytes).digest('hex');
    return { picture: { hash, contentType, bytes, source: isUrl(source) ? source : key } };
  }

  async #fetch(url: string): Promise<Buffer> {
    this.fetched += 1;
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new HttpStatus(response.status);
    return Buffer.from(await response.arrayBuffer());
  }

  /** Writes the pictures not stored yet (inside the import's transaction). */
  async store(db: Database, pictures: Picture[]): Promise<void> {
    const fresh = new Map<string, Picture>();
    for (const picture of pictures)
      if (!this.#stored.has(picture.hash) && picture.bytes) fresh.set(picture.hash, picture);
    if (fresh.size === 0) return;
    const hashes = [...fresh.keys()];
    const present = new Set(
      (
        await db
          .select({ hash: catalogPictures.hash })
          .from(catalogPictures)
          .where(inArray(catalogPictures.hash, hashes))
      ).map((row) => row.hash),
    );
    const rows = [...fresh.values()].filter((picture) => !present.has(picture.hash));
    if (rows.length)
      await db
        .insert(catalogPictures)
        .values(
          rows.map((picture) => ({
            hash: picture.hash,
            source: picture.source,
            contentType: picture.contentType,
            bytes: picture.bytes!,
          })),
        )
        .onConflictDoNothing();
    for (const hash of hashes) this.#stored.add(hash);
  }

  /** Forgets what was stored: the transaction it was written in rolled back. */
  forgetStored(): void {
    this.#stored.clear();
    this.#read.clear();
  }
}

class HttpStatus extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

function reasonOf(source: string, error: unknown): string {
  if (error instanceof HttpStatus)
    return `商品画像「${source}」を取得できませんでした（HTTP ${error.status}）`;
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return `商品画像「${source}」が見つかりません`;
  if ((error as Error).name === 'TimeoutError')
    return `商品画像「${source}」の取得が時間切れになりました`;
  return isUrl(source)
    ? `商品画像「${source}」を取得できませんでした（${(error as Error).message}）`
    : `商品画像「${source}」を読み込めませんでした（${code ?? (error as Error).message}）`;
}
