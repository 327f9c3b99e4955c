import { lazyPage } from '@mise/storefront';
import type { ThemeDefinition } from '@mise/storefront';
import { businessTheme } from '@mise/ui';
import { layouts } from './layouts/index.js';

const article = lazyPage(() => import('./pages/NewsArticlePage.js').then((m) => m.NewsArticlePage));

/** The business (B2B) shop: company members, prices without tax, invoices and quotations. */
export const theme: ThemeDefinition = {
  name: 'business',
  channel: 'business',
  siteName: 'Mise ビジネス',
  kind: 'business',
  tokens: businessTheme,
  layouts,
  templates: {
    page: { variant: 'bar', width: 960, compact: true },
    singleItem: { columns: [2, 3], titleVariant: 'rule', density: 'compact' },
    noImage: { variant: 'outlined', shape: 'landscape' },
  },
  // Each page is a chunk of its own: the product pages never load the top page's code.
  pages: {
    top: lazyPage(() => import('./pages/TopPage.js').then((m) => m.TopPage)),
    staticPage: lazyPage(() => import('./pages/StaticPage.js').then((m) => m.StaticPage)),
    newsDetail: article,
    blogDetail: article,
  },
};
