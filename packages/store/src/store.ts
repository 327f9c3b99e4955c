import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { COOKIES } from './env.js';
import type { StoreEnv } from './env.js';
import {
  applyOauthLogin,
  authSlice,
  login,
  loginHistorySlice,
  loginLockSlice,
  loginSyncChannel,
  reminderSlice,
  userSlice,
  verifyLogin,
} from './slices/account/index.js';
import { cartSlice, initCart } from './slices/cart/index.js';
import {
  bookmarkSlice,
  CATALOG_SLICES,
  productHistorySlice,
  productRequestHistorySlice,
  productSearchHistorySlice,
  searchSuggestionsSlice,
  tagsSlice,
  vehiclesSlice,
} from './slices/catalog/index.js';
import { inquirySlice } from './slices/contact/index.js';
import { CONTENT_SLICES } from './slices/content/index.js';
import { socialGiftSlice } from './slices/gift/index.js';
import {
  stylistsSlice,
  userEmbroiderySlice,
  userMeasurementSlice,
  userMemorialSlice,
} from './slices/moto/index.js';
import {
  pointHistorySlice,
  systemMessageSlice,
  userAddressSlice,
  userCardSlice,
  userCouponSlice,
  userListSlice,
} from './slices/mypage/index.js';
import { userOrderSlice } from './slices/orders/index.js';
import {
  colorSchemeSlice,
  flashSlice,
  loadingSlice,
  noticesSlice,
  settingsSlice,
  siteSlice,
} from './slices/site/index.js';

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
  searchSuggestionsSlice,
  vehiclesSlice,
  bookmarkSlice,
  systemMessageSlice,
  socialGiftSlice,
  // The motorcycle shop's name embroidery: not a section of spec section 4, but member data.
  userEmbroiderySlice,
  inquirySlice,
  reminderSlice,
  // The motorcycle shop's stylists (shop content).
  stylistsSlice,
  // Tags and the protected ones this visitor unlocked (shop content, kept on logout).
  tagsSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

const LOGGED_IN = isAnyOf(
  login.fulfilled,
  verifyLogin.fulfilled,
  loginSyncChannel.fulfilled,
  applyOauthLogin.fulfilled,
);

/**
 * A guest's cart joins the member's at login (the cart is initialised again after login): the
 * server merges the guest cart of the stored token into the member's open cart.
 */
function cartAtLogin(env: StoreEnv) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: LOGGED_IN,
    effect: async (action, api) => {
      if ((action as { payload?: unknown }).payload !== 'logged_in') return;
      if (!env.cookies.get(COOKIES.cartToken)) return;
      // A cart that cannot be merged now is merged at the next cart page; the login goes on.
      await (api.dispatch as AppDispatch)(initCart({ force: true }));
    },
  });
  return listener.middleware;
}

/** One store per SSR request (or per page load in the browser), hydrated from `preloadedState`. */
export function makeStore(preloadedState: Partial<RootState> | undefined, env: StoreEnv) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: env } }).prepend(cartAtLogin(env)),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
