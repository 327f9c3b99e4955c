import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion } from './Accordion.js';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'shipping',
        title: '送料はいくらですか？',
        content: <p>全国一律 ¥770（税込）です。¥5,500（税込）以上のご注文で送料無料になります。</p>,
      },
      {
        id: 'delivery',
        title: 'お届け日時の指定はできますか？',
        content: <p>ご注文手続きの画面で、3日後以降の日付と時間帯をお選びいただけます。</p>,
      },
      {
        id: 'return',
        title: '返品・交換はできますか？',
        content: <p>商品到着後7日以内に、マイページのお問い合わせからご連絡ください。</p>,
      },
      {
        id: 'receipt',
        title: '領収書は発行できますか？',
        content: <p>マイページのご注文履歴から、PDFの領収書をダウンロードできます。</p>,
      },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The FAQ: Enter or Space opens and closes an answer; Up and Down move between questions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: '送料はいくらですか？' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: '送料はいくらですか？' })).toHaveTextContent(
      '全国一律',
    );
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('button', { name: 'お届け日時の指定はできますか？' }),
    ).toHaveFocus();
  },
};

export const FirstOpen: Story = { args: { defaultOpenIds: ['shipping'] } };

/** Opening one answer closes the others. */
export const OneAtATime: Story = { args: { single: true, defaultOpenIds: ['delivery'] } };
