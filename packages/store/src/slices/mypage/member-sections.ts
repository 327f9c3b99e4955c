import { createSlice } from '@reduxjs/toolkit';
import type { Page } from '@mise/api-client';
import { logout } from '../../logout.js';
import { injectSlices } from '../../reducer.js';

/**
 * The member's data sections of spec section 4 that logout resets. Each holds a list as
 * the API pages it; the screens that use them add their thunks and transitions (the product
 * histories have theirs in product-histories.ts).
 */
export type MemberListState<T = unknown> = {
  list: T[];
  page: Page | null;
  /** x-limit: how many the member may keep (spec section 9: 1 before the first load). */
  limit: number;
};

function memberSection<Name extends string>(name: Name, limit = 0) {
  const initialState: MemberListState = { list: [], page: null, limit };
  return createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => builder.addCase(logout, () => initialState),
  });
}

export const userCouponSlice = memberSection('userCoupon');
/** Sections with screens of their own keep their thunks beside their slice. */
export { pointHistorySlice } from './point-history.js';
export { userAddressSlice } from './user-address.js';
export { userCardSlice } from './user-card.js';
export { userListSlice } from './user-list.js';
export { userMeasurementSlice } from '../moto/index.js';
export { userMemorialSlice } from '../moto/index.js';
/** The member's orders have their own slice with the screens' thunks. */
export { userOrderSlice } from '../orders/index.js';

injectSlices(userCouponSlice);
