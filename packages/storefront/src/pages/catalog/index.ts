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
export { useAddToCart } from './hooks/useAddToCart.js';
export type { AddToCartState, CartSelection } from './hooks/useAddToCart.js';

export { CATALOG_PAGES } from './registry.js';
