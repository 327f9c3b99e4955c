import type { Meta, StoryObj } from '@storybook/react-vite';
import { PostalCode } from './PostalCode.js';

const meta = {
  title: 'Components/PostalCode',
  component: PostalCode,
  args: { value: '1000001' },
} satisfies Meta<typeof PostalCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '〒100-0001' from the seven digits the API stores. */
export const Default: Story = {};

export const WithoutMark: Story = { args: { value: '530-0001', mark: false } };
