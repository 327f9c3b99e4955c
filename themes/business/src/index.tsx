import type { ThemeDefinition } from '@mise/storefront';
import { businessTheme } from '@mise/ui';
import { layouts } from './layouts/index.js';
import { NewsArticlePage } from './pages/NewsArticlePage.js';
import { StaticPage } from './pages/StaticPage.js';
import { TopPage } from './pages/TopPage.js';

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
  pages: {
    top: TopPage,
    staticPage: StaticPage,
    newsDetail: NewsArticlePage,
    blogDetail: NewsArticlePage,
  },
};
