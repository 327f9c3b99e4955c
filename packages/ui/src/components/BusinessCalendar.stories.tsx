import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusinessCalendar } from './BusinessCalendar.js';
import { novemberAndDecember } from './story-calendar.js';

const meta = {
  title: 'Components/BusinessCalendar',
  component: BusinessCalendar,
  args: { months: novemberAndDecember, today: '2026-11-27' },
} satisfies Meta<typeof BusinessCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
