import { styled } from 'styled-components';
import { visuallyHidden } from '../foundation/styles.js';

export type CalendarDate = {
  /** YYYY-MM-DD */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  is_holiday: boolean;
  public_holiday?: string | null;
  shop_event?: string | null;
};

export type CalendarMonth = {
  /** YYYY-MM */
  month: string;
  dates: readonly CalendarDate[];
};

export type BusinessCalendarProps = {
  months: readonly CalendarMonth[];
  /** Today (YYYY-MM-DD), marked in its month. */
  today?: string;
};

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

const Months = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const Table = styled.table`
  border-collapse: collapse;
  font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  caption {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    text-align: left;
  }
  th,
  td {
    width: 2.5em;
    height: 2.25em;
    text-align: center;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-weight: ${({ theme }) => theme.typography.weights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* Closed days in the error colour on the surface: a shop's accent need not contrast with white. */
  td[data-closed] {
    color: ${({ theme }) => theme.colors.error};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    background: ${({ theme }) => theme.colors.surface};
  }
  td[data-today] {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -3px;
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

const Legend = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
  margin: ${({ theme }) => theme.spacing(3)} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  &::before {
    width: 1em;
    height: 1em;
    content: '';
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.error};
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** A month's days in weeks from Sunday, with empty cells before the 1st and after the last. */
function weeksOf(dates: readonly CalendarDate[]): (CalendarDate | null)[][] {
  const cells: (CalendarDate | null)[] = [
    ...Array.from({ length: dates[0]?.weekday ?? 0 }, () => null),
    ...dates,
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * The shop's business-day calendar: one table per month, closed days (no shipping or support)
 * filled and named for screen readers, public holidays and shop events as the day's title.
 */
export function BusinessCalendar({ months, today }: BusinessCalendarProps) {
  return (
    <div>
      <Months>
        {months.map(({ month, dates }) => {
          const [year, number] = month.split('-').map(Number);
          return (
            <Table key={month}>
              <caption>
                {year}年{number}月
              </caption>
              <thead>
                <tr>
                  {WEEKDAYS.map((day) => (
                    <th key={day} scope="col">
                      {day}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeksOf(dates).map((week, index) => (
                  <tr key={index}>
                    {week.map((day, cell) =>
                      day ? (
                        <td
                          key={day.date}
                          data-closed={day.is_holiday || undefined}
                          data-today={day.date === today || undefined}
                          title={day.shop_event ?? day.public_holiday ?? undefined}
                          aria-current={day.date === today ? 'date' : undefined}
                        >
                          {Number(day.date.slice(8))}
                          {day.is_holiday && <Hidden>（休業日）</Hidden>}
                        </td>
                      ) : (
                        <td key={`empty-${cell}`} />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </Table>
          );
        })}
      </Months>
      <Legend>休業日（発送・お問い合わせへの回答はお休みします）</Legend>
    </div>
  );
}
