import {
  fetchBookmarks,
  fetchBrands,
  fetchCategoryTree,
  fetchMaker,
  fetchMakers,
  fetchProduct,
  fetchProductHistory,
  fetchProductRelations,
  fetchProductRequestHistory,
  fetchProducts,
  fetchProductSearchHistory,
  fetchReviews,
  fetchTags,
  fetchVehicleMakers,
  fetchVehicles,
} from '@mise/store';
import type { CatalogProductQuery } from '@mise/store';
import type { PageLoader, StorefrontContextValue } from '../../kit/index.js';
import { memberLoader, notFound } from '../../kit/index.js';
import { requestPage } from '../../shared/page-param.js';
import { parseSearch, toApiQuery } from './search.js';

/**
 * The choices of 車種から探す in a shop whose theme shows it: the makers, and the models of the
 * chosen maker (so the form works as plain HTML). Never critical.
 */
export async function loadVehicleChoices(ctx: StorefrontContextValue, maker = ''): Promise<void> {
  if (!ctx.theme.vehicleSearch) return;
  await Promise.all([
    ctx.store.dispatch(fetchVehicleMakers()),
    maker ? ctx.store.dispatch(fetchVehicles(maker)) : undefined,
  ]);
}

type Failure = { message?: string; status?: number };

/** A thunk's failure as an Error the route's error boundary shows (status kept). */
const asError = (failure: Failure) =>
  Object.assign(new Error(failure.message ?? 'エラーが発生しました'), { status: failure.status });

/**
 * Critical list data: the products of `query` (skipped when it is the list already shown).
 * A failure of the list itself is the page's error; a skipped request is not.
 */
async function loadProducts(ctx: StorefrontContextValue, query: CatalogProductQuery) {
  const action = await ctx.store.dispatch(fetchProducts(query));
  if (fetchProducts.rejected.match(action) && !action.meta.condition) throw asError(action.error);
}

/** A record that must exist for the page: a 404 from the API is the 404 page. */
function orNotFound(error: Failure): never {
  if (error.status === 404) throw notFound();
  throw asError(error);
}

/** The ?page= of a member's list, read as the page reads it (usePageParam). */

/**
 * Data of the catalogue's pages (critical: awaited before they render, and server-rendered) and
 * of the member's product lists.
 */
export const CATALOG_LOADERS: Record<string, PageLoader> = {
  productList: async (ctx, { request }) => {
    const search = parseSearch(new URL(request.url).searchParams);
    // The filters' choices are fetched once; they never hold the list back from failing alone.
    await Promise.all([
      loadProducts(ctx, toApiQuery(search)),
      ctx.store.dispatch(fetchCategoryTree()),
      ctx.store.dispatch(fetchMakers()),
      ctx.store.dispatch(fetchBrands()),
      // The tag links, and whether the list's tag asks for a password first.
      ctx.store.dispatch(fetchTags()),
      loadVehicleChoices(ctx, search.vehicleMaker),
    ]);
    return null;
  },
  productDetail: async (ctx, { params }) => {
    const key = params.key ?? '';
    // Reviews and related products are asked for at the same time; only the product is critical.
    const [product] = await Promise.all([
      ctx.store.dispatch(fetchProduct(key)),
      ctx.store.dispatch(fetchProductRelations(key)),
      ctx.store.dispatch(fetchReviews({ key })),
    ]);
    if (fetchProduct.rejected.match(product)) orNotFound(product.error);
    return null;
  },
  productUos: async (ctx, { params }) => {
    const product = await ctx.store.dispatch(fetchProduct(params.key ?? ''));
    if (fetchProduct.rejected.match(product)) orNotFound(product.error);
    return null;
  },
  brand: async (ctx) => {
    const action = await ctx.store.dispatch(fetchBrands());
    if (fetchBrands.rejected.match(action) && !action.meta.condition) throw asError(action.error);
    return null;
  },
  makerList: async (ctx) => {
    const action = await ctx.store.dispatch(fetchMakers());
    if (fetchMakers.rejected.match(action) && !action.meta.condition) throw asError(action.error);
    return null;
  },
  makerDetail: async (ctx, { params, request }) => {
    const key = params.key ?? '';
    const search = { ...parseSearch(new URL(request.url).searchParams), maker: key };
    // Both at once; the maker decides first (an unknown one is the 404 page).
    const [maker, products] = await Promise.allSettled([
      ctx.store.dispatch(fetchMaker(key)),
      loadProducts(ctx, toApiQuery(search)),
    ]);
    if (maker.status === 'fulfilled' && fetchMaker.rejected.match(maker.value))
      orNotFound(maker.value.error);
    if (products.status === 'rejected') throw products.reason;
    return null;
  },
  // The member's lists (MemberList), loaded with the page so the server paints them. None is
  // critical: a failed call is no error of the route, the list shows its own 読み込めませんでした
  // from the slice's status. Loaders run on the server and on route changes (a new ?page=
  // too), never on hydration, so each page of a list is fetched once.
  mypageBookmark: memberLoader(async (ctx, { request }) => {
    await ctx.store.dispatch(fetchBookmarks(requestPage(request)));
  }),
  // Forced: the list may hold the recent products a product page recorded, not this page.
  mypageProductHistory: memberLoader(async (ctx, { request }) => {
    await ctx.store.dispatch(fetchProductHistory({ page: requestPage(request), force: true }));
  }),
  mypageProductRequestHistory: memberLoader(async (ctx, { request }) => {
    await ctx.store.dispatch(fetchProductRequestHistory(requestPage(request)));
  }),
  mypageProductSearchHistory: memberLoader(async (ctx, { request }) => {
    await ctx.store.dispatch(fetchProductSearchHistory(requestPage(request)));
  }),
};
