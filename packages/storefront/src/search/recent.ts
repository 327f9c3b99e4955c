/** Where the browser keeps the shopper's recent header searches (never sent anywhere). */
export const RECENT_SEARCHES_KEY = 'mise.recentSearches';
export const RECENT_SEARCHES_MAX = 5;

/** The recent words, newest first; none where storage is off or holds something else. */
export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored
          .filter((word): word is string => typeof word === 'string')
          .slice(0, RECENT_SEARCHES_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Puts a word first (once), keeping the newest few. */
export function rememberSearch(word: string): string[] {
  const trimmed = word.trim();
  const next = trimmed
    ? [trimmed, ...readRecentSearches().filter((old) => old !== trimmed)].slice(
        0,
        RECENT_SEARCHES_MAX,
      )
    : readRecentSearches();
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Private browsing or a full storage: the search itself goes on.
  }
  return next;
}

/** Text as search compares it: width, case and katakana/hiragana do not matter. */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}
