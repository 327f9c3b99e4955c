import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { Link } from './Link.js';

function CurrentPage() {
  return <p>現在のページ：{useLocation().pathname}</p>;
}

const meta = {
  title: 'Foundation/Link',
  component: Link,
  args: { href: '/cart', children: 'カートを見る' },
  argTypes: {
    variant: { control: 'select', options: ['text', 'primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <>
      <Link {...args} />
      <CurrentPage />
    </>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shop path: the router changes the page without reloading it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'カートを見る' }));
    await expect(canvas.getByText('現在のページ：/cart')).toBeInTheDocument();
  },
};

/** Looks like a button but is still a link (it goes somewhere); Enter follows it. */
export const AsButton: Story = {
  args: { href: '/product', children: '商品一覧へ', variant: 'primary', size: 'lg' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '商品一覧へ' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('現在のページ：/product')).toBeInTheDocument();
  },
};

/** Another site in a new tab: a plain anchor that cannot reach back into the shop. */
export const External: Story = {
  args: { href: 'https://example.com/guide', target: '_blank', children: 'ご利用ガイド' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'ご利用ガイド（新しいタブで開きます）' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
