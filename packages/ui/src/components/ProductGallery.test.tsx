import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { ProductGallery } from './ProductGallery.js';

const images = [
  { src: 'data:image/svg+xml,front', alt: '有田焼 マグカップ 正面' },
  { src: 'data:image/svg+xml,side', alt: '有田焼 マグカップ 側面' },
  { src: 'data:image/svg+xml,box', alt: '有田焼 マグカップ 化粧箱' },
];

const main = () => screen.getAllByRole('img').find((img) => img.getAttribute('alt') !== '')!;

describe('ProductGallery', () => {
  it('shows the first picture large and a thumbnail button per picture', () => {
    renderUi(<ProductGallery images={images} productName="有田焼 マグカップ" />);
    expect(screen.getByRole('img', { name: '有田焼 マグカップ 正面' })).toHaveAttribute(
      'src',
      images[0]!.src,
    );
    const thumbs = screen.getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAccessibleName('画像1を表示：有田焼 マグカップ 正面');
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
  });

  it('switches the picture with a click on a thumbnail', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    renderUi(
      <ProductGallery
        images={images}
        productName="有田焼 マグカップ"
        onIndexChange={onIndexChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /化粧箱/ }));
    expect(main()).toHaveAccessibleName('有田焼 マグカップ 化粧箱');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('switches with the arrow keys, Home and End, moving focus along', async () => {
    const user = userEvent.setup();
    renderUi(<ProductGallery images={images} productName="有田焼 マグカップ" />);
    await user.tab();
    expect(screen.getByRole('button', { name: /正面/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /側面/ })).toHaveFocus();
    expect(main()).toHaveAccessibleName('有田焼 マグカップ 側面');
    await user.keyboard('{End}');
    expect(main()).toHaveAccessibleName('有田焼 マグカップ 化粧箱');
    await user.keyboard('{ArrowRight}');
    expect(main()).toHaveAccessibleName('有田焼 マグカップ 正面');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: /化粧箱/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: /正面/ })).toHaveAttribute('aria-current', 'true');
  });

  it('shows a placeholder named after the product without pictures', () => {
    renderUi(<ProductGallery images={[]} productName="有田焼 マグカップ" />);
    expect(screen.getByRole('img', { name: '有田焼 マグカップ' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the main picture in AVIF/WebP widths and small copies for the thumbnails', () => {
    const sized = images.map((image, i) => ({
      ...image,
      width: 800,
      height: 800,
      sources: {
        srcSet: `/p/${i}.png?w=640 640w, /p/${i}.png 800w`,
        sources: [{ type: 'image/webp', srcSet: `/p/${i}.webp?w=640 640w` }],
      },
      thumb: {
        src: `/p/${i}.png?w=160`,
        sources: [{ type: 'image/webp', srcSet: `/p/${i}.webp?w=160` }],
      },
    }));
    const { container } = renderUi(
      <ProductGallery images={sized} productName="有田焼 マグカップ" />,
    );
    const big = main();
    expect(big).toHaveAttribute('srcset', '/p/0.png?w=640 640w, /p/0.png 800w');
    expect(big).toHaveAttribute('loading', 'eager');
    expect(big.parentElement?.tagName).toBe('PICTURE');
    const thumbs = [...container.querySelectorAll('button img')];
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([
      '/p/0.png?w=160',
      '/p/1.png?w=160',
      '/p/2.png?w=160',
    ]);
    expect(thumbs.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
