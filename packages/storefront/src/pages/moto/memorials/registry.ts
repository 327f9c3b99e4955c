import { lazyPage } from '../../../kit/index.js';
import type { LazyPage } from '../../../kit/index.js';

/**
 * The member's memorial days (the motorcycle shop's my page), by route id, each a chunk of its
 * own. Nothing here imports a page module statically.
 */
export const MEMORIAL_PAGES: Record<string, LazyPage> = {
  mypageMemorial: lazyPage(() =>
    import('./MypageMemorialPage.js').then((m) => m.MypageMemorialPage),
  ),
  mypageMemorialAdd: lazyPage(() =>
    import('./MypageMemorialFormPages.js').then((m) => m.MypageMemorialAddPage),
  ),
  mypageMemorialEdit: lazyPage(() =>
    import('./MypageMemorialFormPages.js').then((m) => m.MypageMemorialEditPage),
  ),
};
