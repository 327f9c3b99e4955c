import { and, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../db/client.js';
import { productLikes, productModels, products } from '../db/schema.js';
import { ProductImage } from '../routes/catalog/schemas.js';

const nullableInt = Type.Union([Type.Integer(), Type.Null()]);

/**
 * A product as content blocks and collections show it: the card fields of the catalogue's
 * ProductListItem (same names and meaning), so the storefront renders both with one ProductCard.
 */
export const ProductCard = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  code: Type.String(),
  product_price: Type.Integer(),
  product_price_with_tax: Type.Integer(),
  before_price: nullableInt,
  before_price_with_tax: nullableInt,
  tax_rate: Type.Integer(),
  variant_label: Type.Union([Type.String(), Type.Null()]),
  stock: Type.Integer(),
  is_stock_available: Type.Boolean(),
  /** The member has liked the product (always false for guests). */
  is_favorite: Type.Boolean(),
  unit: Type.String(),
  image: ProductImage,
  product_model: Type.Object({ id: Type.Integer(), key: Type.String(), name: Type.String() }),
});

/** Yen with consumption tax, rounded down as Japanese shops do. */
export const withTax = (price: number, rate: number) => Math.floor((price * (100 + rate)) / 100);

/**
 * The shown products among `ids` of a shop, in the order of `ids`; hidden or removed ones are
 * left out.
 */
export async function productCards(
  db: Database,
  channelId: string,
  ids: readonly number[],
  userId: number | undefined,
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ product: products, model: productModels })
    .from(products)
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .where(
      and(
        eq(products.channelId, channelId),
        eq(products.isShow, true),
        inArray(products.id, [...ids]),
      ),
    );
  const liked = new Set<number>();
  if (userId !== undefined && rows.length > 0) {
    const likes = await db
      .select({ productId: productLikes.productId })
      .from(productLikes)
      .where(
        and(
          eq(productLikes.userId, userId),
          inArray(
            productLikes.productId,
            rows.map((row) => row.product.id),
          ),
        ),
      );
    for (const like of likes) liked.add(like.productId);
  }
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { product, model } = row;
    return [
      {
        id: product.id,
        key: product.key,
        name: product.name,
        code: product.code,
        product_price: product.price,
        product_price_with_tax: withTax(product.price, model.taxRate),
        before_price: product.beforePrice,
        before_price_with_tax:
          product.beforePrice === null ? null : withTax(product.beforePrice, model.taxRate),
        tax_rate: model.taxRate,
        variant_label: product.variantLabel,
        stock: product.stock,
        is_stock_available: product.stock > 0,
        is_favorite: liked.has(product.id),
        unit: model.unit,
        image: {
          id: 1,
          path: `/v1/images/products/${product.key}/1.svg`,
          width: 800,
          height: 800,
          alt: product.name,
        },
        product_model: { id: model.id, key: model.key, name: model.name },
      },
    ];
  });
}
