import type { ThemeDefinition } from '@mise/storefront';
import { standardTheme } from '@mise/ui';
import { layouts } from './layouts/index.js';
import { TopPage } from './pages/TopPage.js';

/** The standard consumer shop. */
export const theme: ThemeDefinition = {
  name: 'standard',
  channel: 'standard',
  siteName: 'Mise ストア',
  tokens: standardTheme,
  layouts,
  pages: { top: TopPage },
};
