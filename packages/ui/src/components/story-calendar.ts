import type { CalendarMonth } from './BusinessCalendar.js';

/** Story and test data: two months of a shop closed on weekends and public holidays. */
function monthOf(
  month: string,
  days: number,
  firstWeekday: number,
  holidays: Record<number, string>,
): CalendarMonth {
  return {
    month,
    dates: Array.from({ length: days }, (_, index) => {
      const day = index + 1;
      const weekday = (firstWeekday + index) % 7;
      const holiday = holidays[day] ?? null;
      return {
        date: `${month}-${String(day).padStart(2, '0')}`,
        weekday,
        public_holiday: holiday,
        shop_event: null,
        is_holiday: weekday === 0 || weekday === 6 || holiday !== null,
      };
    }),
  };
}

export const novemberAndDecember: CalendarMonth[] = [
  monthOf('2026-11', 30, 0, { 3: '文化の日', 23: '勤労感謝の日' }),
  monthOf('2026-12', 31, 2, {}),
];
