import { consumerProfileSchema } from '@mise/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { DateField, EMPTY_DATE, fromDateParts, toDateParts } from './DateField.js';
import type { DateFieldProps, DateParts } from './DateField.js';

const THIS_YEAR = new Date().getFullYear();

function setup(props: Partial<DateFieldProps> = {}, birthday: DateParts = EMPTY_DATE) {
  const onSubmit = vi.fn();
  renderUi(
    <Formik
      initialValues={{ birthday }}
      validationSchema={consumerProfileSchema.pick(['birthday'])}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <DateField name="birthday" label="生年月日" autoComplete="bday" {...props} />
        <button type="submit">保存する</button>
      </Form>
    </Formik>,
  );
  return {
    user: userEvent.setup(),
    onSubmit,
    group: screen.getByRole('group', { name: '生年月日' }),
    year: screen.getByLabelText('年'),
    month: screen.getByLabelText('月'),
    day: screen.getByLabelText('日'),
  };
}

describe('DateField', () => {
  it('is a group named by its legend with selects labelled 年, 月 and 日', () => {
    const { group, year, month, day } = setup();
    expect(within(group).getAllByRole('combobox')).toEqual([year, month, day]);
    expect(year).toHaveAttribute('autocomplete', 'bday-year');
    expect(month).toHaveAttribute('autocomplete', 'bday-month');
    expect(day).toHaveAttribute('autocomplete', 'bday-day');
    expect(within(month).getAllByRole('option')).toHaveLength(13);
    expect(within(day).getAllByRole('option')).toHaveLength(32);
  });

  it('lists years from this year back to 1900 unless given a range', () => {
    const { year } = setup();
    const years = within(year)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years[1]).toBe(String(THIS_YEAR));
    expect(years.at(-1)).toBe('1900');
  });

  it('lists the years of the range it is given, in its order', () => {
    const { year } = setup({ yearRange: { from: 2020, to: 2023 } });
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['--', '2020', '2021', '2022', '2023']);
  });

  it('waits until focus leaves the whole date before judging it', async () => {
    const { user, year, month, day, group } = setup();
    await user.selectOptions(year, '2001');
    await user.tab();
    expect(month).toHaveFocus();
    await user.selectOptions(month, '2');
    await user.tab();
    expect(day).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.selectOptions(day, '30');
    await user.tab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('日付が無効です');
    for (const select of [year, month, day]) {
      expect(select).toHaveAttribute('aria-invalid', 'true');
      expect(select).toHaveAttribute('aria-describedby', alert.id);
    }
    expect(group).toHaveClass('is-invalid', 'is-dirty');
  });

  it('reports a birthday in the future', async () => {
    const { user, year, month, day } = setup({ yearRange: { from: THIS_YEAR + 1, to: 1900 } });
    await user.selectOptions(year, String(THIS_YEAR + 1));
    await user.selectOptions(month, '1');
    await user.selectOptions(day, '1');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('日付が無効です');
  });

  it('holds a real date as { year, month, day }', async () => {
    const { user, year, month, day, onSubmit, group } = setup();
    await user.selectOptions(year, '1990');
    await user.selectOptions(month, '4');
    await user.selectOptions(day, '15');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ birthday: { year: 1990, month: 4, day: 15 } });
    expect(group).toHaveClass('is-valid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the parts it starts with', () => {
    const { year, month, day } = setup({}, { year: 1985, month: 12, day: 3 });
    expect(year).toHaveDisplayValue('1985');
    expect(month).toHaveDisplayValue('12');
    expect(day).toHaveDisplayValue('3');
  });
});

describe('toDateParts / fromDateParts', () => {
  it('reads and writes the API date format', () => {
    expect(toDateParts('1990-04-15')).toEqual({ year: 1990, month: 4, day: 15 });
    expect(toDateParts(null)).toEqual(EMPTY_DATE);
    expect(fromDateParts({ year: 1990, month: 4, day: 5 })).toBe('1990-04-05');
    expect(fromDateParts({ year: 1990, month: '', day: 5 })).toBe('');
  });
});
