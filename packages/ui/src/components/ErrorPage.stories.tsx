import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './ErrorPage.js';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: { status: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status 404 (and an invalid channel): '404 Not Found'. */
export const Default: Story = {};

/** Any other failure: 'Error'. */
export const ServerError: Story = { args: { status: 500 } };
