import { lazyPage } from '../../../kit/index.js';
import type { LazyPage } from '../../../kit/index.js';

/** The motorcycle shop's stylists: the list (the detail page is the theme's composition). */
export const STYLIST_PAGES: Record<string, LazyPage> = {
  stylistList: lazyPage(() => import('./StylistListPage.js').then((m) => m.StylistListPage)),
};
