import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NoticeMessage } from './NoticeMessage.js';

const meta = {
  title: 'Components/NoticeMessage',
  component: NoticeMessage,
  args: {
    notice: {
      code: 'cart-index',
      title: '年末年始の配送について',
      body: '<p>12月29日〜1月3日のご注文は、<strong>1月4日以降</strong>の発送となります。詳しくは<a href="/news/year-end">お知らせ</a>をご覧ください。</p>',
      updated_at: '2026-12-01T00:00:00.000Z',
    },
    onDismiss: fn(),
  },
} satisfies Meta<typeof NoticeMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 閉じる hides the notice and reports its code and updated_at (the storefront keeps them in a cookie). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '閉じる' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('cart-index', '2026-12-01T00:00:00.000Z');
    await expect(canvas.queryByText('年末年始の配送について')).toBeNull();
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    notice: {
      code: 'caution',
      title: '不審なメールにご注意ください',
      body: '<p>当店を装ったメールが確認されています。当店からパスワードをお尋ねすることはありません。</p>',
      updated_at: '2026-03-15T01:00:00.000Z',
    },
  },
};

/** Without onDismiss the notice cannot be closed. */
export const Permanent: Story = { args: { onDismiss: undefined } };
