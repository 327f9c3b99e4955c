import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { Price } from './Price.js';

describe('Price', () => {
  it('shows the yen mark, thousands separators and the 税込 label', () => {
    const { container } = renderUi(<Price value={1234} />);
    expect(screen.getByText('¥1,234')).toBeInTheDocument();
    expect(screen.getByText('税込')).toBeInTheDocument();
    expect(container).toHaveTextContent('¥1,234税込');
  });

  it('can print 円 after the amount and drop the tax label', () => {
    const { container } = renderUi(<Price value={12800} unit="suffix" taxLabel={false} />);
    expect(screen.getByText('12,800円')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('税込');
  });

  it('strikes through the price before a discount and names both prices for screen readers', () => {
    renderUi(<Price value={3980} beforePrice={5980} />);
    const before = screen.getByText('¥5,980', { exact: false });
    expect(before.closest('s')).not.toBeNull();
    expect(before).toHaveTextContent('通常価格 ¥5,980');
    expect(screen.getByText('¥3,980', { exact: false })).toHaveTextContent('販売価格 ¥3,980');
  });

  it('shows no struck-through price when it equals the current one', () => {
    const { container } = renderUi(<Price value={3980} beforePrice={3980} />);
    expect(container.querySelector('s')).toBeNull();
  });
});
