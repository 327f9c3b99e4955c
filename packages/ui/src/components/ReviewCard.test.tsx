import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { ReviewCard } from './ReviewCard.js';

describe('ReviewCard', () => {
  it('shows the rating, title, text, reviewer and date', () => {
    renderUi(
      <ReviewCard
        review={{
          rating: 5,
          title: '最高',
          body: 'とても使いやすいです。',
          nickname: 'たろう',
          createdAt: '2026-02-01T10:00:00+09:00',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: '最高' })).toBeInTheDocument();
    expect(screen.getByText('5段階中5.0')).toBeInTheDocument();
    expect(screen.getByText('とても使いやすいです。')).toBeInTheDocument();
    expect(screen.getByText('たろうさん')).toBeInTheDocument();
    expect(screen.getByText('2026.02.01')).toBeInTheDocument();
  });

  it('calls a reviewer without a nickname 匿名', () => {
    renderUi(
      <ReviewCard
        review={{ rating: 1, title: 't', body: 'b', nickname: '', createdAt: '2026-02-01' }}
      />,
    );
    expect(screen.getByText('匿名さん')).toBeInTheDocument();
  });
});
