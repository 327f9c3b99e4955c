/** The rows of the Japanese syllabary an index of names is grouped by, in order. */
const ROWS = [
  ['あ', 'あいうえおぁぃぅぇぉ'],
  ['か', 'かきくけこがぎぐげご'],
  ['さ', 'さしすせそざじずぜぞ'],
  ['た', 'たちつてとだぢづでどっ'],
  ['な', 'なにぬねの'],
  ['は', 'はひふへほばびぶべぼぱぴぷぺぽ'],
  ['ま', 'まみむめも'],
  ['や', 'やゆよゃゅょ'],
  ['ら', 'らりるれろ'],
  ['わ', 'わをんゎ'],
] as const;

const OTHER = '英数・その他';

/** The row of a reading (katakana or hiragana): 'ミセ' → 'ま'; anything else → 英数・その他. */
export function kanaRow(reading: string): string {
  const first = reading.normalize('NFKC').charAt(0);
  // Katakana to hiragana, so one table serves both.
  const hiragana = /[\u30a1-\u30f6]/.test(first)
    ? String.fromCharCode(first.charCodeAt(0) - 0x60)
    : first;
  return ROWS.find(([, members]) => members.includes(hiragana))?.[0] ?? OTHER;
}

/** Items grouped by the row of their reading, rows in syllabary order, items by reading. */
export function groupByKana<T>(items: readonly T[], reading: (item: T) => string) {
  const order = [...ROWS.map(([row]) => row), OTHER];
  const groups = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => reading(a).localeCompare(reading(b), 'ja'));
  for (const item of sorted) {
    const row = kanaRow(reading(item));
    groups.set(row, [...(groups.get(row) ?? []), item]);
  }
  return order.flatMap((row) => {
    const list = groups.get(row);
    return list ? [{ row, items: list }] : [];
  });
}
