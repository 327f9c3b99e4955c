import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReviewCard } from './ReviewCard.js';

const meta = {
  title: 'Components/ReviewCard',
  component: ReviewCard,
  args: {
    review: {
      rating: 4,
      title: '毎朝使っています',
      body: '手になじむ重さで、コーヒーが冷めにくいです。\n色も写真どおりでした。',
      nickname: 'まめ',
      createdAt: '2026-03-14T09:30:00+09:00',
    },
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '毎朝使っています' })).toBeInTheDocument();
    await expect(canvas.getByText('2026.03.14')).toBeInTheDocument();
  },
};

/** Without a nickname the reviewer is 匿名. */
export const Anonymous: Story = {
  args: {
    review: {
      rating: 2,
      title: '少し小さめ',
      body: '思ったより容量が少なかったです。',
      nickname: '',
      createdAt: '2026-01-05T20:00:00+09:00',
    },
  },
};
