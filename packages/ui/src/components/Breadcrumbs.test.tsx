import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { Breadcrumbs } from './Breadcrumbs.js';

const items = [
  { label: 'トップ', to: '/' },
  { label: '商品一覧', to: '/product' },
  { label: '有田焼 マグカップ' },
];

describe('Breadcrumbs', () => {
  it('is a navigation named パンくずリスト with an ordered list', () => {
    renderUi(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'パンくずリスト' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links the earlier items in the app and marks the last one as the current page', () => {
    renderUi(<Breadcrumbs items={items} />);
    expect(screen.getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '商品一覧' })).toHaveAttribute('href', '/product');
    expect(screen.queryByRole('link', { name: '有田焼 マグカップ' })).toBeNull();
    expect(screen.getByText('有田焼 マグカップ')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing without items', () => {
    const { container } = renderUi(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
