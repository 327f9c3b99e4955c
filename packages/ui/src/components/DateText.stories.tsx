import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateText } from './DateText.js';

const meta = {
  title: 'Components/DateText',
  component: DateText,
  args: { value: '2026-04-01T00:05:00Z' },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '2026.04.01' (Tokyo date). */
export const Default: Story = {};

/** '2026.04.01 9:05': the hour without a leading zero. */
export const WithTime: Story = { args: { withTime: true } };
