import { lazyPage } from '../../../kit/index.js';
import type { LazyPage } from '../../../kit/index.js';

/**
 * The member's login history, by route id, a chunk of its own. Nothing here imports a page
 * module statically, or the bundler would pull it into the entry chunk.
 */
export const LOGIN_HISTORY_PAGES: Record<string, LazyPage> = {
  mypageLoginHistory: lazyPage(() =>
    import('./MypageLoginHistoryPage.js').then((m) => m.MypageLoginHistoryPage),
  ),
};
