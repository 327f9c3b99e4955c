import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductGrid } from './ProductGrid.js';
import { placeholderImage } from './story-images.js';

const names = ['マグカップ 藍', 'プレート 22cm', '鉄瓶 1.2L', '箸置き 5個組', '土鍋 8号', '湯呑み'];

const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  args: {
    label: '検索結果',
    eager: 4,
    products: names.map((name, index) => ({
      key: `item-${index + 1}`,
      name,
      image: placeholderImage(name, { tone: index % 2 ? 'accent' : 'primary' }),
      price: 1100 * (index + 1),
      ...(index === 1 ? { beforePrice: 2980, badges: ['sale' as const] } : {}),
    })),
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures above the fold load first; the rest wait until scrolled to. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[5]).toHaveAttribute('loading', 'lazy');
  },
};
