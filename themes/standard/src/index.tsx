import { lazyPage } from '@mise/storefront';
import type { ThemeDefinition } from '@mise/storefront';
import { layouts } from './layouts/index.js';
import { tokens } from './tokens.js';

const article = lazyPage(() => import('./pages/NewsArticlePage.js').then((m) => m.NewsArticlePage));

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
  // Each page is a chunk of its own: the product pages never load the top page's code.
  pages: {
    top: lazyPage(() => import('./pages/TopPage.js').then((m) => m.TopPage)),
    staticPage: lazyPage(() => import('./pages/StaticPage.js').then((m) => m.StaticPage)),
    newsDetail: article,
    blogDetail: article,
  },
};
