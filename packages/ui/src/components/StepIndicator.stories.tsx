import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { StepIndicator } from './StepIndicator.js';

const meta = {
  title: 'Components/StepIndicator',
  component: StepIndicator,
  args: {
    label: 'ご注文手続きの流れ',
    steps: ['カート', 'お届け先', 'お届け方法', 'お支払い', '確認', '完了'],
    current: 3,
  },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checkout at the payment step: that step is marked as the current one. */
export const Checkout: Story = {
  play: async () => {
    const nav = screen.getByRole('navigation', { name: 'ご注文手続きの流れ' });
    await expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent('4. お支払い');
  },
};

/** A social gift's receiver, on the first of the steps. */
export const GiftReceiver: Story = {
  args: {
    label: 'ギフトの受け取りの流れ',
    steps: ['ギフトの確認', 'お届け先', 'お届け日時', '確認', '完了'],
    current: 0,
  },
};
