import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VariantSelector } from './VariantSelector.js';

const meta = {
  title: 'Components/VariantSelector',
  component: VariantSelector,
  args: {
    axis: 'カラー / サイズ',
    current: 'tee-black-m',
    options: [
      { key: 'tee-black-s', label: 'ブラック / S', price: 3300, stock: 'in' },
      { key: 'tee-black-m', label: 'ブラック / M', price: 3300, stock: 'low' },
      { key: 'tee-black-l', label: 'ブラック / L', price: 3300, stock: 'out' },
      { key: 'tee-white-m', label: 'ホワイト / M', price: 3520, stock: 'in' },
    ],
  },
} satisfies Meta<typeof VariantSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each variant is a link to its own page; the one shown is marked, sold-out ones say so. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('ブラック / M');
    await expect(canvas.getByRole('link', { name: /ブラック \/ L/ })).toHaveTextContent('在庫切れ');
  },
};
