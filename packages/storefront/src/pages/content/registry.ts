import { lazyPage } from '../../kit/index.js';
import type { LazyPage } from '../../kit/index.js';

/**
 * The shop's content screens by route id (themes may compose their own), each a chunk of its own
 * (the news and blog lists, and the catalogue order and flip-book, share one): the product pages
 * never load them. Nothing here imports a page module statically, or the bundler would pull it
 * into the entry chunk.
 */
export const CONTENT_PAGES: Record<string, LazyPage> = {
  top: lazyPage(() => import('./TopPage.js').then((m) => m.TopPage)),
  ec: lazyPage(() => import('./EcPage.js').then((m) => m.EcPage)),
  newsList: lazyPage(() => import('./ListPages.js').then((m) => m.NewsListPage)),
  newsDetail: lazyPage(() => import('./ArticlePage.js').then((m) => m.ArticlePage)),
  blogList: lazyPage(() => import('./ListPages.js').then((m) => m.BlogListPage)),
  blogDetail: lazyPage(() => import('./ArticlePage.js').then((m) => m.ArticlePage)),
  faq: lazyPage(() => import('./FaqPage.js').then((m) => m.FaqPage)),
  coupon: lazyPage(() => import('./CouponPage.js').then((m) => m.CouponPage)),
  sitemap: lazyPage(() => import('./SitemapPage.js').then((m) => m.SitemapPage)),
  catalogOrder: lazyPage(() => import('./CataloguePages.js').then((m) => m.CatalogOrderPage)),
  flipBook: lazyPage(() => import('./CataloguePages.js').then((m) => m.FlipBookPage)),
  popup: lazyPage(() => import('./PopupPage.js').then((m) => m.PopupPage)),
  maintenance: lazyPage(() => import('./MaintenancePage.js').then((m) => m.MaintenancePage)),
  staticPage: lazyPage(() => import('./SlugPage.js').then((m) => m.SlugPage)),
};
