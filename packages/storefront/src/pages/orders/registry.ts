import { lazyPage } from '../../kit/index.js';
import type { LazyPage } from '../../kit/index.js';

/**
 * The member's orders and the guest receipt, by route id, each a chunk of its own. Nothing here
 * imports a page module statically, or the bundler would pull it into the entry chunk.
 */
export const ORDER_PAGES: Record<string, LazyPage> = {
  mypageOrderHistory: lazyPage(() =>
    import('./OrderHistoryPage.js').then((m) => m.OrderHistoryPage),
  ),
  mypageOrderDetail: lazyPage(() => import('./OrderDetailPage.js').then((m) => m.OrderDetailPage)),
  guestReceipt: lazyPage(() => import('./GuestReceiptPage.js').then((m) => m.GuestReceiptPage)),
};
