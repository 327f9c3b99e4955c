/**
 * Keyword search over Japanese product text. Shoppers type the same word in many ways: 「ティーシャツ」
 * or 「てぃーしゃつ」, full-width 「ＴＳＨＩＲＴ」 or half-width ｶﾀｶﾅ. Both the stored search column and
 * the query go through the same folding — NFKC (widths), lower case, katakana to hiragana — so a
 * plain substring match finds them all.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60))
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most this many words of a keyword are matched (all of them must occur). */
export const MAX_SEARCH_WORDS = 10;

/** The folded words of a keyword, split on spaces of either width; duplicates dropped. */
export function searchWords(keyword: string): string[] {
  const folded = foldSearchText(keyword);
  if (folded === '') return [];
  return [...new Set(folded.split(' '))].slice(0, MAX_SEARCH_WORDS);
}

/** A LIKE pattern matching the word anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
