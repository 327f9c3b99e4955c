import { lazyPage } from '@mise/storefront';
import type { ThemeDefinition } from '@mise/storefront';
import { layouts } from './layouts/index.js';
import { identity } from './identity.js';

/** The shop: its identity (identity.ts), layouts and page compositions. */
export const theme: ThemeDefinition = {
  ...identity,
  layouts,
  // Each page is a chunk of its own: the product pages never load the top page's code.
  pages: {
    top: lazyPage(() => import('./pages/TopPage.js').then((m) => m.TopPage)),
  },
};
