import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberLoading, memberLongName, memberUnloaded } from '../adjust.js';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/**
 * /mypage: the member's page frame (menu, profile, unread messages) for the demo member. The
 * page asks for the profile when the store has none: the error story's call times out.
 */
const meta = {
  id: 'pages-mypage',
  title: 'ページ/マイページ',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

const ROUTE = 'mypage';

export const Member: StoryObj = { ...pageStory('mypage', ROUTE), name: '会員' };
export const Phone: StoryObj = {
  ...pageStory('mypage', ROUTE, { phone: true }),
  name: '会員（スマートフォン）',
};
export const Loading: StoryObj = {
  ...pageStory('mypage', ROUTE, { adjust: memberLoading }),
  name: '読み込み中',
};
export const Failed: StoryObj = {
  ...pageStory('mypage', ROUTE, { adjust: memberUnloaded, network: 'timeout' }),
  name: 'エラー',
};
export const LongName: StoryObj = {
  ...pageStory('mypage', ROUTE, { adjust: memberLongName }),
  name: '長いお名前',
};
