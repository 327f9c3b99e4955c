import type { ThemeDefinition } from '@mise/storefront';
import { layouts } from './layouts/index.js';
import { NewsArticlePage } from './pages/NewsArticlePage.js';
import { StaticPage } from './pages/StaticPage.js';
import { TopPage } from './pages/TopPage.js';
import { tokens } from './tokens.js';

export { PageTemplate } from './templates/PageTemplate.js';
export type { PageTemplateProps } from './templates/PageTemplate.js';
export { NoImage, SingleItemTemplate } from './templates/SingleItemTemplate.js';
export type { SingleItemTemplateProps } from './templates/SingleItemTemplate.js';

/** The standard consumer shop. */
export const theme: ThemeDefinition = {
  name: 'standard',
  channel: 'standard',
  siteName: 'Mise ストア',
  kind: 'consumer',
  tokens,
  layouts,
  pages: {
    top: TopPage,
    staticPage: StaticPage,
    newsDetail: NewsArticlePage,
    blogDetail: NewsArticlePage,
  },
};
