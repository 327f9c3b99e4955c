import type { BadgeVariant, ProductCardProduct, StockState } from '@mise/ui';
import { stockState } from '@mise/ui';
import { drawnSources } from './drawn-images.js';

/** What the catalogue's product records share (list items, details, summaries, variants). */
type ProductLike = {
  key: string;
  name: string;
  product_price_with_tax: number;
  before_price_with_tax: number | null;
  is_stock_available: boolean;
  stock?: number;
  image: { path: string; width?: number };
};

/** Whether the product is reduced (its earlier price is higher). */
export const isReduced = (product: ProductLike): boolean =>
  product.before_price_with_tax !== null &&
  product.before_price_with_tax > product.product_price_with_tax;

/** 在庫あり / 残りわずか / 在庫切れ of a product (summaries carry no count: available or not). */
export function productStock(product: ProductLike): StockState {
  if (product.stock === undefined) return product.is_stock_available ? 'in' : 'out';
  return stockState(product.stock, product.is_stock_available);
}

/**
 * The cards made of products the store holds: its data is frozen and shared between the theme
 * server's renders (the same answer), so each product's card is made once, and its kept card
 * (Kept) is found by the card's identity rather than by its JSON at every render.
 */
const cards = new WeakMap<ProductLike, ProductCardProduct>();

/** A product as a card of @mise/ui: tax-inclusive price, the earlier price struck through. */
export function toCard(product: ProductLike): ProductCardProduct {
  if (!Object.isFrozen(product)) return makeCard(product);
  let card = cards.get(product);
  if (!card) {
    card = deepFreeze(makeCard(product));
    cards.set(product, card);
  }
  return card;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function makeCard(product: ProductLike): ProductCardProduct {
  const badges: BadgeVariant[] = [];
  if (isReduced(product)) badges.push('sale');
  if (!product.is_stock_available) badges.push('soldout');
  return {
    key: product.key,
    name: product.name,
    image: product.image.path,
    imageSources: drawnSources(product.image.path, product.image.width ?? 800),
    price: product.product_price_with_tax,
    beforePrice: isReduced(product) ? product.before_price_with_tax : null,
    badges,
  };
}

/** The page of a product. */
export const productPath = (key: string) => `/product/${encodeURIComponent(key)}`;
