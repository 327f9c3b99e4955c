import type { CatalogProductDetail } from '@mise/store';
import { productStock } from '../../../shared/product.js';

const AVAILABILITY = {
  in: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
} as const;

/** Text of HTML for search engines: tags dropped, whitespace folded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** schema.org Product of a product page: offer in JPY (tax included), availability, rating. */
export function productStructuredData(product: CatalogProductDetail, origin: string) {
  const url = `${origin}/product/${encodeURIComponent(product.key)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    url,
    image: product.images.map((image) => `${origin}${image.path}`),
    description: plainText(product.description).slice(0, 500),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.maker
      ? { manufacturer: { '@type': 'Organization', name: product.maker.name } }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'JPY',
      price: product.product_price_with_tax,
      availability: AVAILABILITY[productStock(product)],
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.review.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.review.average,
            reviewCount: product.review.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The structured data as a script in the server-rendered page; no '</script>' can break out. */
export function ProductJsonLd({
  product,
  origin,
}: {
  product: CatalogProductDetail;
  origin: string;
}) {
  const json = JSON.stringify(productStructuredData(product, origin)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
