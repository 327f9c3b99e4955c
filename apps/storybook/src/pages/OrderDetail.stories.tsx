import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderLoading, orderLongNames } from '../adjust.js';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/**
 * /mypage/order_history/{id}: the demo member's order, placed through the checkout when the
 * fixtures were captured (deliveries, totals, memos, receipt, cancel). The route needs a login:
 * a guest is sent to ログイン, which has its own story.
 */
const meta = {
  id: 'pages-order-detail',
  title: 'ページ/ご注文詳細',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

export const Member: StoryObj = {
  ...pageStory('order-detail', 'mypageOrderDetail'),
  name: '会員',
};
export const Phone: StoryObj = {
  ...pageStory('order-detail', 'mypageOrderDetail', { phone: true }),
  name: '会員（スマートフォン）',
};
export const Loading: StoryObj = {
  ...pageStory('order-detail', 'mypageOrderDetail', { adjust: orderLoading }),
  name: '読み込み中',
};
export const Failed: StoryObj = {
  ...pageStory('order-detail', 'mypageOrderDetail', { network: 'timeout' }),
  name: 'エラー',
};
export const LongNames: StoryObj = {
  ...pageStory('order-detail', 'mypageOrderDetail', { adjust: orderLongNames }),
  name: '長い商品名',
};
