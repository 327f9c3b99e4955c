import type { Meta, StoryObj } from '@storybook/react-vite';
import { withoutPopups } from '../adjust.js';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/** The theme's own top page composition, with the demo shop's layout blocks. */
const meta = {
  id: 'theme-top-page',
  title: 'テーマ/トップページ',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

export const Guest: StoryObj = {
  ...pageStory('top', 'top', { adjust: withoutPopups }),
  name: 'ゲスト',
};
export const Phone: StoryObj = {
  ...pageStory('top', 'top', { adjust: withoutPopups, phone: true }),
  name: 'ゲスト（スマートフォン）',
};
/** A first visit: the welcome popup (trigger page_load) over the page, until it is closed once. */
export const WelcomePopup: StoryObj = {
  ...pageStory('top', 'top'),
  name: 'はじめての訪問（ポップアップ）',
};
