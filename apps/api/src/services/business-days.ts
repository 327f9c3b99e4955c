import holidayJp from '@holiday-jp/holiday_jp';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { businessCalendars, businessDates } from '../db/schema.js';

/**
 * The shop's business days: weekly closing days, Japanese public holidays (from
 * @holiday-jp/holiday_jp, shipped with the package) and the shop's own exceptions.
 * Dates are calendar dates in Japan, written YYYY-MM-DD; no time zone enters the arithmetic.
 */
export type BusinessCalendar = {
  /** 0 = Sunday … 6 = Saturday. */
  closedWeekdays: ReadonlySet<number>;
  closedOnPublicHolidays: boolean;
  /** Shop holidays (true) and special business days (false) by date. */
  exceptions: ReadonlyMap<string, { isHoliday: boolean; name: string }>;
};

export type BusinessDay = {
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** The public holiday's name (元日, 振替休日, ...) or null. */
  public_holiday: string | null;
  /** The shop's own holiday or special business day, or null. */
  shop_event: string | null;
  /** The shop is closed: no shipping, no replies. */
  is_holiday: boolean;
  is_business_day: boolean;
};

/** Saturday and Sunday closed, public holidays closed: the rule when a shop has none stored. */
export const DEFAULT_CLOSED_WEEKDAYS = [0, 6] as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether a YYYY-MM-DD string names a real date (2026-02-30 does not). */
export function isValidDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtc(value: string): number {
  if (!isValidDate(value)) throw new RangeError(`Not a date: ${value}`);
  return Date.parse(`${value}T00:00:00Z`);
}

const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Today's date in Japan. */
export function todayInJapan(now: Date = new Date()): string {
  return fromUtc(now.getTime() + 9 * 3_600_000);
}

const publicHolidays = holidayJp.holidays as Readonly<Record<string, { name: string } | undefined>>;

/** The Japanese public holiday on a date, or null. */
export function publicHolidayName(date: string): string | null {
  return publicHolidays[date]?.name ?? null;
}

export function describeDay(calendar: BusinessCalendar, date: string): BusinessDay {
  const weekday = new Date(toUtc(date)).getUTCDay();
  const holiday = publicHolidayName(date);
  const exception = calendar.exceptions.get(date);
  const closed = exception
    ? exception.isHoliday
    : calendar.closedWeekdays.has(weekday) || (calendar.closedOnPublicHolidays && holiday !== null);
  return {
    date,
    weekday,
    public_holiday: holiday,
    shop_event: exception?.name ?? null,
    is_holiday: closed,
    is_business_day: !closed,
  };
}

export function isBusinessDay(calendar: BusinessCalendar, date: string): boolean {
  return describeDay(calendar, date).is_business_day;
}

/** A calendar that is closed every day would never find a business day: stop looking after this. */
const MAX_SEARCH_DAYS = 366;

/**
 * The business day `days` business days after `date`: with 0, `date` itself when it is a
 * business day, else the next one. Used for shipping lead times (発送予定日).
 */
export function addBusinessDays(calendar: BusinessCalendar, date: string, days: number): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a whole number ≥ 0');
  let current = date;
  let searched = 0;
  while (!isBusinessDay(calendar, current)) {
    current = addDays(current, 1);
    if (++searched > MAX_SEARCH_DAYS) throw new Error('No business day within a year');
  }
  for (let left = days; left > 0;) {
    current = addDays(current, 1);
    if (++searched > MAX_SEARCH_DAYS * (days + 1)) throw new Error('No business day within a year');
    if (isBusinessDay(calendar, current)) left -= 1;
  }
  return current;
}

/** Every day from `start` to `end` inclusive. */
export function describeRange(calendar: BusinessCalendar, start: string, end: string) {
  const days: BusinessDay[] = [];
  for (let date = start; date <= end; date = addDays(date, 1))
    days.push(describeDay(calendar, date));
  return days;
}

/** Every day from `start` to `end` inclusive, grouped by month (YYYY-MM), in order. */
export function describeMonths(calendar: BusinessCalendar, start: string, end: string) {
  const months = new Map<string, BusinessDay[]>();
  for (const day of describeRange(calendar, start, end)) {
    const month = day.date.slice(0, 7);
    const list = months.get(month) ?? [];
    list.push(day);
    months.set(month, list);
  }
  return [...months].map(([month, dates]) => ({ month, dates }));
}

/** The first and last day of `count` months from the month of `date` (YYYY-MM-DD). */
export function monthsFrom(date: string, count: number): { start: string; end: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const start = `${date.slice(0, 7)}-01`;
  // Day 0 of the month after the last one is the last one's final day.
  const last = new Date(Date.UTC(year, month - 1 + count, 0));
  return { start, end: last.toISOString().slice(0, 10) };
}

/** The shop's calendar as stored (the default rule when the shop has none). */
export async function loadBusinessCalendar(
  db: Database,
  channelId: string,
): Promise<BusinessCalendar> {
  const [rule] = await db
    .select()
    .from(businessCalendars)
    .where(eq(businessCalendars.channelId, channelId));
  const rows = await db
    .select({
      date: businessDates.date,
      isHoliday: businessDates.isHoliday,
      name: businessDates.name,
    })
    .from(businessDates)
    .where(eq(businessDates.channelId, channelId));
  return {
    closedWeekdays: new Set(rule?.closedWeekdays ?? DEFAULT_CLOSED_WEEKDAYS),
    closedOnPublicHolidays: rule?.closedOnPublicHolidays ?? true,
    exceptions: new Map(
      rows.map((row) => [row.date, { isHoliday: row.isHoliday, name: row.name }]),
    ),
  };
}
