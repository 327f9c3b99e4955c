import { BrandListPage } from './BrandListPage.js';
import { MakerDetailPage } from './MakerDetailPage.js';
import { MakerListPage } from './MakerListPage.js';
import { MypageBookmarkPage } from './MypageBookmarkPage.js';
import { MypageProductHistoryPage } from './MypageProductHistoryPage.js';
import { MypageProductRequestHistoryPage } from './MypageProductRequestHistoryPage.js';
import { MypageProductSearchHistoryPage } from './MypageProductSearchHistoryPage.js';
import { ProductDetailPage } from './ProductDetailPage.js';
import { ProductListPage } from './ProductListPage.js';
import { ProductUosPage } from './ProductUosPage.js';

export {
  BrandListPage,
  MakerDetailPage,
  MakerListPage,
  MypageBookmarkPage,
  MypageProductHistoryPage,
  MypageProductRequestHistoryPage,
  MypageProductSearchHistoryPage,
  ProductDetailPage,
  ProductListPage,
  ProductUosPage,
};
// What the top page's loader composes: the vehicle choices of the search.
export { loadVehicleChoices } from './loaders.js';

export { CATALOG_PAGES } from './registry.js';
export { CATALOG_LOADERS } from './loaders.js';
