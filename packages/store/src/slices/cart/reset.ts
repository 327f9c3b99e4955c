import { createAction } from '@reduxjs/toolkit';

export type ResetReason = { reason: 'expired' | 'product_not_found'; message: string };

/**
 * The API no longer knows the visitor's cart. Apart from the cart's slice, so that the store's
 * API events can say it without loading the cart's code (a page hydrated in islands loads it
 * with the first island that uses the cart, which is also the one whose call finds it gone).
 */
export const cartReset = createAction<ResetReason>('cart/cartReset');
