import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { ProductGrid } from './ProductGrid.js';

describe('ProductGrid', () => {
  it('lists the products with their price and a sized picture', () => {
    renderUi(
      <ProductGrid
        label="検索結果"
        eager={1}
        products={[
          { key: 'a', name: '湯呑み', image: '/a.png', price: 1980 },
          { key: 'b', name: '急須', image: '/b.png', price: 4400 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: '検索結果' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByRole('link', { name: '急須' })).toHaveAttribute(
      'href',
      '/product/b',
    );
    expect(within(items[1]!).getByText('¥4,400')).toBeInTheDocument();
    const first = within(items[0]!).getByRole('img', { name: '湯呑み' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '400');
    expect(within(items[1]!).getByRole('img', { name: '急須' })).toHaveAttribute('loading', 'lazy');
  });
});
