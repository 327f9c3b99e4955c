import type { Meta, StoryObj } from '@storybook/react-vite';
import { listFailed, listLoading, listLongNames } from '../adjust.js';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/** /product: the shared product list with its filters (side column) and cards, demo data. */
const meta = {
  id: 'pages-product-list',
  title: 'ページ/商品一覧',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

export const Guest: StoryObj = { ...pageStory('product-list', 'productList'), name: 'ゲスト' };
export const Phone: StoryObj = {
  ...pageStory('product-list', 'productList', { phone: true }),
  name: 'ゲスト（スマートフォン）',
};
export const Member: StoryObj = {
  ...pageStory('product-list-member', 'productList'),
  name: '会員',
};
export const Empty: StoryObj = {
  ...pageStory('product-list-empty', 'productList'),
  name: '該当なし',
};
export const Loading: StoryObj = {
  ...pageStory('product-list', 'productList', { adjust: listLoading }),
  name: '読み込み中',
};
export const Failed: StoryObj = {
  ...pageStory('product-list', 'productList', { adjust: listFailed }),
  name: 'エラー',
};
export const LongNames: StoryObj = {
  ...pageStory('product-list', 'productList', { adjust: listLongNames }),
  name: '長い商品名',
};
