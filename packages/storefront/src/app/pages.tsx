import { Breadcrumbs, Heading } from '@mise/ui';
import type { ComponentType } from 'react';
import { ACCOUNT_PAGES } from '../pages/account/index.js';
import { CATALOG_PAGES } from '../pages/catalog/index.js';
import { CONTENT_PAGES } from '../pages/content/index.js';
import type { PageProps } from '../theme.js';
import { PageMeta } from './PageMeta.js';

/**
 * The page of a route whose screen a later part of the product builds: its title and
 * breadcrumbs, so every route already answers with a real, navigable page.
 */
export function DefaultPage({ route }: PageProps) {
  return (
    <>
      <PageMeta title={route.title} />
      <Breadcrumbs items={[{ label: 'トップ', to: '/' }, { label: route.title }]} />
      <Heading level={1}>{route.title}</Heading>
    </>
  );
}

/** Shared page compositions by route id (account entry and more as they are built). */
export const DEFAULT_PAGES: Partial<Record<string, ComponentType<PageProps>>> = {
  ...ACCOUNT_PAGES,
  ...CATALOG_PAGES,
  ...CONTENT_PAGES,
};
