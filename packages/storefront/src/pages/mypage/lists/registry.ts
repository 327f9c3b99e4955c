import { lazyPage } from '../../../kit/index.js';
import type { LazyPage } from '../../../kit/index.js';

/**
 * The member's product lists, by route id, each a chunk of its own. Nothing here imports a page module
 * statically, or the bundler would pull it into the entry chunk.
 */
export const LIST_PAGES: Record<string, LazyPage> = {
  mypageList: lazyPage(() => import('./MypageListPage.js').then((m) => m.MypageListPage)),
  mypageListDetail: lazyPage(() =>
    import('./MypageListDetailPage.js').then((m) => m.MypageListDetailPage),
  ),
};
