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
// What other features compose: the catalog's page frame, a product's line, adding to the cart,
// the vehicle choices of the search.
export { CatalogFrame } from './components/CatalogFrame.js';
export { ProductLine } from './components/ProductLine.js';
export { loadVehicleChoices } from './loaders.js';
export { useAddToCart } from './hooks/use-add-to-cart.js';
export type { AddToCartState, CartSelection } from './hooks/use-add-to-cart.js';

export { CATALOG_PAGES } from './registry.js';
export { CATALOG_LOADERS } from './loaders.js';
