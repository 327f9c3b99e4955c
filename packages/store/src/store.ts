import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { StoreEnv } from './env.js';
import { loginHistorySlice, loginLockSlice } from './slices/account.js';
import { authSlice } from './slices/auth.js';
import { bookmarkSlice } from './slices/bookmarks.js';
import { cartSlice } from './slices/cart.js';
import { CATALOG_SLICES } from './slices/catalog.js';
import { CONTENT_SLICES } from './slices/content.js';
import {
  pointHistorySlice,
  userAddressSlice,
  userCardSlice,
  userCouponSlice,
  userListSlice,
  userMeasurementSlice,
  userMemorialSlice,
  userOrderSlice,
} from './slices/member-sections.js';
import {
  productHistorySlice,
  productRequestHistorySlice,
  productSearchHistorySlice,
} from './slices/product-histories.js';
import {
  colorSchemeSlice,
  flashSlice,
  loadingSlice,
  noticesSlice,
  settingsSlice,
  siteSlice,
} from './slices/site.js';
import { userSlice } from './slices/user.js';

/** The sections spec section 4 resets on logout, in its order. */
export const MEMBER_SECTIONS = [
  authSlice,
  loginHistorySlice,
  loginLockSlice,
  pointHistorySlice,
  productHistorySlice,
  productRequestHistorySlice,
  productSearchHistorySlice,
  userSlice,
  userAddressSlice,
  userCardSlice,
  userCouponSlice,
  userListSlice,
  userMeasurementSlice,
  userMemorialSlice,
  userOrderSlice,
  cartSlice,
] as const;

export const rootReducer = combineSlices(
  ...MEMBER_SECTIONS,
  settingsSlice,
  colorSchemeSlice,
  siteSlice,
  loadingSlice,
  flashSlice,
  noticesSlice,
  ...CONTENT_SLICES,
  ...CATALOG_SLICES,
  bookmarkSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per SSR request (or per page load in the browser), hydrated from `preloadedState`. */
export function makeStore(preloadedState: Partial<RootState> | undefined, env: StoreEnv) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: env } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
