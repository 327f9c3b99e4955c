import { createElement } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Badge } from './Badge.js';
import type { BadgeVariant } from './Badge.js';
import { PlainLink } from '../foundation/index.js';
import { resetButton } from './internal.js';
import { Picture } from './Picture.js';
import type { PictureSources } from './Picture.js';
import { Price } from './Price.js';

export type ProductCardProduct = {
  /** The product's key in /product/{key}. */
  key: string;
  name: string;
  /** Image URL; a plain placeholder is shown without one. */
  image?: string | null;
  /** The image in other widths and formats (srcset, AVIF/WebP sources). */
  imageSources?: PictureSources;
  /** Price with tax, in yen. */
  price: number;
  beforePrice?: number | null;
  badges?: BadgeVariant[];
};

export type ProductCardProps = {
  product: ProductCardProduct;
  /**
   * The member's favourite toggle (ProductCardFavorite), over the picture's corner: a slot, so
   * a page can hydrate the toggle alone and leave the rest of the card its server's HTML.
   */
  favorite?: ReactNode;
  /** Level of the product-name heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Loads the picture at once and first (a card above the fold); lazily otherwise. */
  priority?: boolean;
  /** How wide the card is shown: picks the picture's width from imageSources. */
  sizes?: string;
  className?: string;
};

const CARD_IMAGE_SIZE = 400;
/** Grids show two cards a row on phones, up to four on wide screens. */
const CARD_SIZES = '(min-width: 64em) 240px, (min-width: 40em) 33vw, 50vw';

// One styled root, the card's parts plain elements under it: a list page renders some fifteen
// cards, and each styled element costs a server render several times a plain one.
const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.text};

  &:focus-within img,
  &:hover img {
    opacity: 0.85;
  }

  & > .card-media {
    aspect-ratio: 1;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  & > .card-media picture {
    display: contents;
  }
  & > .card-media img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  & > .card-badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(1)};
  }

  & > .card-name {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
    font-weight: ${({ theme }) => theme.typography.weights.regular};
  }
  & > .card-name a {
    color: inherit;
    text-decoration: none;
    text-underline-offset: 0.15em;
  }
  & > .card-name a:hover {
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
  /* The name's link covers the whole card, so the picture is clickable without a second link. */
  & > .card-name a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Favorite = styled.button`
  ${resetButton}
  position: absolute;
  top: ${({ theme }) => theme.spacing(2)};
  right: ${({ theme }) => theme.spacing(2)};
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.sale};

  & svg {
    width: 22px;
    height: 22px;
  }
`;

/** A product tile for lists: picture, badges, name linking to /product/{key}, price with tax. */
export function ProductCard({
  product,
  favorite,
  headingLevel = 3,
  priority = false,
  sizes = CARD_SIZES,
  className,
}: ProductCardProps) {
  const href = `/product/${encodeURIComponent(product.key)}`;
  return (
    <Root className={className}>
      <div className="card-media">
        {product.image ? (
          // The square frame keeps the layout still; width/height give the browser the ratio early.
          <Picture
            src={product.image}
            alt={product.name}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            sizes={sizes}
            {...product.imageSources}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        ) : (
          <div role="img" aria-label={product.name} />
        )}
      </div>
      {product.badges && product.badges.length > 0 && (
        <div className="card-badges">
          {product.badges.map((variant) => (
            <Badge key={variant} variant={variant} />
          ))}
        </div>
      )}
      {createElement(
        `h${headingLevel}`,
        { className: 'card-name' },
        <PlainLink href={href}>{product.name}</PlainLink>,
      )}
      <Price value={product.price} beforePrice={product.beforePrice} size="sm" />
      {favorite}
    </Root>
  );
}

/** A product card's favourite toggle: pressed while the product is a favourite. */
export function ProductCardFavorite({
  pressed,
  onToggle,
}: {
  pressed: boolean;
  onToggle: () => void;
}) {
  return (
    <Favorite
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? 'お気に入りから削除' : 'お気に入りに追加'}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.2 0 3.7 1.2 5.2 3 1.5-1.8 3-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </Favorite>
  );
}
