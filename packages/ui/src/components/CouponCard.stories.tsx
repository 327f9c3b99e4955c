import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Link } from '../foundation/index.js';
import { CouponCard } from './CouponCard.js';

const meta = {
  title: 'Components/CouponCard',
  component: CouponCard,
  args: {
    coupon: {
      id: 1,
      name: '春の新生活応援クーポン',
      description: '対象商品すべてにご利用いただけます。',
      discountType: 'fixed',
      amount: 500,
      minOrderAmount: 3000,
      validUntil: '2026-04-30T23:59:00+09:00',
      isTaken: false,
    },
    onTake: fn(),
  },
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Percent: Story = {
  args: {
    coupon: {
      id: 2,
      name: '会員様限定 10%OFF',
      discountType: 'percent',
      amount: 10,
      maxDiscountAmount: 2000,
      validUntil: '2026-05-31T23:59:00+09:00',
      isTaken: false,
    },
  },
};

export const Taken: Story = {
  args: { coupon: { ...meta.args.coupon, isTaken: true } },
};

export const Guest: Story = {
  args: {
    onTake: undefined,
    guestNote: <Link href="/login">ログインしてクーポンを獲得する</Link>,
  },
};
