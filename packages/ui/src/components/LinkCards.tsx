import { css, styled } from 'styled-components';
import { Link } from '../foundation/index.js';

export type LinkCard = { href: string; label: string; note: string };

/** `outlined`: a rounded, bordered card; `ruled`: a thick rule of the primary colour on the surface. */
export type LinkCardsVariant = 'outlined' | 'ruled';

export type LinkCardsProps = {
  items: readonly LinkCard[];
  variant?: LinkCardsVariant;
  /** Narrowest a card gets, in px, before the row wraps. */
  minWidth?: number;
  className?: string;
};

const LOOKS = {
  outlined: css`
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background};
  `,
  ruled: css`
    border-top: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  `,
};

const Cards = styled.ul<{ $minWidth: number }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(${({ $minWidth }) => $minWidth}px, 100%), 1fr)
  );
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li<{ $variant: LinkCardsVariant }>`
  padding: ${({ theme }) => theme.spacing(5)};
  ${({ $variant }) => LOOKS[$variant]}

  p {
    margin: ${({ theme }) => theme.spacing(2)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

/** Links to a shop's own pages as a grid of cards, each with a line on what the page is for. */
export function LinkCards({
  items,
  variant = 'outlined',
  minWidth = 220,
  className,
}: LinkCardsProps) {
  return (
    <Cards $minWidth={minWidth} className={className}>
      {items.map((item) => (
        <Card key={item.href} $variant={variant}>
          <Link href={item.href}>{item.label}</Link>
          <p>{item.note}</p>
        </Card>
      ))}
    </Cards>
  );
}
