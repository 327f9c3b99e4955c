import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { Badge } from './Badge.js';

describe('Badge', () => {
  it('labels each variant', () => {
    renderUi(
      <>
        <Badge variant="new" />
        <Badge variant="sale" />
        <Badge variant="info" />
      </>,
    );
    expect(screen.getByText('新着')).toBeInTheDocument();
    expect(screen.getByText('セール')).toBeInTheDocument();
    expect(screen.getByText('お知らせ')).toBeInTheDocument();
  });

  it('shows SOLD OUT and tells screen readers 在庫なし', () => {
    renderUi(<Badge variant="soldout" />);
    expect(screen.getByText('SOLD OUT')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('在庫なし')).toBeInTheDocument();
  });

  it('takes a custom label', () => {
    renderUi(<Badge variant="info">予約商品</Badge>);
    expect(screen.getByText('予約商品')).toHaveAttribute('data-variant', 'info');
  });

  it('shows a count and reads its label instead', () => {
    renderUi(
      <Badge variant="count" label="未読メッセージ 3件">
        3
      </Badge>,
    );
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('未読メッセージ 3件')).toBeInTheDocument();
    expect(screen.getByText('3').parentElement).toHaveAttribute('data-variant', 'count');
  });
});
