import { lazyPage } from '../../kit/index.js';
import type { LazyPage } from '../../kit/index.js';

/**
 * The catalogue's pages and the member's product lists, by route id, each a chunk of its own:
 * a page loads only its own code (the product detail page never loads the list's). Nothing here
 * imports a page module statically, or the bundler would pull it into the entry chunk.
 */
export const CATALOG_PAGES: Record<string, LazyPage> = {
  productList: lazyPage(() => import('./ProductListPage.js').then((m) => m.ProductListPage)),
  productDetail: lazyPage(() => import('./ProductDetailPage.js').then((m) => m.ProductDetailPage)),
  productUos: lazyPage(() => import('./ProductUosPage.js').then((m) => m.ProductUosPage)),
  brand: lazyPage(() => import('./BrandListPage.js').then((m) => m.BrandListPage)),
  makerList: lazyPage(() => import('./MakerListPage.js').then((m) => m.MakerListPage)),
  makerDetail: lazyPage(() => import('./MakerDetailPage.js').then((m) => m.MakerDetailPage)),
  mypageProductHistory: lazyPage(() =>
    import('./MypageProductHistoryPage.js').then((m) => m.MypageProductHistoryPage),
  ),
  mypageProductSearchHistory: lazyPage(() =>
    import('./MypageProductSearchHistoryPage.js').then((m) => m.MypageProductSearchHistoryPage),
  ),
  mypageProductRequestHistory: lazyPage(() =>
    import('./MypageProductRequestHistoryPage.js').then((m) => m.MypageProductRequestHistoryPage),
  ),
  mypageBookmark: lazyPage(() =>
    import('./MypageBookmarkPage.js').then((m) => m.MypageBookmarkPage),
  ),
};
