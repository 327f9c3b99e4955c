import { addBusinessDays, addDays, isBusinessDay, todayInJapan } from '../business-days.js';
import type { BusinessCalendar } from '../business-days.js';

/** Delivery time slots a shipping may ask for ('' = no preference). */
export const DELIVERY_TIMEZONES = [
  { code: '', name: '指定なし' },
  { code: '08-12', name: '午前中' },
  { code: '14-16', name: '14時〜16時' },
  { code: '16-18', name: '16時〜18時' },
  { code: '18-20', name: '18時〜20時' },
  { code: '19-21', name: '19時〜21時' },
] as const;

export const TIMEZONE_CODES: ReadonlySet<string> = new Set(DELIVERY_TIMEZONES.map((t) => t.code));

/** Prefectures a parcel takes two days to reach from the warehouse (Hokkaido, Okinawa, Kyushu). */
const FAR_PREFECTURES: ReadonlySet<string> = new Set([
  '北海道',
  '沖縄県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
]);

export const deliveryDays = (prefecture: string) => (FAR_PREFECTURES.has(prefecture) ? 2 : 1);

export type LeadtimeInput = {
  now: Date;
  calendar: BusinessCalendar;
  /** ORDER.LEADTIME.CUTOFF_HOUR, Japan time. */
  cutoffHour: number;
  /** ORDER.LEADTIME.PREPARING_DAYS, business days. */
  preparingDays: number;
  /** Gift wrap or のし takes one more business day. */
  hasPacking: boolean;
  prefecture: string;
  /** How many dates to offer from the earliest. */
  dateCount: number;
};

export type Leadtime = { ship_date: string; earliest_date: string; dates: string[] };

/**
 * When a shipping can arrive. An order placed on a business day before the cut-off hour (Japan
 * time) starts today, otherwise on the next business day; preparing takes `preparingDays`
 * business days from then (one more with packing), and delivery 1 calendar day (2 for far
 * prefectures). Dates are YYYY-MM-DD in Japan.
 */
export function leadtime(input: LeadtimeInput): Leadtime {
  const today = todayInJapan(input.now);
  const hour = (input.now.getUTCHours() + 9) % 24;
  const startsToday = isBusinessDay(input.calendar, today) && hour < input.cutoffHour;
  const start = startsToday ? today : addBusinessDays(input.calendar, addDays(today, 1), 0);
  const shipDate = addBusinessDays(
    input.calendar,
    start,
    input.preparingDays + (input.hasPacking ? 1 : 0),
  );
  const earliest = addDays(shipDate, deliveryDays(input.prefecture));
  const dates = Array.from({ length: input.dateCount }, (_, i) => addDays(earliest, i));
  return { ship_date: shipDate, earliest_date: earliest, dates };
}

/** Delivery time slots as the leadtime call names them ('08-12' → 午前中, '14-16' → 14時〜16時). */
export function timezoneName(code: string | null): string {
  if (!code) return '指定なし';
  if (code === '08-12') return '午前中';
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(code);
  return match ? `${Number(match[1])}時〜${Number(match[2])}時` : code;
}
