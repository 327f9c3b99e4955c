import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FlashToasts } from './FlashToasts.js';

const meta = {
  title: 'Foundation/FlashToasts',
  component: FlashToasts,
  args: {
    items: [
      { id: 'registered', message: '会員登録が完了しました' },
      { id: 'card-failed', message: 'カードを登録できませんでした', type: 'negative' },
    ],
    onShown: fn(),
  },
} satisfies Meta<typeof FlashToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each flash item appears once as a toast (positive by default) and is reported as shown. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('会員登録が完了しました');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'カードを登録できませんでした',
    );
    await waitFor(() => expect(args.onShown).toHaveBeenCalledTimes(2));
    await expect(args.onShown).toHaveBeenCalledWith('registered');
    await expect(args.onShown).toHaveBeenCalledWith('card-failed');
  },
};
