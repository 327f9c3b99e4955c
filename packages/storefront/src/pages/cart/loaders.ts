import {
  fetchLeadTimes,
  fetchPaymentService,
  fetchPaymethods,
  fetchUserAddresses,
  fetchUserCards,
  initCart,
  selectCart,
} from '@mise/store';
import type { AppStore } from '@mise/store';
import type { PageLoader } from '../../kit/index.js';

/**
 * The loader of a cart screen: the visitor's cart (cookie cartToken; a member's own cart, a
 * guest cart merged into it at login), then what the screen needs of it. A server that could
 * not check the session loads nothing: as a guest it would start another cart in the
 * member's place. The browser loads the screen once it has checked (PageOutlet). Nothing is
 * critical: a failed call is the screen's own message (カートを読み込めませんでした).
 */
function cartLoader(
  withCart?: (store: AppStore) => Promise<unknown>,
  { fresh = false }: { fresh?: boolean } = {},
): PageLoader {
  return async ({ store }) => {
    if (!store.getState().auth.checked) return null;
    // Between the checkout's screens the cart is kept: every change answers with the whole cart.
    if (fresh || !selectCart(store.getState()))
      await store.dispatch(initCart(fresh ? { force: true } : undefined));
    if (withCart && selectCart(store.getState())) await withCart(store);
    return null;
  };
}

const isMember = (store: AppStore) => store.getState().auth.isLogin;

export const CART_LOADERS: Record<string, PageLoader> = {
  cart: cartLoader(),
  // Read on each visit: an address saved with アドレス帳に保存する comes back here.
  cartShippingSelect: cartLoader(async (store) => {
    if (isMember(store)) await store.dispatch(fetchUserAddresses());
  }),
  cartShippingAdd: cartLoader(),
  cartShippingDetail: cartLoader(async (store) => {
    await store.dispatch(fetchLeadTimes());
  }),
  // A member may pay with a saved card. The card tokeniser's settings are asked for once.
  cartPayment: cartLoader(async (store) => {
    await Promise.all([
      store.dispatch(fetchPaymethods()),
      isMember(store) ? store.dispatch(fetchUserCards()) : null,
      store.dispatch(fetchPaymentService('card')),
    ]);
  }),
  // Read again on each visit: a declined payment left its message on the cart.
  cartConfirm: cartLoader(undefined, { fresh: true }),
};
