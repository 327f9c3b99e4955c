import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartLoading, cartUnstarted, paymethodsLoading } from '../adjust.js';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/**
 * /cart/payment: points, coupons, the totals and the shop's payment methods. It lists no
 * products, so it has no long-name story (the shipping and confirm steps have).
 */
const meta = {
  id: 'pages-checkout-payment',
  title: 'ページ/ご注文手続き/お支払い方法の選択',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

const ROUTE = 'cartPayment';

export const Guest: StoryObj = { ...pageStory('checkout-payment-guest', ROUTE), name: 'ゲスト' };
export const Phone: StoryObj = {
  ...pageStory('checkout-payment-guest', ROUTE, { phone: true }),
  name: 'ゲスト（スマートフォン）',
};
export const Member: StoryObj = { ...pageStory('checkout-payment-member', ROUTE), name: '会員' };
export const Loading: StoryObj = {
  ...pageStory('checkout-payment-guest', ROUTE, { adjust: cartLoading }),
  name: '読み込み中',
};
export const MethodsLoading: StoryObj = {
  ...pageStory('checkout-payment-guest', ROUTE, { adjust: paymethodsLoading }),
  name: 'お支払い方法の読み込み中',
};
export const Failed: StoryObj = {
  ...pageStory('checkout-payment-guest', ROUTE, { adjust: cartUnstarted, network: 'timeout' }),
  name: 'エラー',
};
