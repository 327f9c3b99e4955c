import type { ThemeDefinition } from '@mise/storefront';
import { motoTheme } from '@mise/ui';
import { layouts } from './layouts/index.js';
import { ArticlePage } from './pages/ArticlePage.js';
import { NewsArticlePage } from './pages/NewsArticlePage.js';
import { StaticPage } from './pages/StaticPage.js';
import { TopPage } from './pages/TopPage.js';

/**
 * The motorcycle-parts shop. Its name opens the routes only it has (FAQ, catalog order,
 * stylists, and the member's memorials, measurements and name embroidery).
 */
export const theme: ThemeDefinition = {
  name: 'moto',
  channel: 'moto',
  siteName: 'Mise モトパーツ',
  kind: 'consumer',
  tokens: motoTheme,
  layouts,
  templates: {
    page: { variant: 'band', width: 880 },
    // A wide picture column: riders look at the part before the text.
    singleItem: { columns: [3, 2], stackBelow: 'md', titleVariant: 'heavy', density: 'roomy' },
    noImage: { variant: 'solid', shape: 'landscape' },
  },
  pages: {
    top: TopPage,
    staticPage: StaticPage,
    newsDetail: NewsArticlePage,
    blogDetail: NewsArticlePage,
    stylistDetail: ArticlePage,
  },
};
