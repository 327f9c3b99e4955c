import type { LoaderFunctionArgs } from 'react-router-dom';
import { CONTENT_LOADERS, notFound } from '../pages/content/loaders.js';
import { CATALOG_LOADERS } from '../pages/catalog/loaders.js';
import type { StorefrontContextValue } from './context.js';

/** The critical data of a page, awaited before it renders (so the server paints it whole). */
export type PageLoader = (
  ctx: StorefrontContextValue,
  args: LoaderFunctionArgs,
) => Promise<unknown>;

export const PAGE_LOADERS: Partial<Record<string, PageLoader>> = {
  ...CATALOG_LOADERS,
  ...CONTENT_LOADERS,
  notFound: async () => {
    throw notFound();
  },
};
