export { blocksOf, ContentBlocks, ContentBlockView, newsRow, productCard } from './blocks.js';
export type { BlockOf, BlockType, ContentBlock, ContentBlockProps } from './blocks.js';
export { CouponList } from './coupons.js';
export type { CouponListProps } from './coupons.js';
export { useArticle, useLayoutBlocks, useShellParts, useSlugPageKind } from './hooks.js';
export type { Article } from './hooks.js';
export type { SlugPageKind } from './loaders.js';
export {
  ArticlePage,
  BlogListPage,
  CatalogOrderPage,
  ContentFrame,
  CouponPage,
  EcPage,
  FaqPage,
  FlipBookPage,
  MaintenancePage,
  NewsListPage,
  PopupPage,
  SitemapPage,
  SlugPage,
  TopPage,
} from './pages.js';

export { CONTENT_PAGES } from './registry.js';
