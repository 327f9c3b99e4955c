/**
 * Display formats of spec section 9: prices with thousands separators, dates as YYYY.MM.DD and
 * YYYY.MM.DD H:mm, postal codes as 3-4 digits with a hyphen.
 */

const PRICE = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

// The shop's calendar is Tokyo's: the SSR server (often UTC) and the visitor's browser must
// print the same date for the same instant, so the zone is fixed rather than taken from the host.
const TOKYO = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

export type DateInput = Date | string | number;

type TokyoParts = { year: number; month: number; day: number; hour: number; minute: number };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

// A zone-less date or date-time from the server is Tokyo wall-clock time, but `new Date` would
// read the date-time in the host's zone; both get Tokyo's fixed offset (no daylight saving).
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

function toDate(value: DateInput): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  if (!text) return null;
  const source = DATE_ONLY.test(text)
    ? `${text}T00:00:00+09:00`
    : LOCAL_DATE_TIME.test(text)
      ? `${text.replace(' ', 'T')}+09:00`
      : text;
  const date = new Date(source);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The wall-clock parts of `value` in Tokyo, or null when it is not a date. */
function tokyoParts(value: DateInput | null | undefined): TokyoParts | null {
  if (value === null || value === undefined) return null;
  const date = toDate(value);
  if (!date) return null;
  const parts: Record<string, number> = {};
  for (const part of TOKYO.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** 1234 → '1,234' (integer yen, ja-JP grouping). Anything that is not a number is returned as text. */
export function formatPrice(yen: number | string): string {
  const amount = typeof yen === 'number' ? yen : Number(String(yen).replace(/,/g, '').trim());
  if (String(yen).trim() === '' || !Number.isFinite(amount)) return String(yen);
  return PRICE.format(Math.round(amount));
}

/** 1234 → '¥1,234'. */
export const formatYen = (yen: number) => `¥${formatPrice(yen)}`;

/** '2026-04-01T00:05:00Z' → '2026.04.01' (Tokyo date); '' when it is not a date. */
export function formatDate(value: DateInput | null | undefined): string {
  const parts = tokyoParts(value);
  return parts ? `${parts.year}.${pad(parts.month)}.${pad(parts.day)}` : '';
}

/** '2026-04-01T00:05:00Z' → '2026.04.01 9:05' (Tokyo time, hour unpadded); '' when it is not a date. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const parts = tokyoParts(value);
  return parts
    ? `${parts.year}.${pad(parts.month)}.${pad(parts.day)} ${parts.hour}:${pad(parts.minute)}`
    : '';
}

/**
 * The machine-readable form for `<time dateTime>`: '2026-04-01' or '2026-04-01T09:05+09:00'
 * (Tokyo), '' when it is not a date.
 */
export function dateTimeAttribute(value: DateInput | null | undefined, withTime = false): string {
  const parts = tokyoParts(value);
  if (!parts) return '';
  const date = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
  return withTime ? `${date}T${pad(parts.hour)}:${pad(parts.minute)}+09:00` : date;
}

const POSTAL = /^(\d{3})-?(\d{4})$/;

/** '1000001' or '100-0001' → '100-0001'; anything else is returned unchanged. */
export function formatPostalCode(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const match = POSTAL.exec(value.trim());
  return match ? `${match[1]}-${match[2]}` : value;
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  jcb: 'JCB',
  amex: 'American Express',
  diners: 'Diners Club',
};

/** A card brand code ('visa') as printed on the card; an unknown one as クレジットカード. */
export const cardBrandName = (brand: string) => CARD_BRANDS[brand] ?? 'クレジットカード';

/** '************1111' → '**** **** **** 1111' (groups of four from the end, as printed). */
export function formatCardNumber(masked: string): string {
  const groups: string[] = [];
  for (let end = masked.length; end > 0; end -= 4)
    groups.unshift(masked.slice(Math.max(0, end - 4), end));
  return groups.join(' ');
}

/** A card's expiry yyyymm → '12/2027' (月/年, as on the card). */
export function formatCardExpiry(expiration: string): string {
  return /^\d{6}$/.test(expiration)
    ? `${expiration.slice(4)}/${expiration.slice(0, 4)}`
    : expiration;
}
