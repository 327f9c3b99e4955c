import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** What the product page hands the cart: one product (a variant's key) and how many. */
export type CartSelection = { key: string; quantity: number };

/** The navigation state /cart receives from a product page. */
export type AddToCartState = { addToCart: CartSelection };

/**
 * The product page's way into the cart. The cart screens (issue 8) take the selection from
 * here; until they do, the shopper is taken to /cart with it in the navigation state, so the
 * button never pretends to have added anything.
 */
export function useAddToCart(): (selection: CartSelection) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (selection) => {
      await navigate('/cart', { state: { addToCart: selection } satisfies AddToCartState });
    },
    [navigate],
  );
}
