import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartLoading, cartLongNames, cartUnstarted } from '../adjust.js';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/**
 * /cart/shipping-select, the first step after the cart: a guest enters the orderer, the
 * member picks one of the saved addresses for each delivery.
 */
const meta = {
  id: 'pages-checkout-shipping',
  title: 'ページ/ご注文手続き/お届け先の選択',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

const ROUTE = 'cartShippingSelect';

export const Guest: StoryObj = { ...pageStory('checkout-shipping-guest', ROUTE), name: 'ゲスト' };
export const Phone: StoryObj = {
  ...pageStory('checkout-shipping-guest', ROUTE, { phone: true }),
  name: 'ゲスト（スマートフォン）',
};
export const Member: StoryObj = {
  ...pageStory('checkout-shipping-member', ROUTE),
  name: '会員',
};
export const Loading: StoryObj = {
  ...pageStory('checkout-shipping-guest', ROUTE, { adjust: cartLoading }),
  name: '読み込み中',
};
export const Failed: StoryObj = {
  ...pageStory('checkout-shipping-guest', ROUTE, { adjust: cartUnstarted, network: 'timeout' }),
  name: 'エラー',
};
export const LongNames: StoryObj = {
  ...pageStory('checkout-shipping-member', ROUTE, { adjust: cartLongNames }),
  name: '長い商品名',
};
