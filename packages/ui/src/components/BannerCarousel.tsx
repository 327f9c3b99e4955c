import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { Link } from '../foundation/index.js';
import { resetButton } from './internal.js';
import { Picture } from './Picture.js';
import type { PictureSources } from './Picture.js';

export type BannerSlide = {
  id: string | number;
  image: string;
  alt: string;
  /** In-app path or external URL; a slide without one is just a picture. */
  href?: string | null;
  /** Intrinsic size: the browser keeps the room before the picture arrives (no layout shift). */
  width?: number;
  height?: number;
  /** The picture in other widths and formats (srcset, AVIF/WebP sources). */
  sources?: PictureSources;
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
  /** How wide the banner is shown: picks the picture's width from its sources. */
  sizes?: string;
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

const Stage = styled.div`
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
  & picture {
    display: contents;
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

/** A round icon button; 44 px, a finger's width. */
const IconButton = styled.button`
  ${resetButton}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.25);
  cursor: pointer;

  & svg {
    width: 20px;
    height: 20px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** Previous and next sit on the banner's edges, where a thumb reaches them. */
const Step = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 8px;
  transform: translateY(-50%);
  background: rgb(255 255 255 / 0.88);
  color: #222222;
`;

const ICONS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M8 5l11 7-11 7z',
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={ICONS[name]}
        fill={name === 'play' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

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
 * Banners one at a time with icon buttons '前へ'/'次へ' on its edges, a 'スライド N' button per
 * slide and automatic
 * rotation that pauses while hovered or focused, does not start for prefers-reduced-motion and
 * can be stopped or started with its own button (WCAG 2.2.2).
 */
export function BannerCarousel({
  slides,
  label,
  interval = 5000,
  autoplay = true,
  id,
  sizes = '(min-width: 75em) 1200px, 100vw',
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
      <Stage>
        {/* Announcing every automatic change would interrupt; manual changes are announced. */}
        <Viewport id={`${baseId}-slides`} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, position) => {
            // The first slide is usually the page's largest picture: fetched first, never lazily.
            const image = (
              <Picture
                src={slide.image}
                alt={slide.alt}
                width={slide.width ?? 1200}
                height={slide.height ?? 400}
                sizes={sizes}
                {...slide.sources}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'auto'}
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
          <>
            <Step
              type="button"
              $side="left"
              aria-label="前へ"
              aria-controls={`${baseId}-slides`}
              onClick={() => go(current - 1)}
            >
              <Icon name="previous" />
            </Step>
            <Step
              type="button"
              $side="right"
              aria-label="次へ"
              aria-controls={`${baseId}-slides`}
              onClick={() => go(current + 1)}
            >
              <Icon name="next" />
            </Step>
          </>
        )}
      </Stage>
      {count > 1 && (
        <Controls>
          {canPlay && (
            // Always there (the server cannot know the motion preference), so hydration
            // only changes its label and icon and nothing below moves.
            <IconButton
              type="button"
              aria-label={isPlaying ? '自動再生を停止' : '自動再生を開始'}
              onClick={() => setPlaying(!isPlaying)}
            >
              <Icon name={isPlaying ? 'pause' : 'play'} />
            </IconButton>
          )}
          <Dots>
            {slides.map((slide, position) => (
              <Dot
                key={slide.id}
                type="button"
                aria-controls={`${baseId}-slides`}
                aria-current={position === current ? 'true' : undefined}
                aria-label={`スライド${position + 1}`}
                onClick={() => go(position)}
              />
            ))}
          </Dots>
        </Controls>
      )}
    </Root>
  );
}
