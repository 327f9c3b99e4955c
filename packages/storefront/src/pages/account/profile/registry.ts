import { lazyPage } from '../../../kit/index.js';
import type { LazyPage } from '../../../kit/index.js';

/**
 * The member's profile and leaving the shop, by route id, each a chunk of its own. Nothing here imports a page module
 * statically, or the bundler would pull it into the entry chunk.
 */
export const PROFILE_PAGES: Record<string, LazyPage> = {
  mypageUserInfo: lazyPage(() => import('./UserInfoPage.js').then((m) => m.UserInfoPage)),
  mypageUserInfoEdit: lazyPage(() =>
    import('./UserInfoEditPage.js').then((m) => m.UserInfoEditPage),
  ),
  mypageLeave: lazyPage(() => import('./LeavePage.js').then((m) => m.LeavePage)),
};
