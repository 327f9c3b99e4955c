import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { clamp, useControllable } from './internal.js';
import { Picture } from './Picture.js';
import type { PictureSources } from './Picture.js';

export type GalleryImage = {
  src: string;
  /** Describes the picture (for example '商品名 正面'). */
  alt: string;
  /** Intrinsic size in px, so the page keeps its layout while the picture loads. */
  width?: number;
  height?: number;
  /** The picture in other widths and formats (srcset, AVIF/WebP sources). */
  sources?: PictureSources;
  /** A small copy for the thumbnail button (64 px, twice that for sharp screens). */
  thumb?: PictureSources & { src: string };
};

export type ProductGalleryProps = {
  images: GalleryImage[];
  /** Names the placeholder when there are no images. */
  productName: string;
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** How wide the main picture is shown: picks its width from the sources. */
  sizes?: string;
  className?: string;
};

// On a phone the thumbnails stand in a column beside the picture, as tall as it: the picture
// gives up their width instead of a row's height, so the price and the cart button below it
// stay on the first screen.
const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

const Main = styled.div`
  & picture {
    display: contents;
  }
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    flex-direction: column;
    flex-wrap: nowrap;
    /* No height of its own: the picture's, scrolling when there are more. */
    height: 0;
    min-height: 100%;
    overflow-y: auto;
    scrollbar-width: none;
  }
`;

const Thumb = styled.button`
  display: block;
  width: 64px;
  height: 64px;
  padding: 0;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  & picture {
    display: contents;
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    width: 48px;
    height: 48px;
  }
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The product's pictures: one large image and a thumbnail button per picture. Left/Right
 * (and Home/End) on the thumbnails switch the picture and move focus with it.
 */
export function ProductGallery({
  images,
  productName,
  index,
  defaultIndex = 0,
  onIndexChange,
  sizes = '(min-width: 48em) 50vw, 100vw',
  className,
}: ProductGalleryProps) {
  const [selected, setSelected] = useControllable(index, defaultIndex, onIndexChange);
  const listRef = useRef<HTMLUListElement>(null);
  const count = images.length;
  const current = count === 0 ? 0 : clamp(selected, 0, count - 1);
  const main = images[current];

  const show = (next: number, focus: boolean) => {
    if (next !== current) setSelected(next);
    if (focus) listRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
    const focused = buttons.indexOf(event.target as HTMLButtonElement);
    const from = focused === -1 ? current : focused;
    const targets: Record<string, number> = {
      ArrowRight: (from + 1) % count,
      ArrowLeft: (from - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <Root className={className}>
      <Main>
        {main ? (
          // The main picture is the page's largest element: fetched first, never lazily.
          <Picture
            src={main.src}
            alt={main.alt}
            width={main.width ?? 800}
            height={main.height ?? 800}
            sizes={sizes}
            {...main.sources}
            loading="eager"
            fetchPriority="high"
          />
        ) : (
          <div role="img" aria-label={productName} />
        )}
      </Main>
      {count > 1 && (
        <Thumbs ref={listRef} aria-label="商品画像の一覧" onKeyDown={onKeyDown}>
          {images.map((image, position) => (
            <li key={`${position}-${image.src}`}>
              <Thumb
                type="button"
                aria-current={position === current ? 'true' : undefined}
                aria-label={`画像${position + 1}を表示：${image.alt}`}
                onClick={() => show(position, false)}
              >
                <Picture
                  src={image.thumb?.src ?? image.src}
                  alt=""
                  width={64}
                  height={64}
                  sizes="64px"
                  {...image.thumb}
                />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </Root>
  );
}
