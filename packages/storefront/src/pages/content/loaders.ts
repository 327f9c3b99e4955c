import {
  fetchBlog,
  fetchBlogs,
  fetchCatalogues,
  fetchCoupons,
  fetchLandingPage,
  fetchLayout,
  fetchNews,
  fetchNewsItem,
  fetchPopups,
  fetchQas,
  fetchStaticPage,
} from '@mise/store';
import { redirect } from 'react-router-dom';
import { notFound } from '../../kit/index.js';
import type { PageLoader, StorefrontContextValue } from '../../kit/index.js';
import { loadVehicleChoices } from '../catalog/index.js';
import { loadSitemap } from './sitemap.js';
import { requestPage } from '../../shared/page-param.js';

/** A 404 from the API, thrown by the client (ApiError) or rethrown by a thunk (ThunkError). */
const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** Critical data that must exist: an unknown key is the 404 page. */
async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/** A page layout; the page paints without blocks rather than fail when the shop has none. */
async function layoutOf(store: StorefrontContextValue['store'], page: string) {
  try {
    await store.dispatch(fetchLayout(page)).unwrap();
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  return null;
}

/** Where a landing page slug may lead: the API's slugs are lower-case letters, digits, - and _. */
const LP_SLUG = /^[a-z0-9][a-z0-9_-]*$/;

/** What /{slug} turned out to be. */
export type SlugPageKind = 'static' | 'landing';

/**
 * The landing page SITE.TOP_LP names, put into the store when the setting is on: whether the top
 * shows it. A slug the shop has no landing page for (or one that only redirects) leaves the top
 * as it is rather than making the shop's front door a 404 or a redirect loop.
 */
export async function loadTopLandingPage(store: StorefrontContextValue['store']): Promise<boolean> {
  const settings = store.getState().settings.data;
  const slug = settings?.['SITE.TOP_LP.SLUG'];
  if (settings?.['SITE.TOP_LP.IS_USE'] !== true || typeof slug !== 'string' || !LP_SLUG.test(slug))
    return false;
  try {
    const { redirect: to } = await store.dispatch(fetchLandingPage(slug)).unwrap();
    return !to;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/**
 * Critical data of the content pages (spec section 2), put into the store so the server
 * paints it and the browser starts from it.
 */
export const CONTENT_LOADERS: Partial<Record<string, PageLoader>> = {
  /** The shop's top, or the landing page it set as its top (SITE.TOP_LP): then 'landing'. */
  top: async (ctx): Promise<SlugPageKind | null> => {
    if (await loadTopLandingPage(ctx.store)) return 'landing';
    // A motorcycle shop's top page offers 車種から探す, filled by the server.
    const [layout] = await Promise.all([layoutOf(ctx.store, 'top'), loadVehicleChoices(ctx)]);
    return layout;
  },
  ec: async ({ store }) => layoutOf(store, 'ec'),
  newsList: async ({ store }, { request }) =>
    store.dispatch(fetchNews({ page: requestPage(request) })).unwrap(),
  newsDetail: async ({ store }, { params }) =>
    orNotFound(store.dispatch(fetchNewsItem(params.key ?? '')).unwrap()),
  blogList: async ({ store }, { request }) =>
    store.dispatch(fetchBlogs({ page: requestPage(request) })).unwrap(),
  blogDetail: async ({ store }, { params }) =>
    orNotFound(store.dispatch(fetchBlog(params.key ?? '')).unwrap()),
  faq: async ({ store }) => store.dispatch(fetchQas()).unwrap(),
  coupon: async ({ store }) => store.dispatch(fetchCoupons()).unwrap(),
  catalogOrder: async ({ store }) => store.dispatch(fetchCatalogues()).unwrap(),
  flipBook: async ({ store }) => store.dispatch(fetchCatalogues()).unwrap(),
  sitemap: async ({ api, theme }) => loadSitemap(api, theme.name),
  popup: async ({ store }) => {
    await store.dispatch(fetchPopups());
    return null;
  },
  /** A static page by its path, else a landing page by its slug (which may redirect), else 404. */
  staticPage: async ({ store }, { params }): Promise<SlugPageKind> => {
    const slug = params.slug ?? '';
    try {
      await store.dispatch(fetchStaticPage(`/${slug}/`)).unwrap();
      return 'static';
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    if (!LP_SLUG.test(slug)) throw notFound();
    const { redirect: to } = await orNotFound(store.dispatch(fetchLandingPage(slug)).unwrap());
    if (to) throw redirect(to);
    return 'landing';
  },
};
