import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { logout } from '../logout.js';

/** The cart of spec section 3; its calls and screens come with the cart issue. */
export type CartState = {
  token: string | null;
  data: Record<string, unknown> | null;
  orderNo: string | null;
  /** Why the cart was last reset by the server's answer (expired, or a product no longer sold). */
  resetReason: { reason: 'expired' | 'product_not_found'; message: string } | null;
};

const initialState: CartState = { token: null, data: null, orderNo: null, resetReason: null };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartReset(_, action: PayloadAction<NonNullable<CartState['resetReason']>>) {
      return { ...initialState, resetReason: action.payload };
    },
  },
  extraReducers: (builder) => builder.addCase(logout, () => initialState),
});

export const { cartReset } = cartSlice.actions;
