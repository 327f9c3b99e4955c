import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Page } from '@mise/api-client';
import { logout } from '../../logout.js';
import { injectSlices } from '../../reducer.js';

/**
 * The member's coupons (a member section of spec section 4, reset on logout), as the API pages
 * them; `limit` is x-limit, how many the member may keep (spec section 9: 1 before the first load).
 */
export type UserCouponState = {
  list: unknown[];
  page: Page | null;
  limit: number;
};

const initialState: UserCouponState = { list: [], page: null, limit: 0 };

export const userCouponSlice = createSlice({
  name: 'userCoupon',
  initialState,
  reducers: {},
  extraReducers: (builder) => builder.addCase(logout, () => initialState),
});

injectSlices(userCouponSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof userCouponSlice> {}
}
