import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs.js';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'トップ', to: '/' },
      { label: '食器・キッチン', to: '/product?category=kitchen' },
      { label: 'マグカップ', to: '/product?category=mug' },
      { label: '有田焼 マグカップ 藍' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MyPage: Story = {
  args: {
    items: [
      { label: 'トップ', to: '/' },
      { label: 'マイページ', to: '/mypage' },
      { label: 'ご注文履歴' },
    ],
  },
};
