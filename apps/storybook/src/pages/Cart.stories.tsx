import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartEmpty, cartFailed, cartLoading, cartLongNames } from '../adjust.js';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/** /cart: the cart lines (two demo products), totals and the way to the checkout. */
const meta = {
  id: 'pages-cart',
  title: 'ページ/カート',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

export const Guest: StoryObj = { ...pageStory('cart-guest', 'cart'), name: 'ゲスト' };
export const Phone: StoryObj = {
  ...pageStory('cart-guest', 'cart', { phone: true }),
  name: 'ゲスト（スマートフォン）',
};
export const Member: StoryObj = { ...pageStory('cart-member', 'cart'), name: '会員' };
export const Empty: StoryObj = {
  ...pageStory('cart-guest', 'cart', { adjust: cartEmpty }),
  name: '空のカート',
};
export const Loading: StoryObj = {
  ...pageStory('cart-guest', 'cart', { adjust: cartLoading }),
  name: '読み込み中',
};
export const Failed: StoryObj = {
  ...pageStory('cart-guest', 'cart', { adjust: cartFailed }),
  name: 'エラー',
};
export const LongNames: StoryObj = {
  ...pageStory('cart-guest', 'cart', { adjust: cartLongNames }),
  name: '長い商品名',
};
