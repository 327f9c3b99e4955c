import { fetchProduct, fetchProducts, fetchUser, productListStale } from '@mise/store';
import type { AppDispatch, RootState } from '@mise/store';

/**
 * The shell's member-only work (ShopShell.tsx), in a chunk of its own: a visitor's page never
 * loads it, nor the catalogue and user slices it brings.
 */

/**
 * A shared page's product and list, read again as the member's (their hearts and lists). The
 * list's slice may have come after the login was seen (an island that loads for a member
 * only), so the list is marked stale here rather than by the login.
 */
export function readAgainAsMember(dispatch: AppDispatch, products: RootState['products']): void {
  if (products.detailKey) void dispatch(fetchProduct(products.detailKey));
  if (!products.query) return;
  dispatch(productListStale());
  void dispatch(fetchProducts(products.query));
}

/** The member's profile (guards and member pages need it). */
export function loadProfile(dispatch: AppDispatch): void {
  void dispatch(fetchUser());
}
