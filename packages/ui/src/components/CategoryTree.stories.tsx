import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CategoryTree } from './CategoryTree.js';

const meta = {
  title: 'Components/CategoryTree',
  component: CategoryTree,
  args: {
    current: 'mug',
    hrefFor: (value: string) => `/product?category=${value}`,
    nodes: [
      {
        value: 'kitchen',
        name: 'キッチン',
        count: 42,
        children: [
          {
            value: 'tableware',
            name: '食器',
            count: 30,
            children: [
              { value: 'mug', name: 'マグカップ', count: 12 },
              { value: 'plate', name: 'プレート', count: 18 },
            ],
          },
          { value: 'pot', name: '鍋・やかん', count: 12 },
        ],
      },
      { value: 'interior', name: 'インテリア', count: 25 },
    ],
  },
} satisfies Meta<typeof CategoryTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('マグカップ');
  },
};
