import type { ReactNode } from 'react';
import { ShopProviders } from '../kit/index.js';
import type { StorefrontContextValue } from '../kit/index.js';

/**
 * What every island renders inside: the app's providers. There is no router: links and
 * navigation in an island load the next page from the server, as the plain links around it do.
 */
export function IslandRoot({
  ctx,
  children,
}: {
  ctx: StorefrontContextValue;
  children: ReactNode;
}) {
  return <ShopProviders ctx={ctx}>{children}</ShopProviders>;
}
