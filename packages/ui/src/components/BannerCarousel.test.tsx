import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { BannerCarousel } from './BannerCarousel.js';

const slides = [
  { id: 1, image: 'data:image/svg+xml,a', alt: '春の新作フェア 最大30%オフ', href: '/lp/spring' },
  {
    id: 2,
    image: 'data:image/svg+xml,b',
    alt: '送料無料キャンペーン',
    href: 'https://example.jp/campaign',
  },
  { id: 3, image: 'data:image/svg+xml,c', alt: '会員限定クーポン' },
];

const shown = () => screen.getByRole('img');

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('BannerCarousel', () => {
  beforeEach(() => {
    stubReducedMotion(false);
  });

  it('is a named carousel showing one slide at a time with its link', () => {
    renderUi(<BannerCarousel slides={slides} label="おすすめ特集" />);
    const carousel = screen.getByRole('region', { name: 'おすすめ特集' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shown()).toHaveAccessibleName('春の新作フェア 最大30%オフ');
    expect(screen.getByRole('group', { name: '1 / 3' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/lp/spring');
  });

  it('moves with 前へ, 次へ and the スライド N buttons', async () => {
    const user = userEvent.setup();
    renderUi(<BannerCarousel slides={slides} label="おすすめ特集" autoplay={false} />);
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(shown()).toHaveAccessibleName('送料無料キャンペーン');
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://example.jp/campaign');
    await user.click(screen.getByRole('button', { name: '前へ' }));
    await user.click(screen.getByRole('button', { name: '前へ' }));
    expect(shown()).toHaveAccessibleName('会員限定クーポン');
    expect(screen.queryByRole('link')).toBeNull();
    const second = screen.getByRole('button', { name: 'スライド2' });
    second.focus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAccessibleName('送料無料キャンペーン');
    expect(second).toHaveAttribute('aria-current', 'true');
  });

  it('draws its controls as icons, named for screen readers', () => {
    renderUi(<BannerCarousel slides={slides} label="おすすめ特集" autoplay={false} />);
    for (const name of ['前へ', '次へ', 'スライド1', 'スライド2', 'スライド3']) {
      const button = screen.getByRole('button', { name });
      // No visible text arrows: the name is the label, the look an SVG icon (or a dot).
      expect(button.textContent).toBe('');
    }
    expect(screen.getByRole('button', { name: '前へ' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: '次へ' }).querySelector('svg')).not.toBeNull();
  });

  it('offers AVIF and WebP copies at several widths, sized so nothing shifts', () => {
    const sources = {
      srcSet: '/b.png?w=320 320w, /b.png 1200w',
      sources: [
        { type: 'image/avif', srcSet: '/b.avif?w=320 320w' },
        { type: 'image/webp', srcSet: '/b.webp?w=320 320w' },
      ],
    };
    const { container } = renderUi(
      <BannerCarousel
        slides={slides.map((slide) => ({ ...slide, width: 1200, height: 480, sources }))}
        label="おすすめ特集"
        autoplay={false}
      />,
    );
    const first = container.querySelector('picture')!;
    expect(
      [...first.querySelectorAll('source')].map((source) => source.getAttribute('type')),
    ).toEqual(['image/avif', 'image/webp']);
    const img = first.querySelector('img')!;
    expect(img).toHaveAttribute('srcset', sources.srcSet);
    expect(img).toHaveAttribute('sizes');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '480']);
    expect(img).toHaveAttribute('loading', 'eager');
    // Slides not shown yet wait until they are needed.
    expect(container.querySelectorAll('img')[1]).toHaveAttribute('loading', 'lazy');
  });

  describe('with a clock', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('rotates by itself, pausing while hovered or focused and stopping on request', () => {
      renderUi(<BannerCarousel slides={slides} label="おすすめ特集" interval={4000} />);
      const carousel = screen.getByRole('region');
      act(() => {
        vi.advanceTimersByTime(4000);
      });
      expect(shown()).toHaveAccessibleName('送料無料キャンペーン');

      fireEvent.mouseEnter(carousel);
      act(() => {
        vi.advanceTimersByTime(8000);
      });
      expect(shown()).toHaveAccessibleName('送料無料キャンペーン');
      fireEvent.mouseLeave(carousel);
      act(() => {
        vi.advanceTimersByTime(4000);
      });
      expect(shown()).toHaveAccessibleName('会員限定クーポン');

      act(() => screen.getByRole('button', { name: '次へ' }).focus());
      act(() => {
        vi.advanceTimersByTime(8000);
      });
      expect(shown()).toHaveAccessibleName('会員限定クーポン');
      act(() => screen.getByRole('button', { name: '次へ' }).blur());
      act(() => {
        vi.advanceTimersByTime(4000);
      });
      expect(shown()).toHaveAccessibleName('春の新作フェア 最大30%オフ');

      fireEvent.click(screen.getByRole('button', { name: '自動再生を停止' }));
      expect(screen.getByRole('button', { name: '自動再生を開始' })).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(12000);
      });
      expect(shown()).toHaveAccessibleName('春の新作フェア 最大30%オフ');
    });

    it('does not rotate when the visitor prefers reduced motion', () => {
      stubReducedMotion(true);
      renderUi(<BannerCarousel slides={slides} label="おすすめ特集" />);
      act(() => {
        vi.advanceTimersByTime(20000);
      });
      expect(shown()).toHaveAccessibleName('春の新作フェア 最大30%オフ');
      // The visitor may still start it.
      fireEvent.click(screen.getByRole('button', { name: '自動再生を開始' }));
      expect(screen.getByRole('button', { name: '自動再生を停止' })).toBeInTheDocument();
    });
  });

  it('shows a single banner without controls and nothing without banners', () => {
    const { unmount } = renderUi(
      <BannerCarousel slides={slides.slice(0, 1)} label="おすすめ特集" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const { container } = renderUi(<BannerCarousel slides={[]} label="おすすめ特集" />);
    expect(container).toBeEmptyDOMElement();
  });
});
