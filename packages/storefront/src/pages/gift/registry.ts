import { lazyPage } from '../../kit/index.js';
import type { LazyPage } from '../../kit/index.js';

/**
 * The receiver's screens of a social gift by route id, each a chunk of its own (a gift link is
 * opened from outside the shop: its first page carries no other page's code).
 */
export const SOCIAL_GIFT_PAGES: Record<string, LazyPage> = {
  socialGift: lazyPage(() => import('./SocialGiftPage.js').then((m) => m.SocialGiftPage)),
  socialGiftProducts: lazyPage(() =>
    import('./SocialGiftProductsPage.js').then((m) => m.SocialGiftProductsPage),
  ),
  socialGiftShipping: lazyPage(() =>
    import('./SocialGiftShippingPage.js').then((m) => m.SocialGiftShippingPage),
  ),
  socialGiftDelivery: lazyPage(() =>
    import('./SocialGiftDeliveryPage.js').then((m) => m.SocialGiftDeliveryPage),
  ),
  socialGiftConfirm: lazyPage(() =>
    import('./SocialGiftConfirmPage.js').then((m) => m.SocialGiftConfirmPage),
  ),
  socialGiftComplete: lazyPage(() =>
    import('./SocialGiftCompletePage.js').then((m) => m.SocialGiftCompletePage),
  ),
};
