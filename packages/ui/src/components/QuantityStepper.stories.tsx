import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper.js';

const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  args: { defaultValue: 1, min: 1, max: 10, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** + and − step; in the field, arrows step, End jumps to the maximum and typed numbers are clamped. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('spinbutton', { name: '数量' });
    await expect(canvas.getByRole('button', { name: '数量を減らす' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '数量を増やす' }));
    await expect(field).toHaveValue('2');
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{End}');
    await expect(field).toHaveValue('10');
    await userEvent.tripleClick(field);
    await userEvent.keyboard('50{Enter}');
    await expect(field).toHaveValue('10');
    await userEvent.tripleClick(field);
    await userEvent.keyboard('4{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const AtMaximum: Story = { args: { defaultValue: 10 } };

export const Disabled: Story = { args: { defaultValue: 2, disabled: true } };
