import { lazyPage } from '@mise/storefront';
import type { ThemeDefinition } from '@mise/storefront';
import { motoTheme } from '@mise/ui';
import { layouts } from './layouts/index.js';

const article = lazyPage(() => import('./pages/NewsArticlePage.js').then((m) => m.NewsArticlePage));

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
  // Each page is a chunk of its own: the product pages never load the top page's code.
  pages: {
    top: lazyPage(() => import('./pages/TopPage.js').then((m) => m.TopPage)),
    staticPage: lazyPage(() => import('./pages/StaticPage.js').then((m) => m.StaticPage)),
    newsDetail: article,
    blogDetail: article,
    stylistDetail: lazyPage(() => import('./pages/ArticlePage.js').then((m) => m.ArticlePage)),
  },
};
