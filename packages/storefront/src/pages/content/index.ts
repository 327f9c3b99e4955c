import type { ComponentType } from 'react';
import type { PageProps } from '../../theme.js';
import {
  ArticlePage,
  BlogListPage,
  CatalogOrderPage,
  CouponPage,
  EcPage,
  FaqPage,
  FlipBookPage,
  NewsListPage,
  PopupPage,
  SitemapPage,
  SlugPage,
  TopPage,
} from './pages.js';

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
  NewsListPage,
  PopupPage,
  SitemapPage,
  SlugPage,
  TopPage,
} from './pages.js';

/** The shop's content screens by route id (themes may compose their own). */
export const CONTENT_PAGES: Record<string, ComponentType<PageProps>> = {
  top: TopPage,
  ec: EcPage,
  newsList: NewsListPage,
  newsDetail: ArticlePage,
  blogList: BlogListPage,
  blogDetail: ArticlePage,
  faq: FaqPage,
  coupon: CouponPage,
  sitemap: SitemapPage,
  catalogOrder: CatalogOrderPage,
  flipBook: FlipBookPage,
  popup: PopupPage,
  staticPage: SlugPage,
};
