import type { ThemeDefinition } from '@mise/storefront';
import { layouts } from './layouts/index.js';
import { NewsArticlePage } from './pages/NewsArticlePage.js';
import { StaticPage } from './pages/StaticPage.js';
import { TopPage } from './pages/TopPage.js';
import { tokens } from './tokens.js';

/** The standard consumer shop. */
export const theme: ThemeDefinition = {
  name: 'standard',
  channel: 'standard',
  siteName: 'Mise ストア',
  kind: 'consumer',
  tokens,
  layouts,
  templates: {
    page: { variant: 'underline', width: 800, centered: true },
    singleItem: { columns: [1, 1], titleVariant: 'plain', density: 'regular' },
    noImage: { variant: 'soft', shape: 'square' },
  },
  pages: {
    top: TopPage,
    staticPage: StaticPage,
    newsDetail: NewsArticlePage,
    blogDetail: NewsArticlePage,
  },
};
