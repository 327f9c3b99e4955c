import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  describeDay,
  isBusinessDay,
  monthsFrom,
  isValidDate,
  publicHolidayName,
  todayInJapan,
} from './business-days.js';
import type { BusinessCalendar } from './business-days.js';

const weekdaysOnly: BusinessCalendar = {
  closedWeekdays: new Set([0, 6]),
  closedOnPublicHolidays: true,
  exceptions: new Map([
    ['2026-12-29', { isHoliday: true, name: '年末年始休業' }],
    ['2026-12-30', { isHoliday: true, name: '年末年始休業' }],
    ['2026-12-31', { isHoliday: true, name: '年末年始休業' }],
    ['2027-01-04', { isHoliday: true, name: '年末年始休業' }],
    ['2026-11-23', { isHoliday: false, name: '特別営業' }],
  ]),
};

describe('business days', () => {
  it('knows the Japanese public holidays of 2026 and 2027', () => {
    expect(publicHolidayName('2026-01-01')).toBe('元日');
    expect(publicHolidayName('2026-05-06')).toBe('こどもの日 振替休日');
    expect(publicHolidayName('2026-09-22')).toBe('休日');
    expect(publicHolidayName('2027-03-21')).toBe('春分の日');
    expect(publicHolidayName('2027-03-22')).toBe('春分の日 振替休日');
    expect(publicHolidayName('2026-06-01')).toBeNull();
  });

  it('closes on weekends, public holidays and shop holidays, and opens on special days', () => {
    expect(isBusinessDay(weekdaysOnly, '2026-11-20')).toBe(true); // Friday
    expect(isBusinessDay(weekdaysOnly, '2026-11-21')).toBe(false); // Saturday
    expect(describeDay(weekdaysOnly, '2026-11-03')).toMatchObject({
      public_holiday: '文化の日',
      is_holiday: true,
      is_business_day: false,
    });
    expect(describeDay(weekdaysOnly, '2026-11-23')).toMatchObject({
      public_holiday: '勤労感謝の日',
      shop_event: '特別営業',
      is_business_day: true,
    });
    expect(describeDay(weekdaysOnly, '2026-12-29')).toMatchObject({
      weekday: 2,
      shop_event: '年末年始休業',
      is_holiday: true,
    });
  });

  it('adds business days across weekends and the year-end break', () => {
    expect(addBusinessDays(weekdaysOnly, '2026-11-20', 1)).toBe('2026-11-23');
    expect(addBusinessDays(weekdaysOnly, '2026-11-21', 0)).toBe('2026-11-23');
    expect(addBusinessDays(weekdaysOnly, '2026-12-28', 1)).toBe('2027-01-05');
    expect(addBusinessDays(weekdaysOnly, '2026-12-25', 3)).toBe('2027-01-06');
    expect(() => addBusinessDays(weekdaysOnly, '2026-12-25', -1)).toThrow(RangeError);
    const neverOpen: BusinessCalendar = {
      closedWeekdays: new Set([0, 1, 2, 3, 4, 5, 6]),
      closedOnPublicHolidays: true,
      exceptions: new Map(),
    };
    expect(() => addBusinessDays(neverOpen, '2026-01-01', 0)).toThrow('No business day');
  });

  it('validates dates and counts in Japan time', () => {
    expect(isValidDate('2026-02-28')).toBe(true);
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2026-2-1')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(todayInJapan(new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-22');
  });
});

describe('monthsFrom', () => {
  it('spans whole months from the month of the date, across a year end and leap days', () => {
    expect(monthsFrom('2026-11-27', 2)).toEqual({ start: '2026-11-01', end: '2026-12-31' });
    expect(monthsFrom('2026-12-05', 2)).toEqual({ start: '2026-12-01', end: '2027-01-31' });
    expect(monthsFrom('2028-02-10', 1)).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });
});
