import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAGE_PARAMETERS, pageStory } from '../story.js';

/** /login/: the login form in the theme's simple (brand bar) layout. */
const meta = {
  id: 'pages-login',
  title: 'ページ/ログイン',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

export const Guest: StoryObj = { ...pageStory('login', 'login'), name: 'ゲスト' };
export const Phone: StoryObj = {
  ...pageStory('login', 'login', { phone: true }),
  name: 'ゲスト（スマートフォン）',
};
