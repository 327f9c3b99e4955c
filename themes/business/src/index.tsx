import type { ThemeDefinition } from '@mise/storefront';
import { businessTheme } from '@mise/ui';
import { layouts } from './layouts/index.js';
import { NewsArticlePage } from './pages/NewsArticlePage.js';
import { StaticPage } from './pages/StaticPage.js';
import { TopPage } from './pages/TopPage.js';

export { PageTemplate } from './templates/PageTemplate.js';
export type { PageTemplateProps } from './templates/PageTemplate.js';
export { NoImage, SingleItemTemplate } from './templates/SingleItemTemplate.js';
export type { SingleItemTemplateProps } from './templates/SingleItemTemplate.js';

/** The business (B2B) shop: company members, prices without tax, invoices and quotations. */
export const theme: ThemeDefinition = {
  name: 'business',
  channel: 'business',
  siteName: 'Mise ビジネス',
  kind: 'business',
  tokens: businessTheme,
  layouts,
  pages: {
    top: TopPage,
    staticPage: StaticPage,
    newsDetail: NewsArticlePage,
    blogDetail: NewsArticlePage,
  },
};
