import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/** /mypage: the member's page frame (menu, profile, unread messages) for the demo member. */
const meta = {
  id: 'pages-mypage',
  title: 'ページ/マイページ',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

export const Member: StoryObj = { ...pageStory('mypage', 'mypage'), name: '会員' };
export const Phone: StoryObj = {
  ...pageStory('mypage', 'mypage', { phone: true }),
  name: '会員（スマートフォン）',
};
