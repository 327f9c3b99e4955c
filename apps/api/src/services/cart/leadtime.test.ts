import { describe, expect, it } from 'vitest';
import type { BusinessCalendar } from '../business-days.js';
import { leadtime } from './leadtime.js';

const standard: BusinessCalendar = {
  closedWeekdays: new Set([0, 6]),
  closedOnPublicHolidays: true,
  exceptions: new Map([
    ['2026-12-29', { isHoliday: true, name: '年末年始休業' }],
    ['2026-12-30', { isHoliday: true, name: '年末年始休業' }],
    ['2026-12-31', { isHoliday: true, name: '年末年始休業' }],
    ['2027-01-04', { isHoliday: true, name: '年末年始休業' }],
  ]),
};

/** A moment given in Japan time. */
const jst = (local: string) => new Date(`${local}+09:00`);

const at = (local: string, extra: Partial<Parameters<typeof leadtime>[0]> = {}) =>
  leadtime({
    now: jst(local),
    calendar: standard,
    cutoffHour: 12,
    preparingDays: 1,
    hasPacking: false,
    prefecture: '東京都',
    dateCount: 14,
    ...extra,
  });

describe('shipping lead time', () => {
  it('an order on a business morning ships the next business day and arrives the day after', () => {
    // Wednesday 2026-11-18, 11:59 in Japan.
    expect(at('2026-11-18T11:59:00')).toMatchObject({
      ship_date: '2026-11-19',
      earliest_date: '2026-11-20',
    });
  });

  it('from the cut-off hour on, preparing starts the next business day', () => {
    expect(at('2026-11-18T12:00:00')).toMatchObject({
      ship_date: '2026-11-20',
      earliest_date: '2026-11-21',
    });
  });

  it('uses Japan time, not the server clock: 02:30 UTC is 11:30 in Japan', () => {
    const result = leadtime({
      now: new Date('2026-11-18T02:30:00Z'),
      calendar: standard,
      cutoffHour: 12,
      preparingDays: 1,
      hasPacking: false,
      prefecture: '東京都',
      dateCount: 3,
    });
    expect(result.ship_date).toBe('2026-11-19');
    expect(result.dates).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('skips the weekend and the public holiday after a Friday afternoon order', () => {
    // Friday 2026-11-20 after the cut-off; Monday 11-23 is 勤労感謝の日.
    expect(at('2026-11-20T15:00:00')).toMatchObject({
      ship_date: '2026-11-25',
      earliest_date: '2026-11-26',
    });
    // A Saturday morning order waits for the first business day too.
    expect(at('2026-11-21T09:00:00').ship_date).toBe('2026-11-25');
  });

  it('opens on a special business day the shop declared', () => {
    const open = new Map(standard.exceptions);
    open.set('2026-11-23', { isHoliday: false, name: '特別営業' });
    expect(
      at('2026-11-20T15:00:00', { calendar: { ...standard, exceptions: open } }).ship_date,
    ).toBe('2026-11-24');
  });

  it('waits out the year-end closing', () => {
    expect(at('2026-12-28T13:00:00')).toMatchObject({
      ship_date: '2027-01-06',
      earliest_date: '2027-01-07',
    });
  });

  it('adds a business day for packing and a delivery day for far prefectures', () => {
    expect(at('2026-11-18T09:00:00', { hasPacking: true }).ship_date).toBe('2026-11-20');
    expect(at('2026-11-18T09:00:00', { prefecture: '北海道' }).earliest_date).toBe('2026-11-21');
    expect(at('2026-11-18T09:00:00', { prefecture: '鹿児島県' }).earliest_date).toBe('2026-11-21');
  });

  it('offers 14 consecutive dates from the earliest', () => {
    const { dates, earliest_date } = at('2026-11-18T09:00:00');
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe(earliest_date);
    expect(dates[13]).toBe('2026-12-03');
  });
});
