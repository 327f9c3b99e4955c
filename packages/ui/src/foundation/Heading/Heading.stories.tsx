import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading.js';

const meta = {
  title: 'Foundation/Heading',
  component: Heading,
  args: { level: 1, children: '新着商品' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'inline-radio', options: ['md', 'lg', 'xl', 'xxl'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '新着商品' })).toBeInTheDocument();
  },
};

/** Each level at the size it takes by default. */
export const Levels: Story = {
  render: () => (
    <>
      <Heading level={1}>見出し1 お買い物ガイド</Heading>
      <Heading level={2}>見出し2 お支払いについて</Heading>
      <Heading level={3}>見出し3 クレジットカード</Heading>
      <Heading level={4}>見出し4 ご利用いただけるカード</Heading>
    </>
  ),
};

/** A level-3 heading drawn as large as a page title: the outline stays right. */
export const SizeApartFromLevel: Story = {
  args: { level: 3, size: 'xxl', children: '期間限定セール' },
};
