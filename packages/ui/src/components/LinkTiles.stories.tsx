import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkTiles } from './LinkTiles.js';

const meta = {
  title: 'Components/LinkTiles',
  component: LinkTiles,
  args: {
    links: [
      { href: '/product', label: '商品一覧から探す' },
      { href: '/maker', label: 'メーカーから探す' },
      { href: '/brand', label: 'ブランドから探す' },
      { href: '/flip-book', label: 'デジタルカタログを見る' },
    ],
  },
} satisfies Meta<typeof LinkTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Secondary buttons the width of their column (the business shop's ways into the catalogue). */
export const Outlined: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'ブランドから探す' })).toHaveAttribute(
      'href',
      '/brand',
    );
  },
};

/** Bold tiles on the secondary colour (the moto shop's makers). */
export const Solid: Story = {
  args: {
    variant: 'solid',
    minWidth: 160,
    links: [
      { href: '/maker/honda', label: 'ホンダ' },
      { href: '/maker/yamaha', label: 'ヤマハ' },
      { href: '/maker', label: 'すべてのメーカー' },
    ],
  },
};
