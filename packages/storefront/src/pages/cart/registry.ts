import { lazyPage } from '../../kit/index.js';
import type { LazyPage } from '../../kit/index.js';

/**
 * The cart and checkout screens by route id, each a chunk of its own: the catalogue pages'
 * initial JavaScript never carries cart code. Nothing here imports a page module statically.
 */
export const CART_PAGES: Record<string, LazyPage> = {
  cart: lazyPage(() => import('./CartPage.js').then((m) => m.CartPage)),
  cartShippingSelect: lazyPage(() =>
    import('./ShippingSelectPage.js').then((m) => m.ShippingSelectPage),
  ),
  cartShippingAdd: lazyPage(() => import('./ShippingAddPage.js').then((m) => m.ShippingAddPage)),
  cartShippingDetail: lazyPage(() =>
    import('./ShippingDetailPage.js').then((m) => m.ShippingDetailPage),
  ),
  cartPayment: lazyPage(() => import('./PaymentPage.js').then((m) => m.PaymentPage)),
  cartConfirm: lazyPage(() => import('./ConfirmPage.js').then((m) => m.ConfirmPage)),
  cartComplete: lazyPage(() => import('./CompletePage.js').then((m) => m.CompletePage)),
};
