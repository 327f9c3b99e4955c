import { lazyPage } from '../../../kit/index.js';
import type { LazyPage } from '../../../kit/index.js';

/**
 * The member's saved cards, by route id, each a chunk of its own. Nothing here imports a page module
 * statically, or the bundler would pull it into the entry chunk.
 */
export const CARD_PAGES: Record<string, LazyPage> = {
  mypageCard: lazyPage(() => import('./MypageCardPage.js').then((m) => m.MypageCardPage)),
  mypageCardAdd: lazyPage(() => import('./MypageCardAddPage.js').then((m) => m.MypageCardAddPage)),
};
