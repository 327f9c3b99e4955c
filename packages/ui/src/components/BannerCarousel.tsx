import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { Button, Link } from '../foundation/index.js';

export type BannerSlide = {
  id: string | number;
  image: string;
  alt: string;
  /** In-app path or external URL; a slide without one is just a picture. */
  href?: string | null;
  /** Intrinsic size: the browser keeps the room before the picture arrives (no layout shift). */
  width?: number;
  height?: number;
};

export type BannerCarouselProps = {
  slides: BannerSlide[];
  /** Names the carousel (for example 'おすすめ特集'). */
  label: string;
  /** Milliseconds per slide while playing automatically. */
  interval?: number;
  autoplay?: boolean;
  /**
   * Base of the ids its controls point at. Give one when the carousel is hydrated on its own
   * (an island): a generated id depends on its place in the tree, which differs there.
   */
  id?: string;
  className?: string;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The visitor asked for less motion; on the server nothing moves anyway. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () =>
      typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION).matches : false,
    () => true,
  );
}

const Root = styled.section`
  position: relative;
`;

const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Slide = styled.div`
  & a,
  & img {
    display: block;
  }
  & img {
    width: 100%;
    height: auto;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(2)};
`;

const Dots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Dot = styled.button`
  position: relative;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    inset: 11px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.border};
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Banners one at a time with '前のスライド'/'次のスライド', a button per slide and automatic
 * rotation that pauses while hovered or focused, does not start for prefers-reduced-motion and
 * can be stopped or started with its own button (WCAG 2.2.2).
 */
export function BannerCarousel({
  slides,
  label,
  interval = 5000,
  autoplay = true,
  id,
  className,
}: BannerCarouselProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const [index, setIndex] = useState(0);
  // null until the visitor chooses: then motion follows prefers-reduced-motion.
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const current = count === 0 ? 0 : index % count;
  const canPlay = autoplay && count > 1;
  const isPlaying = playing ?? !reducedMotion;
  const rotating = canPlay && isPlaying && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval, count]);

  if (count === 0) return null;

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* Announcing every automatic change would interrupt; manual changes are announced. */}
      <Viewport id={`${baseId}-slides`} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          // The first slide is usually the page's largest picture: fetched first, never lazily.
          const image = (
            <img
              src={slide.image}
              alt={slide.alt}
              width={slide.width}
              height={slide.height}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          );
          return (
            <Slide
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} / ${count}`}
              hidden={position !== current}
            >
              {slide.href ? <Link href={slide.href}>{image}</Link> : image}
            </Slide>
          );
        })}
      </Viewport>
      {count > 1 && (
        <Controls>
          {canPlay && (
            // Always there (the server cannot know the motion preference), so hydration
            // only changes its label and nothing below moves.
            <Button variant="secondary" size="sm" onClick={() => setPlaying(!isPlaying)}>
              {isPlaying ? '自動再生を停止' : '自動再生を開始'}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            aria-controls={`${baseId}-slides`}
            onClick={() => go(current - 1)}
          >
            前のスライド
          </Button>
          <Dots>
            {slides.map((slide, position) => (
              <Dot
                key={slide.id}
                type="button"
                aria-controls={`${baseId}-slides`}
                aria-current={position === current ? 'true' : undefined}
                aria-label={`スライド${position + 1}を表示`}
                onClick={() => go(position)}
              />
            ))}
          </Dots>
          <Button
            variant="secondary"
            size="sm"
            aria-controls={`${baseId}-slides`}
            onClick={() => go(current + 1)}
          >
            次のスライド
          </Button>
        </Controls>
      )}
    </Root>
  );
}
