import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../foundation/index.js';
import { Modal } from './Modal.js';
import type { ModalProps } from './Modal.js';

function WithOpener({ opener, ...props }: ModalProps & { opener: string }) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: false,
    title: '配送について',
    onClose: fn(),
    children: (
      <>
        <p>ご注文から3営業日以内に発送します。年末年始は発送までお時間をいただきます。</p>
        <p>
          詳しくは<a href="/faq">よくあるご質問</a>をご覧ください。
        </p>
      </>
    ),
  },
  render: (args) => <WithOpener {...args} opener="配送について" />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus moves to 閉じる, Tab stays inside, Escape closes and focus returns to the opener. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: '配送について' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '配送について' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: '閉じる' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'よくあるご質問' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/** A confirmation with its actions under the content. */
export const Confirm: Story = {
  args: {
    title: 'カートから削除しますか？',
    role: 'alertdialog',
    size: 'sm',
    children: <p>「有田焼 マグカップ 藍」をカートから削除します。</p>,
    actions: (
      <>
        <Button variant="secondary">キャンセル</Button>
        <Button variant="danger">削除する</Button>
      </>
    ),
  },
  render: (args) => <WithOpener {...args} opener="カートから削除" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'カートから削除' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'カートから削除しますか？' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
