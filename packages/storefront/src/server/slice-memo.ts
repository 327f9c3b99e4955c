/**
 * Whether two values of a slice's field hold the same data: the same value, or arrays or plain
 * objects of the same values in the same order. A request's store makes some fields anew around
 * shared data — an initial state's empty list, a list's paging, a map of shared answers — and
 * the state is immutable, so equal contents are equal data.
 */
function sameField(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => item === b[i])
    );
  const keys = Object.keys(a);
  const other = Object.keys(b);
  return (
    keys.length === other.length &&
    keys.every(
      (key, i) =>
        key === other[i] &&
        (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key],
    )
  );
}

/**
 * What `make` made of a store slice last time, made again only when the slice holds other data:
 * its top-level fields the same values as last time (answers the theme server shares between
 * requests, a slice's initial state), or lists and objects of the same values (sameField),
 * whatever object the request's store wraps them in. A slice with no fields is made each time.
 */
export function sliceMemo<T>(make: (slice: string, value: unknown) => T) {
  const last = new Map<string, { value: unknown; fields: unknown[]; made: T }>();
  return (slice: string, value: unknown): T => {
    const seen = last.get(slice);
    // The very object of last time, as every untouched slice of a store made from nothing is
    // (one frozen initial state, store's reducer.ts): nothing to compare.
    if (seen !== undefined && seen.value === value) return seen.made;
    const fields: unknown[] = [];
    if (value !== null && typeof value === 'object')
      for (const [key, field] of Object.entries(value)) fields.push(key, field);
    if (
      fields.length > 0 &&
      seen?.fields.length === fields.length &&
      seen.fields.every((field, i) => sameField(field, fields[i]))
    )
      return seen.made;
    const made = make(slice, value);
    if (fields.length > 0) last.set(slice, { value, fields, made });
    return made;
  };
}
