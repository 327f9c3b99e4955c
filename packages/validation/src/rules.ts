import { mixed, number, string } from 'yup';
import type { AnyObject, MixedSchema, NumberSchema, Schema, StringSchema, TestContext } from 'yup';
import { messages } from './messages.js';
import { PREFECTURES } from './options.js';

/**
 * One builder per rule. Each takes the value as a form holds it (strings from inputs,
 * numbers where a control produces them) and, unless the rule itself says "required",
 * lets an empty value pass, so that optional fields can use it; required fields chain
 * `.required(messages.required(label))` or use `required(label)`.
 */

type Text = StringSchema<string | null | undefined>;

/** Empty as a form means it: nothing, blank text, no selection, an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** Trimmed optional text: the base of the text rules. */
export function text(label: string): Text {
  return string().label(label).nullable().transform(trimmed);
}

/** Text that passes when blank and otherwise must match `pattern`. */
function pattern(label: string, name: string, regex: RegExp, message: string): Text {
  return text(label).test(name, message, (value) => isBlank(value) || regex.test(value ?? ''));
}

export function required(label: string) {
  return text(label).required(messages.required(label));
}

export function maxLength(label: string, max: number): Text {
  return text(label).max(max, messages.maxLength(label, max));
}

export function email(label: string): Text {
  return text(label).email(messages.email(label)).max(255, messages.maxLength(label, 255));
}

export function url(label: string): Text {
  return text(label).url(messages.url(label)).max(2000, messages.maxLength(label, 2000));
}

/** Half-width ASCII (U+0020–U+007E) and half-width katakana (U+FF61–U+FF9F) are refused. */
export function fullWidthName(label: string): Text {
  return pattern(
    label,
    'fullWidth',
    /^[^\u0020-\u007E\uFF61-\uFF9F]*$/u,
    messages.fullWidth(label),
  );
}

/**
 * Full-width katakana. Also allowed: spaces (full- and half-width), the long-vowel mark,
 * the middle dot and Japanese punctuation. Half-width katakana such as ｶﾅ is refused.
 */
export function kana(label: string): Text {
  return pattern(
    label,
    'kana',
    /^[\u30A1-\u30FA\u30FC\u30FB\u30FD\u30FE\u31F0-\u31FF\u3000 、。，．「」（）－]*$/u,
    messages.kana(label),
  );
}

/** Japanese postal code: 3 half-width digits, an optional hyphen, 4 digits (123-4567, 1234567). */
export function post(label: string): Text {
  return pattern(label, 'post', /^\d{3}-?\d{4}$/, messages.post(label));
}

/** Postal code as exactly 7 half-width digits, no hyphen (the business variant's form). */
export function postalCode7(label: string): Text {
  return pattern(label, 'postalCode7', /^\d{7}$/, messages.postalCode7(label));
}

/**
 * Japanese phone number. Without hyphens: 0 then 9–10 digits. With hyphens: 0 followed by
 * three groups of 1–4 digits (03-1234-5678, 090-1234-5678, 0120-123-456).
 */
export function tel(label: string): Text {
  return pattern(label, 'tel', /^(0\d{9,10}|0\d{1,4}-\d{1,4}-\d{1,4})$/, messages.tel(label));
}

/** Phone as the member forms hold it: half-width digits only, at most 11. */
export function phoneDigits(label: string): Text {
  return pattern(label, 'phoneDigits', /^\d{1,11}$/, messages.phoneDigits(label));
}

/** Half-width letters and digits only. */
export function halfWidthAlphaNum(label: string): Text {
  return pattern(label, 'halfWidthAlphaNum', /^[A-Za-z0-9]+$/, messages.halfWidthAlphaNum(label));
}

/** Half-width digits only (counts such as the number of employees). */
export function halfWidthDigits(label: string): Text {
  return pattern(label, 'halfWidthDigits', /^\d+$/, messages.integer(label));
}

/** A number (or numeric text) with at most `max` decimal places; empty passes. */
export function decimal(
  label: string,
  max: number,
): MixedSchema<string | number | null | undefined> {
  const regex = max > 0 ? new RegExp(`^-?\\d+(\\.\\d{1,${max}})?$`) : /^-?\d+$/;
  return mixed<string | number>()
    .label(label)
    .nullable()
    .test('decimal', messages.decimal(label, max), (value) => {
      if (isBlank(value)) return true;
      if (typeof value === 'number') return Number.isFinite(value) && regex.test(String(value));
      return typeof value === 'string' && regex.test(value.trim());
    });
}

/** A numeric value between `min` and `max` inclusive; empty and non-numeric values pass. */
export function range<S extends Schema>(schema: S, label: string, min: number, max: number): S {
  return schema.test('range', messages.range(label, min, max), (value: unknown) => {
    if (isBlank(value)) return true;
    const n = Number(value);
    return Number.isNaN(n) || (n >= min && n <= max);
  });
}

/**
 * "At least one of these": fails only when this value and every field named in
 * `otherFieldNames` (siblings in the same object) are empty. Put the field's own rules
 * in `schema` to combine them, e.g. `requiredWithoutAll(['cell_phone_number'], phoneDigits('電話番号'))`.
 */
export function requiredWithoutAll<S extends Schema = MixedSchema<unknown>>(
  otherFieldNames: readonly string[],
  schema?: S,
): S {
  const base = (schema ?? mixed().nullable()) as Schema;
  return base.test(
    'requiredWithoutAll',
    messages.requiredWithoutAll,
    function (this: TestContext<AnyObject>, value: unknown) {
      if (!isBlank(value)) return true;
      const parent = (this.parent ?? {}) as Record<string, unknown>;
      return otherFieldNames.some((name) => !isBlank(parent[name]));
    },
  ) as S;
}

/** A date as a form holds it: 'YYYY-MM-DD' text, a Date, or {year, month, day} parts. */
export type DateParts = { year?: unknown; month?: unknown; day?: unknown };
export type DateInput = string | Date | DateParts | null | undefined;

function isBlankDate(value: DateInput): boolean {
  if (value instanceof Date) return false;
  if (value !== null && typeof value === 'object') {
    return isBlank(value.year) && isBlank(value.month) && isBlank(value.day);
  }
  return isBlank(value);
}

/** The calendar date of a form value, or null when it is not a real date. */
export function toCalendarDate(value: DateInput): Date | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? null
      : new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()));
  }
  let joined: string;
  if (value !== null && typeof value === 'object') {
    // Parts from year/month/day selects are joined with hyphens, as the spec's rule does.
    const part = (v: unknown) =>
      typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
    joined = [part(value.year), part(value.month), part(value.day)].join('-');
  } else {
    joined = String(value ?? '').trim();
  }
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(joined);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

function today(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

const dateSchema = (label: string) => mixed<string | Date | DateParts>().label(label).nullable();

/** A birth date: a real calendar date, not in the future and not before 1900. */
export function dateBirth(
  label: string,
): MixedSchema<string | Date | DateParts | null | undefined> {
  return dateSchema(label).test('dateBirth', messages.dateBirth, (value) => {
    if (isBlankDate(value)) return true;
    const date = toCalendarDate(value);
    return date !== null && date.getUTCFullYear() >= 1900 && date <= today();
  });
}

/** Any real calendar date (delivery dates, reference periods). */
export function date(label: string): MixedSchema<string | Date | DateParts | null | undefined> {
  return dateSchema(label).test(
    'date',
    messages.date(label),
    (value) => isBlankDate(value) || toCalendarDate(value) !== null,
  );
}

/** A real date that is today or later. */
export function futureDate(
  label: string,
): MixedSchema<string | Date | DateParts | null | undefined> {
  return date(label).test('futureDate', messages.pastDate(label), (value) => {
    const day = isBlankDate(value) ? null : toCalendarDate(value);
    return day === null || day >= today();
  });
}

/**
 * The end of a period: same day as or after the sibling field `startFieldName`.
 * Passes while either date is empty or not a real date (other rules report those).
 */
export function minDate(
  label: string,
  startFieldName: string,
): MixedSchema<string | Date | DateParts | null | undefined> {
  return date(label).test(
    'minDate',
    messages.minDate,
    function (this: TestContext<AnyObject>, value) {
      const start = (this.parent as Record<string, DateInput> | undefined)?.[startFieldName];
      if (isBlankDate(value) || isBlankDate(start)) return true;
      const [from, to] = [toCalendarDate(start), toCalendarDate(value)];
      return from === null || to === null || to >= from;
    },
  );
}

/**
 * Password: required; at least 8 characters; half-width letters combined with digits;
 * the symbols - _ . are allowed. Not trimmed: spaces are characters of a password.
 */
export function password(label: string) {
  return string()
    .label(label)
    .nullable()
    .required(messages.required(label))
    .min(8, messages.minLength(label, 8))
    .max(128, messages.maxLength(label, 128))
    .matches(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d._-]+$/, messages.password(label));
}

/** One of the option codes; '' (nothing chosen) counts as empty. */
export function code<V extends number | string>(
  label: string,
  options: readonly { readonly value: V }[],
): MixedSchema<V | null | undefined> {
  const values = options.map((option) => String(option.value));
  // Radio and select inputs hold text; numeric codes are cast back to numbers.
  const numeric = options.every((option) => typeof option.value === 'number');
  return mixed<V>()
    .label(label)
    .nullable()
    .transform((value: unknown) => {
      if (value === '') return undefined;
      return numeric && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    })
    .test(
      'oneOf',
      messages.select(label),
      (value) => isBlank(value) || values.includes(String(value)),
    );
}

export function prefecture(label: string): Text {
  const names = PREFECTURES.map((p) => p.label);
  return text(label).test(
    'prefecture',
    messages.select(label),
    (value) => isBlank(value) || names.includes(value ?? ''),
  );
}

/** A whole number in [min, max], also accepted as half-width digits text. */
export function integer(
  label: string,
  min: number,
  max: number,
): NumberSchema<number | null | undefined> {
  return number()
    .label(label)
    .nullable()
    .transform((value: number, original: unknown) => (isBlank(original) ? undefined : value))
    .typeError(messages.integer(label))
    .integer(messages.integer(label))
    .min(min, messages.range(label, min, max))
    .max(max, messages.range(label, min, max));
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Card number: 14–16 half-width digits with a valid check digit. */
export function cardNumber(label: string): Text {
  return pattern(label, 'cardNumber', /^\d{14,16}$/, messages.cardNumber(label)).test(
    'cardNumberChecksum',
    messages.cardNumberChecksum(label),
    (value) => isBlank(value) || !/^\d{14,16}$/.test(value ?? '') || luhn(value ?? ''),
  );
}

/** Name on the card: half-width letters, spaces and . ' - */
export function cardName(label: string): Text {
  return pattern(label, 'cardName', /^[A-Za-z][A-Za-z .'-]*$/, messages.cardName(label));
}

/** Card expiry as yyyymm (e.g. 202812), not before the current month. */
export function cardExpiry(label: string): Text {
  const format = /^(\d{4})(0[1-9]|1[0-2])$/;
  return pattern(label, 'cardExpiry', format, messages.cardExpiry(label)).test(
    'cardExpired',
    messages.cardExpired(label),
    (value) => {
      const match = format.exec(value ?? '');
      if (!match) return true;
      const now = new Date();
      return (
        Number(match[1]) * 100 + Number(match[2]) >= now.getFullYear() * 100 + now.getMonth() + 1
      );
    },
  );
}

/** Card security code: 3 or 4 half-width digits. */
export function securityCode(label: string): Text {
  return pattern(label, 'securityCode', /^\d{3,4}$/, messages.securityCode(label));
}
