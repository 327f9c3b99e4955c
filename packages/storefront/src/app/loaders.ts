import { ApiError } from '@mise/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { CATALOG_LOADERS } from '../pages/catalog/loaders.js';
import type { StorefrontContextValue } from './context.js';

/** The critical data of a page, awaited before it renders (so the server paints it whole). */
export type PageLoader = (
  ctx: StorefrontContextValue,
  args: LoaderFunctionArgs,
) => Promise<unknown>;

const notFound = () =>
  new Response('お探しのページが見つかりませんでした。', { status: 404, statusText: 'Not Found' });

export const PAGE_LOADERS: Partial<Record<string, PageLoader>> = {
  ...CATALOG_LOADERS,
  /** A static page by its path; anything else under /{slug} is the 404 page. */
  staticPage: async (ctx, { params }) => {
    try {
      return (await ctx.api.content.staticPage(`${params.slug ?? ''}/`)).data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  notFound: async () => {
    throw notFound();
  },
};
