import { css, styled } from 'styled-components';
import { Link } from '../foundation/index.js';

export type LinkTile = { href: string; label: string };

/**
 * `outlined`: each link a secondary button the width of its column; `solid`: bold tiles on the
 * secondary colour that turn primary under the pointer.
 */
export type LinkTilesVariant = 'outlined' | 'solid';

export type LinkTilesProps = {
  links: readonly LinkTile[];
  variant?: LinkTilesVariant;
  /** Narrowest a tile gets, in px, before the row wraps. */
  minWidth?: number;
  className?: string;
};

const solid = css`
  a {
    display: block;
    padding: ${({ theme }) => theme.spacing(5)} ${({ theme }) => theme.spacing(3)};
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    text-align: center;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Tiles = styled.ul<{ $minWidth: number; $variant: LinkTilesVariant }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(${({ $minWidth }) => $minWidth}px, 100%), 1fr)
  );
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $variant }) => ($variant === 'solid' ? solid : '')}
`;

/** Ways into a catalogue (by maker, by brand …) as a grid of equal tiles. */
export function LinkTiles({
  links,
  variant = 'outlined',
  minWidth = 180,
  className,
}: LinkTilesProps) {
  return (
    <Tiles $minWidth={minWidth} $variant={variant} className={className}>
      {links.map((link) => (
        <li key={link.href}>
          {variant === 'outlined' ? (
            <Link href={link.href} variant="secondary" fullWidth>
              {link.label}
            </Link>
          ) : (
            <Link href={link.href}>{link.label}</Link>
          )}
        </li>
      ))}
    </Tiles>
  );
}
