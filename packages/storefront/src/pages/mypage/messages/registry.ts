import { lazyPage } from '../../../kit/index.js';
import type { LazyPage } from '../../../kit/index.js';

/**
 * The member's message centre, by route id, each a chunk of its own. Nothing here imports a page module
 * statically, or the bundler would pull it into the entry chunk.
 */
export const MESSAGE_PAGES: Record<string, LazyPage> = {
  mypageMessageCenter: lazyPage(() =>
    import('./MessageCenterPage.js').then((m) => m.MessageCenterPage),
  ),
  mypageMessageDetail: lazyPage(() =>
    import('./MessageDetailPage.js').then((m) => m.MessageDetailPage),
  ),
};
