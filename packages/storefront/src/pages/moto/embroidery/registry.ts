import { lazyPage } from '../../../kit/index.js';
import type { LazyPage } from '../../../kit/index.js';

/** The member's name embroidery (the motorcycle shop's my page), each a chunk of its own. */
export const EMBROIDERY_PAGES: Record<string, LazyPage> = {
  mypageNameEmbroidery: lazyPage(() =>
    import('./MypageEmbroideryPages.js').then((m) => m.MypageEmbroideryPage),
  ),
  mypageNameEmbroideryEdit: lazyPage(() =>
    import('./MypageEmbroideryPages.js').then((m) => m.MypageEmbroideryEditPage),
  ),
};
