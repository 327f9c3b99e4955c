import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkCards } from './LinkCards.js';

const meta = {
  title: 'Components/LinkCards',
  component: LinkCards,
  args: {
    items: [
      { href: '/guide', label: 'ご利用ガイド', note: 'ご注文の流れとお支払い方法' },
      { href: '/shipping', label: '配送・送料について', note: 'お届け日数と日時の指定' },
      { href: '/returns', label: '返品・交換について', note: '不良品・誤送品のご連絡' },
      { href: '/gift', label: 'ギフトラッピング', note: 'のしとメッセージカード' },
    ],
  },
} satisfies Meta<typeof LinkCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rounded, bordered cards (the standard shop's guide for first-time shoppers). */
export const Outlined: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '配送・送料について' })).toHaveAttribute(
      'href',
      '/shipping',
    );
    await expect(canvas.getByText('お届け日数と日時の指定')).toBeVisible();
  },
};

/** A primary rule over each card on the surface, wider cards (the moto shop's services). */
export const Ruled: Story = {
  args: {
    variant: 'ruled',
    minWidth: 240,
    items: [
      {
        href: '/catalog-order',
        label: 'カタログ請求',
        note: '最新のパーツカタログを無料でお送りします。',
      },
      {
        href: '/faq',
        label: 'よくあるご質問',
        note: '適合・お取り付け・配送についてのご質問にお答えします。',
      },
    ],
  },
};
