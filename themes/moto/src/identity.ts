import type { ThemeIdentity } from '@mise/storefront';
import { motoTheme } from '@mise/ui';

/**
 * The motorcycle-parts shop. Its name opens the routes only it has (FAQ, catalog order,
 * stylists, and the member's memorials, measurements and name embroidery).
 */
export const identity: ThemeIdentity = {
  name: 'moto',
  channel: 'moto',
  siteName: 'Mise モトパーツ',
  kind: 'consumer',
  tokens: motoTheme,
  // Riders look for parts by their bike: 車種から探す above the product list (and on the top page).
  vehicleSearch: true,
  templates: {
    page: { variant: 'band', width: 880 },
    // A wide picture column: riders look at the part before the text.
    singleItem: { columns: [3, 2], stackBelow: 'md', titleVariant: 'heavy', density: 'roomy' },
    noImage: { variant: 'solid', shape: 'landscape' },
  },
};
