import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { BusinessCalendar } from './BusinessCalendar.js';
import { novemberAndDecember } from './story-calendar.js';

describe('BusinessCalendar', () => {
  it('draws each month in weeks from Sunday, closed days named and today marked', () => {
    renderUi(<BusinessCalendar months={novemberAndDecember} today="2026-11-27" />);
    const november = screen.getByRole('table', { name: '2026年11月' });
    expect(screen.getByRole('table', { name: '2026年12月' })).toBeInTheDocument();
    const [header, firstWeek] = within(november).getAllByRole('row');
    expect(header).toHaveTextContent('日月火水木金土');
    // 1 November 2026 is a Sunday: the first week starts with it, and it is closed.
    expect(within(firstWeek!).getAllByRole('cell')[0]).toHaveTextContent('1（休業日）');
    expect(within(november).getByText('27').closest('td')).toHaveAttribute('aria-current', 'date');
    // 3 November is a public holiday (文化の日), named as the day's title.
    expect(within(november).getByTitle('文化の日')).toHaveTextContent('3（休業日）');
    expect(within(november).getAllByText('（休業日）')).toHaveLength(11);
  });
});
