import { Heading, ProductGrid } from '@mise/ui';
import type { ProductCardProduct } from '@mise/ui';
import { useId } from 'react';
import { Section } from '../../../shared/CatalogFrame.js';

/** A titled row of product cards (accessories, recommendations, recently viewed). */
export function ProductShelf({
  title,
  products,
}: {
  title: string;
  products: ProductCardProduct[];
}) {
  const id = useId();
  if (products.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      <ProductGrid products={products} headingLevel={3} minColumn="160px" />
    </Section>
  );
}
