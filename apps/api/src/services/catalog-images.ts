import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  brands,
  catalogPictures,
  categories,
  makers,
  productModels,
  productPictures,
  products,
} from '../db/schema.js';

/**
 * What the `index`th image of a product is drawn from (name, colour, category), and the hash of
 * the shop's own photo in that place, if any; undefined for an unknown product.
 */
export async function productImageSource(
  db: Database,
  channelId: string,
  key: string,
  index: number,
) {
  const [row] = await db
    .select({
      name: products.name,
      label: products.variantLabel,
      colour: products.colour,
      imageCount: products.imageCount,
      category: categories.name,
      photo: productPictures.pictureHash,
    })
    .from(products)
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .leftJoin(categories, eq(categories.id, productModels.categoryId))
    // A shop's own photo (catalogue import) takes the place of the drawing of its number.
    .leftJoin(
      productPictures,
      and(eq(productPictures.productId, products.id), eq(productPictures.position, index)),
    )
    .where(and(eq(products.channelId, channelId), eq(products.key, key)))
    .limit(1);
  return row;
}

/** An imported picture by its hash, or undefined. */
export async function catalogPicture(db: Database, hash: string) {
  const [photo] = await db
    .select({ hash: catalogPictures.hash, bytes: catalogPictures.bytes })
    .from(catalogPictures)
    .where(eq(catalogPictures.hash, hash));
  return photo;
}

/** A brand or maker of the shop by key (its logo is drawn from the name), or undefined. */
export async function companyByKey(
  db: Database,
  kind: 'brands' | 'makers',
  channelId: string,
  key: string,
) {
  const table = kind === 'brands' ? brands : makers;
  const [row] = await db
    .select({ name: table.name, key: table.key })
    .from(table)
    .where(and(eq(table.channelId, channelId), eq(table.key, key)))
    .limit(1);
  return row;
}
