import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { CategoryTree } from './CategoryTree.js';

describe('CategoryTree', () => {
  it('nests categories as links with counts and marks the current one', () => {
    renderUi(
      <CategoryTree
        nodes={[
          { value: '1', name: '食器', count: 3, children: [{ value: '2', name: '皿', count: 1 }] },
        ]}
        hrefFor={(value) => `/product?category=${value}`}
        current="2"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'カテゴリ' });
    const top = within(nav).getByRole('link', { name: /食器/ });
    expect(top).toHaveAttribute('href', '/product?category=1');
    expect(top).toHaveTextContent('（3）');
    expect(within(nav).getByRole('link', { name: /皿/ })).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('ul ul')).toHaveLength(1);
  });

  it('renders nothing without categories', () => {
    const { container } = renderUi(<CategoryTree nodes={[]} hrefFor={() => '/'} />);
    expect(container).toBeEmptyDOMElement();
  });
});
