/** An answer kept for anonymous readers: its body, validator and the headers that go with it. */
export type CachedResponse = {
  body: string;
  etag: string;
  headers: Record<string, string>;
};

export type ResponseCache = {
  /** The answer stored under `key` for this generation of the catalogue, while it is fresh. */
  get(key: string, generation: number): CachedResponse | undefined;
  set(key: string, generation: number, response: CachedResponse): void;
};

type Entry = CachedResponse & { generation: number; until: number };

export type ResponseCacheOptions = {
  /**
   * Longest an answer is kept even when nothing is written: what changes by the clock alone
   * (a banner's or a sale's period starting) shows at most this late.
   */
  lifetimeMs: number;
  /** Bodies kept in all, in UTF-16 code units; the least recently used go first. */
  maxSize?: number;
};

const DEFAULT_MAX_SIZE = 64 * 1024 * 1024;

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const maxSize = options.maxSize ?? DEFAULT_MAX_SIZE;
  const entries = new Map<string, Entry>();
  let size = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    size -= entry.body.length;
  };

  return {
    get(key, generation) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== generation || entry.until <= Date.now()) {
        remove(key, entry);
        return undefined;
      }
      // Most recently used last, so eviction takes from the front.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, generation, response) {
      if (options.lifetimeMs <= 0 || response.body.length > maxSize / 16) return;
      const old = entries.get(key);
      if (old) remove(key, old);
      entries.set(key, { ...response, generation, until: Date.now() + options.lifetimeMs });
      size += response.body.length;
      for (const [oldest, entry] of entries) {
        if (size <= maxSize) break;
        remove(oldest, entry);
      }
    },
  };
}
