/**
 * What `make` made of a store slice last time, made again only when the slice holds other values.
 * The store's state is immutable, so a slice whose top-level fields are the same values as last
 * time (answers the theme server shares between requests, a slice's initial state) is the same
 * data, whatever object the request's store wraps them in. A slice with no fields is made each time.
 */
export function sliceMemo<T>(make: (slice: string, value: unknown) => T) {
  const last = new Map<string, { fields: unknown[]; made: T }>();
  return (slice: string, value: unknown): T => {
    const fields: unknown[] = [];
    if (value !== null && typeof value === 'object')
      for (const [key, field] of Object.entries(value)) fields.push(key, field);
    const seen = last.get(slice);
    if (
      fields.length > 0 &&
      seen?.fields.length === fields.length &&
      seen.fields.every((field, i) => field === fields[i])
    )
      return seen.made;
    const made = make(slice, value);
    if (fields.length > 0) last.set(slice, { fields, made });
    return made;
  };
}
