import { lazyPage } from '../../../kit/index.js';
import type { LazyPage } from '../../../kit/index.js';

/**
 * The member's points, by route id, each a chunk of its own. Nothing here imports a page module
 * statically, or the bundler would pull it into the entry chunk.
 */
export const POINT_PAGES: Record<string, LazyPage> = {
  mypagePoint: lazyPage(() => import('./MypagePointPage.js').then((m) => m.MypagePointPage)),
};
