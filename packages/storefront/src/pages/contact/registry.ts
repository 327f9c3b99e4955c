import { lazyPage } from '../../kit/index.js';
import type { LazyPage } from '../../kit/index.js';

/**
 * Contact (form → confirm → complete) and the member's inquiry history, by route id, each a
 * chunk of its own. Nothing here imports a page module statically, or the bundler would pull
 * it into the entry chunk.
 */
export const CONTACT_PAGES: Record<string, LazyPage> = {
  contact: lazyPage(() => import('./ContactPage.js').then((m) => m.ContactPage)),
  contactConfirm: lazyPage(() =>
    import('./ContactConfirmPage.js').then((m) => m.ContactConfirmPage),
  ),
  contactComplete: lazyPage(() =>
    import('./ContactCompletePage.js').then((m) => m.ContactCompletePage),
  ),
  mypageInquiryHistory: lazyPage(() =>
    import('./InquiryHistoryPage.js').then((m) => m.InquiryHistoryPage),
  ),
  mypageInquiryDetail: lazyPage(() =>
    import('./InquiryDetailPage.js').then((m) => m.InquiryDetailPage),
  ),
};
