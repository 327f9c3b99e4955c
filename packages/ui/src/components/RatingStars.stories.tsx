import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingStars } from './RatingStars.js';

const meta = {
  title: 'Components/RatingStars',
  component: RatingStars,
  args: { value: 4.3, count: 12, showValue: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } } },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product's average of twelve reviews. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5段階中4.3')).toBeInTheDocument();
    await expect(canvas.getByText('（12件）')).toBeInTheDocument();
  },
};

/** One review's own rating: small stars only. */
export const Small: Story = { args: { value: 5, count: undefined, showValue: false, size: 'sm' } };

export const NoReviews: Story = { args: { value: 0, count: 0 } };
