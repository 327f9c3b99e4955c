import { injectSlices } from './reducer.js';
import {
  authSlice,
  loginHistorySlice,
  loginLockSlice,
  reminderSlice,
  userSlice,
} from './slices/account/index.js';
import { cartSlice } from './slices/cart/index.js';
import { checkoutSlice } from './slices/checkout/index.js';
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
  checkoutSlice,
] as const;

/** Every slice of the store (the server's store and a whole-app page load them all). */
export const ALL_SLICES = [
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
] as const;

/** Adds every slice to the store's reducer. */
export function injectAllSlices(): void {
  injectSlices(...ALL_SLICES);
}
