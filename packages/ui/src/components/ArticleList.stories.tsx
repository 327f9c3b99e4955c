import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleList } from './ArticleList.js';

const meta = {
  title: 'Components/ArticleList',
  component: ArticleList,
  args: {
    label: 'お知らせ一覧',
    items: [
      {
        id: 1,
        href: '/news/holiday/',
        title: '年末年始の営業についてのお知らせ',
        publishedAt: '2026-12-01T10:00:00+09:00',
        category: 'お知らせ',
        important: true,
        unread: true,
      },
      {
        id: 2,
        href: '/news/new-items/',
        title: '冬の新商品を入荷しました',
        publishedAt: '2026-11-20T10:00:00+09:00',
        category: '新商品',
      },
    ],
  },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithExcerpts: Story = {
  args: {
    label: 'ブログ記事一覧',
    items: [
      {
        id: 3,
        href: '/blog/care/',
        title: '革製品のお手入れ方法',
        publishedAt: '2026-10-05T09:00:00+09:00',
        category: 'お手入れ',
        excerpt: '長く使うための基本のお手入れを、スタッフが写真つきでご紹介します。',
      },
    ],
  },
};
