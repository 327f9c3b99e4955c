import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { ConfirmDialog } from './ConfirmDialog.js';

const dialog = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderUi(
    <ConfirmDialog
      open
      title="このカードを削除しますか？"
      confirmLabel="削除する"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      <p>VISA **** 1111 を削除します。</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
};

describe('ConfirmDialog', () => {
  it('asks with an alert dialog and acts only on the confirming button', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = dialog();
    const alert = screen.getByRole('alertdialog', { name: 'このカードを削除しますか？' });
    expect(alert).toHaveTextContent('VISA **** 1111 を削除します。');
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '削除する' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('names its own cancel button and blocks a second press while the action runs', async () => {
    const user = userEvent.setup();
    const { onConfirm } = dialog({ cancelLabel: '戻る', busy: true });
    expect(screen.getByRole('button', { name: '戻る' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /削除する/ }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    dialog({ open: false });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
