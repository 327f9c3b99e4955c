/**
 * Counts the catalogue answers beside its pages (how many products match a filter, how many
 * each category holds), kept for a few seconds. Counting every match of a filter over a
 * catalogue of 100,000 products costs tens of milliseconds per request, while the page itself,
 * read through an index, costs one; and a count that lags a product's change by seconds misleads
 * no one, whereas the products, prices and stock on the page are read fresh every time.
 * A lifetime of 0 (the tests') counts on every request.
 */
export type CountsCache = {
  get<T>(key: string, count: () => Promise<T>): Promise<T>;
};

/** At most this many counts are kept; the oldest go first. */
const LIMIT = 2_000;

export function createCountsCache(lifetimeMs: number): CountsCache {
  const kept = new Map<string, { until: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, count: () => Promise<T>): Promise<T> {
      if (lifetimeMs <= 0) return count();
      const now = Date.now();
      const found = kept.get(key);
      if (found && found.until > now) return found.value as Promise<T>;
      // Requests arriving while a count runs share it instead of counting again.
      const value = count();
      kept.delete(key);
      kept.set(key, { until: now + lifetimeMs, value });
      value.catch(() => kept.delete(key));
      if (kept.size > LIMIT) kept.delete(kept.keys().next().value as string);
      return value;
    },
  };
}
