import type { Database } from '../db/client.js';
import { ProductListItem } from '../schemas/catalog.js';
import { productListItems } from './catalog.js';

/**
 * Products in content blocks and collections are the catalogue's list items, so the storefront
 * renders them with the same ProductCard as product lists.
 */
export const ProductCard = ProductListItem;

/**
 * The shown products among `ids` of a shop, in the order of `ids`; hidden, removed and
 * password-protected ones are left out.
 */
export function productCards(
  db: Database,
  channelId: string,
  ids: readonly number[],
  userId: number | undefined,
) {
  if (ids.length === 0) return Promise.resolve([]);
  return productListItems(db, { channelId, memberId: userId ?? null, unlockedTagIds: [] }, [
    ...ids,
  ]);
}
