import { lazyPage } from '../../../app/lazyPage.js';
import type { LazyPage } from '../../../app/lazyPage.js';

/** The motorcycle shop's stylists: the list (the detail page is the theme's composition). */
export const STYLIST_PAGES: Record<string, LazyPage> = {
  stylistList: lazyPage(() => import('./StylistListPage.js').then((m) => m.StylistListPage)),
};
