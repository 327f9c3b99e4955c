import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { RatingStars } from './RatingStars.js';

describe('RatingStars', () => {
  it('reads the rating out of five and shows the count', () => {
    renderUi(<RatingStars value={3.46} count={1234} showValue />);
    expect(screen.getByText('5段階中3.5')).toBeInTheDocument();
    expect(screen.getByText('（1,234件）')).toBeInTheDocument();
  });

  it('keeps the value between 0 and 5', () => {
    renderUi(<RatingStars value={9} />);
    expect(screen.getByText('5段階中5.0')).toBeInTheDocument();
  });
});
