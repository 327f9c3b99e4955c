import type { Meta, StoryObj } from '@storybook/react-vite';
import { detailFailed, detailLoading, detailLongName } from '../adjust.js';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/** /product/{key}: the shared product page in the theme's single-item template. */
const meta = {
  id: 'pages-product-detail',
  title: 'ページ/商品詳細',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

export const Guest: StoryObj = { ...pageStory('product-detail', 'productDetail'), name: 'ゲスト' };
export const Phone: StoryObj = {
  ...pageStory('product-detail', 'productDetail', { phone: true }),
  name: 'ゲスト（スマートフォン）',
};
export const SoldOut: StoryObj = {
  ...pageStory('product-detail-sold-out', 'productDetail'),
  name: '在庫切れ',
};
export const Loading: StoryObj = {
  ...pageStory('product-detail', 'productDetail', { adjust: detailLoading }),
  name: '読み込み中',
};
export const Failed: StoryObj = {
  ...pageStory('product-detail', 'productDetail', { adjust: detailFailed }),
  name: 'エラー',
};
export const LongName: StoryObj = {
  ...pageStory('product-detail', 'productDetail', { adjust: detailLongName }),
  name: '長い商品名',
};
