import { createAppThunk } from '../../thunk.js';

/**
 * A member's favourite (like) on or off. The product's is_favorite flips wherever the store
 * holds it (list, page, recently viewed); a failure rethrows the server's message (spec
 * section 8).
 */
export const setFavorite = createAppThunk(
  'products/setFavorite',
  async ({ key, favorite }: { key: string; productId: number; favorite: boolean }, { extra }) => {
    if (favorite) await extra.api.products.like(key);
    else await extra.api.products.unlike(key);
  },
);
