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

  it('moves with 前のスライド, 次のスライド and the slide buttons', async () => {
    const user = userEvent.setup();
    renderUi(<BannerCarousel slides={slides} label="おすすめ特集" autoplay={false} />);
    await user.click(screen.getByRole('button', { name: '次のスライド' }));
    expect(shown()).toHaveAccessibleName('送料無料キャンペーン');
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://example.jp/campaign');
    await user.click(screen.getByRole('button', { name: '前のスライド' }));
    await user.click(screen.getByRole('button', { name: '前のスライド' }));
    expect(shown()).toHaveAccessibleName('会員限定クーポン');
    expect(screen.queryByRole('link')).toBeNull();
    const second = screen.getByRole('button', { name: 'スライド2を表示' });
    second.focus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAccessibleName('送料無料キャンペーン');
    expect(second).toHaveAttribute('aria-current', 'true');
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

      act(() => screen.getByRole('button', { name: '次のスライド' }).focus());
      act(() => {
        vi.advanceTimersByTime(8000);
      });
      expect(shown()).toHaveAccessibleName('会員限定クーポン');
      act(() => screen.getByRole('button', { name: '次のスライド' }).blur());
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
