import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyField } from './CopyField.js';

const meta = {
  title: 'Components/CopyField',
  component: CopyField,
  args: {
    label: 'ギフトの受け取り用URL',
    value: 'https://shop.example.jp/social-gift/3q2-Xk9aWb7LmN0pQrStUvWxYz1234567890abcd',
  },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomButton: Story = {
  args: { label: 'クーポンコード', value: 'GIFT300', buttonLabel: 'コードをコピー' },
};
