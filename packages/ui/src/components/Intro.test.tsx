import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from '../foundation/index.js';
import { renderUi } from '../test/render.js';
import { Intro } from './Intro.js';

describe('Intro', () => {
  it('opens with the h1, then the text and the calls to action', () => {
    renderUi(
      <Intro
        title="愛車に合うパーツを、確かな適合情報とともに。"
        text="メーカー・車種・年式で適合を確かめてからお選びいただけます。"
        actions={
          <Link href="/product" variant="primary">
            パーツを探す
          </Link>
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '愛車に合うパーツを、確かな適合情報とともに。',
    );
    expect(
      screen.getByText('メーカー・車種・年式で適合を確かめてからお選びいただけます。'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'パーツを探す' })).toHaveAttribute('href', '/product');
  });

  it('shows no links when it has no calls to action', () => {
    renderUi(<Intro title="ようこそ" text="毎日の暮らしに役立つ商品をお届けします。" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
