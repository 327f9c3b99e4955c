import { lazyPage } from '../../app/lazyPage.js';
import type { LazyPage } from '../../app/lazyPage.js';
import type * as Pages from './pages.js';

const page = (
  name: { [K in keyof typeof Pages]: K extends `${string}Page` ? K : never }[keyof typeof Pages],
) => lazyPage(() => import('./pages.js').then((m) => m[name]));

/**
 * The shop's content screens by route id (themes may compose their own), loaded on demand: the
 * product pages never load them. Nothing here imports pages.js statically, or the bundler would
 * pull it into the entry chunk.
 */
export const CONTENT_PAGES: Record<string, LazyPage> = {
  top: page('TopPage'),
  ec: page('EcPage'),
  newsList: page('NewsListPage'),
  newsDetail: page('ArticlePage'),
  blogList: page('BlogListPage'),
  blogDetail: page('ArticlePage'),
  faq: page('FaqPage'),
  coupon: page('CouponPage'),
  sitemap: page('SitemapPage'),
  catalogOrder: page('CatalogOrderPage'),
  flipBook: page('FlipBookPage'),
  popup: page('PopupPage'),
  maintenance: page('MaintenancePage'),
  staticPage: page('SlugPage'),
};
