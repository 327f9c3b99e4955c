/** A memorial route's key as its id (null when it cannot be one: the page says not found). */
export function memorialIdOf(key: string): number | null {
  const id = Number(key);
  return Number.isInteger(id) && id > 0 ? id : null;
}
