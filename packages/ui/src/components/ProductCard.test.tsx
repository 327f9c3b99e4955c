import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { ProductCard, ProductCardFavorite } from './ProductCard.js';

const product = {
  key: 'arita-mug-01',
  name: '有田焼 マグカップ 藍',
  image: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  price: 3980,
  beforePrice: 4980,
  badges: ['new', 'sale'] as const,
};

describe('ProductCard', () => {
  it('shows the picture named after the product, its name linking to /product/{key}, price and badges', () => {
    renderUi(<ProductCard product={{ ...product, badges: [...product.badges] }} />);
    expect(screen.getByRole('img', { name: '有田焼 マグカップ 藍' })).toHaveAttribute(
      'src',
      product.image,
    );
    expect(screen.getByRole('link', { name: '有田焼 マグカップ 藍' })).toHaveAttribute(
      'href',
      '/product/arita-mug-01',
    );
    expect(
      screen.getByRole('heading', { level: 3, name: '有田焼 マグカップ 藍' }),
    ).toBeInTheDocument();
    expect(screen.getByText('¥3,980', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('¥4,980', { exact: false }).closest('s')).not.toBeNull();
    expect(screen.getByText('税込')).toBeInTheDocument();
    expect(screen.getByText('新着')).toBeInTheDocument();
    expect(screen.getByText('セール')).toBeInTheDocument();
  });

  it('has a placeholder named after the product when there is no picture', () => {
    renderUi(<ProductCard product={{ key: 'k', name: '季節の福袋', price: 10000 }} />);
    expect(screen.getByRole('img', { name: '季節の福袋' }).tagName).toBe('DIV');
  });

  it('toggles the favourite with a pressed button whose label says what it does', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { unmount } = renderUi(
      <ProductCard
        product={{ ...product, badges: [] }}
        favorite={<ProductCardFavorite pressed={false} onToggle={onToggle} />}
      />,
    );
    const add = screen.getByRole('button', { name: 'お気に入りに追加' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    add.focus();
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledTimes(1);
    unmount();

    renderUi(
      <ProductCard
        product={{ ...product, badges: [] }}
        favorite={<ProductCardFavorite pressed onToggle={onToggle} />}
      />,
    );
    const remove = screen.getByRole('button', { name: 'お気に入りから削除' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('has no favourite button without a toggle', () => {
    renderUi(<ProductCard product={{ ...product, badges: [] }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets the browser pick an AVIF or WebP copy of the width it shows, lazily below the fold', () => {
    const { container } = renderUi(
      <ProductCard
        product={{
          ...product,
          badges: [],
          image: '/p/1.png',
          imageSources: {
            srcSet: '/p/1.png?w=320 320w, /p/1.png?w=640 640w',
            sources: [
              { type: 'image/avif', srcSet: '/p/1.avif?w=320 320w' },
              { type: 'image/webp', srcSet: '/p/1.webp?w=320 320w' },
            ],
          },
        }}
      />,
    );
    const img = screen.getByRole('img', { name: '有田焼 マグカップ 藍' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(
      [...container.querySelectorAll('source')].map((source) => source.getAttribute('type')),
    ).toEqual(['image/avif', 'image/webp']);
    expect(img).toHaveAttribute('srcset', '/p/1.png?w=320 320w, /p/1.png?w=640 640w');
    expect(img.getAttribute('sizes')).toContain('50vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '400']);
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
