import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartLoading, cartUnstarted, leadtimesLoading } from '../adjust.js';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/**
 * /cart/shipping-detail, after the delivery address: the date and time slot of each delivery
 * (the shop's lead times), gift wrap and のし. It lists no products, so it has no long-name
 * story; it has one with the delivery dates still loading instead.
 */
const meta = {
  id: 'pages-checkout-delivery',
  title: 'ページ/ご注文手続き/お届け方法の指定',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

const ROUTE = 'cartShippingDetail';

export const Guest: StoryObj = { ...pageStory('checkout-delivery-guest', ROUTE), name: 'ゲスト' };
export const Phone: StoryObj = {
  ...pageStory('checkout-delivery-guest', ROUTE, { phone: true }),
  name: 'ゲスト（スマートフォン）',
};
export const Member: StoryObj = { ...pageStory('checkout-delivery-member', ROUTE), name: '会員' };
export const Loading: StoryObj = {
  ...pageStory('checkout-delivery-guest', ROUTE, { adjust: cartLoading }),
  name: '読み込み中',
};
export const DatesLoading: StoryObj = {
  ...pageStory('checkout-delivery-guest', ROUTE, { adjust: leadtimesLoading }),
  name: 'お届け日の読み込み中',
};
export const Failed: StoryObj = {
  ...pageStory('checkout-delivery-guest', ROUTE, { adjust: cartUnstarted, network: 'timeout' }),
  name: 'エラー',
};
