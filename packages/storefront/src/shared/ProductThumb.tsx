import { Picture } from '@mise/ui';
import { styled } from 'styled-components';
import { drawnThumb } from './drawn-images.js';

// No box of its own: the picture sits in the line's own flex row, at its fixed size.
const Frame = styled.span<{ $size: number }>`
  display: contents;

  & picture {
    display: contents;
  }
  & img {
    flex: none;
    width: ${({ $size }) => $size}px;
    height: ${({ $size }) => $size}px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
  }
`;

/**
 * A product's picture beside its name in a line (a cart line, the add-to-cart confirmation): a
 * small drawn copy, AVIF/WebP first, square at `size` pixels.
 */
export function ProductThumb({
  src,
  size,
  loading = 'lazy',
}: {
  src: string;
  size: number;
  loading?: 'eager' | 'lazy';
}) {
  return (
    <Frame $size={size}>
      <Picture
        src={src}
        alt=""
        width={size}
        height={size}
        loading={loading}
        {...drawnThumb(src, size)}
      />
    </Frame>
  );
}
