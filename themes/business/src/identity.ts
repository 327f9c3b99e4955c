import type { ThemeIdentity } from '@mise/storefront';
import { businessTheme } from '@mise/ui';

/** The business (B2B) shop: company members, prices without tax, invoices and quotations. */
export const identity: ThemeIdentity = {
  name: 'business',
  channel: 'business',
  siteName: 'Mise ビジネス',
  kind: 'business',
  tokens: businessTheme,
  templates: {
    page: { variant: 'bar', width: 960, compact: true },
    singleItem: { columns: [2, 3], titleVariant: 'rule', density: 'compact' },
    noImage: { variant: 'outlined', shape: 'landscape' },
  },
};
