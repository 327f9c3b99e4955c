import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { QuantityStepper } from './QuantityStepper.js';

describe('QuantityStepper', () => {
  it('is a spinbutton with − and + buttons named 数量を減らす and 数量を増やす', () => {
    renderUi(<QuantityStepper defaultValue={2} min={1} max={5} />);
    const field = screen.getByRole('spinbutton', { name: '数量' });
    expect(field).toHaveValue('2');
    expect(field).toHaveAttribute('aria-valuenow', '2');
    expect(field).toHaveAttribute('aria-valuemin', '1');
    expect(field).toHaveAttribute('aria-valuemax', '5');
    expect(screen.getByRole('button', { name: '数量を減らす' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '数量を増やす' })).toBeEnabled();
  });

  it('steps with the buttons and stops at min and max', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<QuantityStepper defaultValue={1} min={1} max={3} onChange={onChange} />);
    const minus = screen.getByRole('button', { name: '数量を減らす' });
    const plus = screen.getByRole('button', { name: '数量を増やす' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(plus).toBeDisabled();
    await user.click(minus);
    expect(screen.getByRole('spinbutton')).toHaveValue('2');
  });

  it('steps with the arrow keys and jumps with Home and End', async () => {
    const user = userEvent.setup();
    renderUi(<QuantityStepper defaultValue={5} min={1} max={20} />);
    const field = screen.getByRole('spinbutton');
    await user.click(field);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveValue('7');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-valuenow', '6');
    await user.keyboard('{PageUp}');
    expect(field).toHaveValue('16');
    await user.keyboard('{End}');
    expect(field).toHaveValue('20');
    await user.keyboard('{Home}');
    expect(field).toHaveValue('1');
  });

  it('clamps a typed number on Enter or when leaving the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<QuantityStepper defaultValue={1} min={1} max={10} onChange={onChange} />);
    const field = screen.getByRole('spinbutton');
    await user.tripleClick(field);
    await user.keyboard('99{Enter}');
    expect(field).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);

    await user.tripleClick(field);
    await user.keyboard('0');
    await user.tab();
    expect(field).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('reads full-width digits and restores the value for text that is no number', async () => {
    const user = userEvent.setup();
    renderUi(<QuantityStepper defaultValue={2} max={10} />);
    const field = screen.getByRole('spinbutton');
    await user.tripleClick(field);
    await user.keyboard('５{Enter}');
    expect(field).toHaveValue('5');
    await user.tripleClick(field);
    await user.keyboard('たくさん');
    await user.tab();
    expect(field).toHaveValue('5');
  });

  it('disables everything when disabled', () => {
    renderUi(<QuantityStepper defaultValue={2} disabled />);
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    expect(screen.getByRole('button', { name: '数量を増やす' })).toBeDisabled();
  });
});
