import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/**
 * /cart/complete?no=…: the thanks page after 注文を確定する, with the order placed when the
 * fixtures were captured (its number, the amount and bank transfer). A guest's link carries
 * the receipt token (領収書を発行する); the member's leads to the order history.
 */
const meta = {
  id: 'pages-checkout-complete',
  title: 'ページ/ご注文手続き/ご注文完了',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

const ROUTE = 'cartComplete';

export const Guest: StoryObj = { ...pageStory('checkout-complete-guest', ROUTE), name: 'ゲスト' };
export const Phone: StoryObj = {
  ...pageStory('checkout-complete-guest', ROUTE, { phone: true }),
  name: 'ゲスト（スマートフォン）',
};
export const Member: StoryObj = { ...pageStory('checkout-complete-member', ROUTE), name: '会員' };
export const MemberPhone: StoryObj = {
  ...pageStory('checkout-complete-member', ROUTE, { phone: true }),
  name: '会員（スマートフォン）',
};
