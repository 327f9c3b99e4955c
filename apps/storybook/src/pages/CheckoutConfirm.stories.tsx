import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartEmpty, cartLoading, cartLongNames, cartUnstarted } from '../adjust.js';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/**
 * /cart/confirm: the deliveries, payment and totals by tax rate before 注文を確定する (bank
 * transfer, as chosen when the fixtures were captured).
 */
const meta = {
  id: 'pages-checkout-confirm',
  title: 'ページ/ご注文手続き/ご注文内容の確認',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

const ROUTE = 'cartConfirm';

export const Guest: StoryObj = { ...pageStory('checkout-confirm-guest', ROUTE), name: 'ゲスト' };
export const Phone: StoryObj = {
  ...pageStory('checkout-confirm-member', ROUTE, { phone: true }),
  name: '会員（スマートフォン）',
};
export const Member: StoryObj = { ...pageStory('checkout-confirm-member', ROUTE), name: '会員' };
export const Loading: StoryObj = {
  ...pageStory('checkout-confirm-guest', ROUTE, { adjust: cartLoading }),
  name: '読み込み中',
};
/** The page sends an empty cart back to the cart (products no longer sold were dropped). */
export const Empty: StoryObj = {
  ...pageStory('checkout-confirm-guest', ROUTE, { adjust: cartEmpty }),
  name: '空のカート（カートに戻る）',
};
export const Failed: StoryObj = {
  ...pageStory('checkout-confirm-guest', ROUTE, { adjust: cartUnstarted, network: 'timeout' }),
  name: 'エラー',
};
export const LongNames: StoryObj = {
  ...pageStory('checkout-confirm-member', ROUTE, { adjust: cartLongNames }),
  name: '長い商品名',
};
