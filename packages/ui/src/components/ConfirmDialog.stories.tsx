import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.js';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'このお届け先を削除しますか？',
    confirmLabel: '削除する',
    onConfirm: fn(),
    onCancel: fn(),
    children: <p>「実家」（東京都千代田区千代田1-1）を削除します。よろしいですか？</p>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deleting: the danger button acts, キャンセル closes. */
export const Delete: Story = {
  play: async ({ args }) => {
    const alert = await screen.findByRole('alertdialog', { name: 'このお届け先を削除しますか？' });
    await expect(alert).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** While the deletion runs, the button shows it and cannot be pressed twice. */
export const Busy: Story = { args: { busy: true } };

/** A step back rather than a cancel, with a primary action. */
export const Proceed: Story = {
  args: {
    title: 'ご注文をキャンセルしますか？',
    confirmLabel: 'キャンセルを確定する',
    cancelLabel: '戻る',
    tone: 'primary',
    children: <p>ご注文番号 20261125-0001 をキャンセルします。この操作は取り消せません。</p>,
  },
};
