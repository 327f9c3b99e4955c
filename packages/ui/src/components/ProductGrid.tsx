import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Kept } from '../foundation/Kept/Kept.js';
import { ProductCard } from './ProductCard.js';
import type { ProductCardProduct, ProductCardProps } from './ProductCard.js';

export type ProductGridProps = {
  products: ProductCardProduct[];
  /** How many leading cards load their picture at once (the ones above the fold). */
  eager?: number;
  /** Each card's favourite toggle (ProductCardProps['favorite']). */
  favorite?: (product: ProductCardProduct) => ReactNode;
  headingLevel?: ProductCardProps['headingLevel'];
  /** Names the list for screen readers, e.g. '検索結果'. */
  label?: string;
  /** Narrowest column; the grid fits as many as the width allows. */
  minColumn?: string;
  className?: string;
  /**
   * Keeps each card's HTML on the server under this name (Kept), rendered once per product:
   * for a grid whose `favorite` draws the same for the same product.
   */
  kept?: string;
};

const List = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min }) => $min}, 45%), 1fr));
  gap: ${({ theme }) => `${theme.spacing(6)} ${theme.spacing(4)}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Product cards in a responsive grid (two columns on phones, more as the width allows). */
export function ProductGrid({
  products,
  eager = 0,
  favorite,
  headingLevel = 3,
  label,
  minColumn = '200px',
  className,
  kept,
}: ProductGridProps) {
  const card = (product: ProductCardProduct, index: number) => (
    <ProductCard
      product={product}
      priority={index < eager}
      headingLevel={headingLevel}
      favorite={favorite?.(product)}
    />
  );
  return (
    <List aria-label={label} $min={minColumn} className={className}>
      {products.map((product, index) => (
        <li key={product.key}>
          {kept ? (
            <Kept name={`card ${kept}`} deps={[product, index < eager, headingLevel]}>
              {card(product, index)}
            </Kept>
          ) : (
            card(product, index)
          )}
        </li>
      ))}
    </List>
  );
}
