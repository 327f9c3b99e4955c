import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price.js';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: { value: 3980 },
  argTypes: {
    unit: { control: 'inline-radio', options: ['mark', 'suffix'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '¥3,980（税込）'. */
export const Default: Story = {};

/** The price before the discount struck through, the sale price in the sale colour. */
export const OnSale: Story = { args: { value: 2980, beforePrice: 3980 } };

export const YenSuffix: Story = { args: { value: 128000, unit: 'suffix', size: 'lg' } };

/** Business buyers see prices without tax. */
export const WithoutTax: Story = { args: { value: 12500, taxLabel: '税抜' } };
