import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { ErrorPage } from './ErrorPage.js';

describe('ErrorPage', () => {
  it('shows 404 Not Found and お探しのページが見つかりませんでした。 for status 404', () => {
    renderUi(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('お探しのページが見つかりませんでした。')).toBeInTheDocument();
    expect(screen.queryByText('エラーが発生しました')).toBeNull();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
  });

  it.each([500, 503, 403])('shows Error and エラーが発生しました for status %i', (status) => {
    renderUi(<ErrorPage status={status} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('エラーが発生しました')).toBeInTheDocument();
    expect(screen.queryByText('404 Not Found')).toBeNull();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
  });

  it('treats a missing status as an error', () => {
    renderUi(<ErrorPage />);
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  });
});
