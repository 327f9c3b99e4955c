import { lazyPage } from '../../../kit/index.js';
import type { LazyPage } from '../../../kit/index.js';

/**
 * The member's address book, by route id, each a chunk of its own. Nothing here imports a page module
 * statically, or the bundler would pull it into the entry chunk.
 */
export const ADDRESS_PAGES: Record<string, LazyPage> = {
  mypageAddress: lazyPage(() => import('./MypageAddressPage.js').then((m) => m.MypageAddressPage)),
  mypageAddressAdd: lazyPage(() =>
    import('./MypageAddressAddPage.js').then((m) => m.MypageAddressAddPage),
  ),
  mypageAddressEdit: lazyPage(() =>
    import('./MypageAddressEditPage.js').then((m) => m.MypageAddressEditPage),
  ),
};
