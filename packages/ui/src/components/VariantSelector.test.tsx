import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { VariantSelector } from './VariantSelector.js';

const options = [
  { key: 'a', label: 'レッド', price: 1100, stock: 'in' as const },
  { key: 'b', label: 'ブルー', price: 1210, stock: 'out' as const },
];

describe('VariantSelector', () => {
  it('links every variant to its product page and marks the current one', () => {
    renderUi(<VariantSelector axis="カラー" options={options} current="a" />);
    expect(screen.getByRole('navigation', { name: 'カラー' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /レッド/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /ブルー/ })).toHaveAttribute('href', '/product/b');
    expect(screen.getByRole('link', { name: /ブルー/ })).toHaveTextContent('¥1,210在庫切れ');
  });

  it('shows nothing for a model with one product', () => {
    const { container } = renderUi(
      <VariantSelector axis="カラー" options={options.slice(0, 1)} current="a" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
