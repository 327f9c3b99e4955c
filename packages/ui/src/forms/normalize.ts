/**
 * Gentle clean-ups applied when the shopper leaves a field: Japanese IMEs often produce
 * full-width digits or hiragana where the rules of @mise/validation want half-width digits
 * or katakana, and fixing that for them beats an error message.
 */

const HALF_WIDTH_KATAKANA = /[\uFF61-\uFF9F]+/gu;
const HIRAGANA = /[\u3041-\u3096\u309D\u309E]/gu;
/** Offset from a hiragana to its katakana (あ U+3042 → ア U+30A2). */
const KANA_OFFSET = 0x60;

/**
 * Hiragana and half-width katakana to full-width katakana (やまだ → ヤマダ, ﾔﾏﾀﾞ → ヤマダ).
 * Everything else is kept, so that the kana rule can still report what is wrong.
 */
export function toKatakana(value: string): string {
  return value
    .replace(HALF_WIDTH_KATAKANA, (run) => run.normalize('NFKC'))
    .replace(HIRAGANA, (char) => String.fromCharCode(char.charCodeAt(0) + KANA_OFFSET));
}

const FULL_WIDTH_DIGIT = /[０-９]/gu;
/** Full-width ASCII sits this far above its half-width form (０ U+FF10 → 0 U+0030). */
const FULL_WIDTH_OFFSET = 0xfee0;
/** Full-width hyphen, the long-vowel mark and the dashes an IME offers for 「-」. */
const HYPHEN_LIKE = /[－ー‐‑–—―−]/gu;

/** Full-width digits and hyphen look-alikes to half-width (０９０ー１２３４ → 090-1234). */
export function toHalfWidthDigits(value: string): string {
  return value
    .replace(FULL_WIDTH_DIGIT, (char) =>
      String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET),
    )
    .replace(HYPHEN_LIKE, '-');
}

/** The digits of a postal code as typed in any width, without the hyphen (１２３－４５６７ → 1234567). */
export function postalDigits(value: string): string {
  return toHalfWidthDigits(value).replace(/\D/gu, '');
}
