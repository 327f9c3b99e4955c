import { fetchNotice } from '@mise/store';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { ACCOUNT_LOADERS } from '../pages/account/loaders.js';
import { CONTENT_LOADERS, notFound } from '../pages/content/loaders.js';
import { CATALOG_LOADERS } from '../pages/catalog/loaders.js';
import type { StorefrontContextValue } from './context.js';

/** The critical data of a page, awaited before it renders (so the server paints it whole). */
export type PageLoader = (
  ctx: StorefrontContextValue,
  args: LoaderFunctionArgs,
) => Promise<unknown>;

/**
 * The shop's notices (PageNotice) a page always shows, asked for with its data so the server
 * paints them (a visitor who closed one gets it hidden from the first paint: the server reads
 * the same cookie). The caution (偽サイトへの注意) greets visitors where they arrive: the top page,
 * and the product pages that search results and ads lead to.
 */
export const PAGE_NOTICES: Partial<Record<string, readonly string[]>> = {
  top: ['caution'],
  productDetail: ['caution'],
  productList: ['product-index'],
};

const PAGE_DATA: Partial<Record<string, PageLoader>> = {
  ...CATALOG_LOADERS,
  ...CONTENT_LOADERS,
  ...ACCOUNT_LOADERS,
  notFound: async () => {
    throw notFound();
  },
};

/** A page's loader that also loads its notices; a missing notice is no failure of the page. */
function withNotices(codes: readonly string[], load: PageLoader | undefined): PageLoader {
  return async (ctx, args) => {
    const [data] = await Promise.all([
      load ? load(ctx, args) : null,
      ...codes.map((code) => ctx.store.dispatch(fetchNotice(code))),
    ]);
    return data;
  };
}

export const PAGE_LOADERS: Partial<Record<string, PageLoader>> = {
  ...PAGE_DATA,
  ...Object.fromEntries(
    Object.entries(PAGE_NOTICES).map(([id, codes]) => [
      id,
      withNotices(codes ?? [], PAGE_DATA[id]),
    ]),
  ),
};
