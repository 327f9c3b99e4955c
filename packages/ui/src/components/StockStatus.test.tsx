import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { StockStatus, stockState } from './StockStatus.js';

describe('stockState', () => {
  it('is out with nothing left or when the shop does not sell it, low up to 5, else in', () => {
    expect(stockState(0)).toBe('out');
    expect(stockState(10, false)).toBe('out');
    expect(stockState(1)).toBe('low');
    expect(stockState(5)).toBe('low');
    expect(stockState(6)).toBe('in');
    expect(stockState(8, true, 10)).toBe('low');
  });
});

describe('StockStatus', () => {
  it('says the state in words', () => {
    renderUi(<StockStatus state="out" />);
    expect(screen.getByText('在庫切れ')).toHaveAttribute('data-state', 'out');
  });

  it('tells how many are left when few are', () => {
    renderUi(<StockStatus state="low" remaining={2} />);
    expect(screen.getByText('残りわずか（残り2点）')).toBeInTheDocument();
  });
});
