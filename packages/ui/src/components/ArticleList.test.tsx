import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { ArticleList } from './ArticleList.js';

describe('ArticleList', () => {
  it('lists each article with its date, category, marks and link', () => {
    renderUi(
      <ArticleList
        label="お知らせ一覧"
        items={[
          {
            id: 1,
            href: '/news/holiday/',
            title: '年末年始の営業について',
            publishedAt: '2026-12-01T10:00:00+09:00',
            category: 'お知らせ',
            important: true,
            unread: true,
          },
          {
            id: 2,
            href: '/news/new/',
            title: '新商品のご案内',
            publishedAt: '2026-11-20T10:00:00+09:00',
          },
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'お知らせ一覧' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2026.12.01');
    expect(rows[0]).toHaveTextContent('重要');
    expect(rows[0]).toHaveTextContent('未読');
    expect(within(rows[0]!).getByRole('link', { name: '年末年始の営業について' })).toHaveAttribute(
      'href',
      '/news/holiday/',
    );
    expect(rows[1]).not.toHaveTextContent('未読');
  });
});
