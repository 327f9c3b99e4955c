import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';

const MAX_INT = 2_147_483_647;

/**
 * A whole number of a column: full-width digits and thousands separators (「１，２００」, "1,200")
 * as spreadsheets write them, Shopify's "1200.00"; undefined when empty. A reason is reported
 * (in the column's own name) for anything else.
 */
export function wholeNumber(
  text: string,
  column: string,
  report: (message: string) => void,
): number | undefined {
  const plain = text
    .normalize('NFKC')
    .replace(/[,\s]/g, '')
    .replace(/^¥|円$/g, '');
  if (plain === '') return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(plain)) {
    report(`${column}が数値ではありません（${text}）`);
    return undefined;
  }
  const value = Number(plain);
  if (!Number.isInteger(value)) {
    report(`${column}に小数は使えません（${text}）`);
    return undefined;
  }
  if (value < 0) {
    report(`${column}がマイナスです（${text}）`);
    return undefined;
  }
  if (value > MAX_INT) {
    report(`${column}が大きすぎます（${text}）`);
    return undefined;
  }
  return value;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A key for a URL from a code or handle: kept (lower-cased) when it is already URL-safe ASCII,
 * else a digest of it, so the same code always gives the same key (what makes a re-import
 * update rather than add).
 */
export function keyOf(text: string, prefix = ''): string {
  const lower = text.normalize('NFKC').trim().toLowerCase();
  if (/^[a-z0-9][a-z0-9_-]{0,79}$/.test(lower)) return `${prefix}${lower}`;
  return `${prefix}x-${hashOf(lower).slice(0, 20)}`;
}

/** The key of a category, brand, maker or tag made by an import (these keys allow no dots). */
export const nameKey = (kind: string, name: string) => `imp-${kind}-${hashOf(name).slice(0, 16)}`;

/**
 * Operator HTML from another system: the elements and attributes a product description uses,
 * no scripts, handlers, frames or styles (the storefront's RichContent purifies again on display).
 */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'span',
      'font',
      'del',
      'ins',
      'small',
      'sub',
      'sup',
    ],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel', 'title'],
      img: ['src', 'alt', 'width', 'height', 'title'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      font: ['color', 'size'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  }).trim();
}

/** Text as HTML paragraphs, for a description written as plain text. */
export function textToHtml(text: string): string {
  const escaped = text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
  return escaped
    .split(/\r?\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** A description cell as stored HTML: markup cleaned, plain text turned into paragraphs. */
export function descriptionOf(cell: string): string {
  const text = cell.trim();
  if (text === '') return '';
  return /<[a-z!/][^>]*>/i.test(text) ? cleanHtml(text) : textToHtml(text);
}

/**
 * The tax-excluded price that shows as `price` once tax is added (catalog.ts floors
 * price × (100 + rate) / 100): the least such price; the nearest below when none exactly does.
 */
export function withoutTax(price: number, rate: number): number {
  const candidate = Math.ceil((price * 100) / (100 + rate));
  return Math.floor((candidate * (100 + rate)) / 100) === price
    ? candidate
    : Math.floor((price * 100) / (100 + rate));
}

/** Comma-separated names (EC-CUBE's multi-valued cells, Shopify's Tags), trimmed, no empties. */
export const listOf = (cell: string) =>
  cell
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * A category cell's path, top first: "食品 > お菓子 > クッキー". The shop's tree has three levels:
 * a deeper path (Shopify's taxonomy) keeps its two top levels and its leaf.
 */
export function categoryPath(cell: string): string[] {
  const parts = cell
    .split(/\s*[>＞]\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parts.length > 3 ? [parts[0]!, parts[1]!, parts[parts.length - 1]!] : parts;
}
