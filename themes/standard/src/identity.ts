import type { ThemeIdentity } from '@mise/storefront';
import { tokens } from './tokens.js';

/** The standard consumer shop. */
export const identity: ThemeIdentity = {
  name: 'standard',
  channel: 'standard',
  siteName: 'Mise ストア',
  kind: 'consumer',
  tokens,
  templates: {
    page: { variant: 'underline', width: 800, centered: true },
    singleItem: { columns: [1, 1], titleVariant: 'plain', density: 'regular' },
    noImage: { variant: 'soft', shape: 'square' },
  },
};
