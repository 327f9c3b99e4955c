import { ACCOUNT_PAGES } from '../pages/account/index.js';
import { CART_PAGES } from '../pages/cart/index.js';
import { CATALOG_PAGES } from '../pages/catalog/index.js';
import { CONTACT_PAGES } from '../pages/contact/index.js';
import { CONTENT_PAGES } from '../pages/content/index.js';
import { SOCIAL_GIFT_PAGES } from '../pages/gift/index.js';
// moto's and mypage's faces hand the product page its widgets; their page registries are taken
// here directly, or those faces would close a loop with catalog through their lazy pages.
import { MOTO_PAGES } from '../pages/moto/registry.js';
import { MYPAGE_PAGES } from '../pages/mypage/registry.js';
import { ORDER_PAGES } from '../pages/orders/index.js';
import { routesFor } from '../routes/table.js';
import type { PageEntry, ThemeDefinition } from '../kit/index.js';
import { preloadEntry } from '../kit/index.js';

/**
 * Shared page compositions by route id (account entry and more as they are built). Pages of
 * the cart, my page and account forms are `lazyPage`s: the top and product pages never load
 * their code.
 */
export const DEFAULT_PAGES: Partial<Record<string, PageEntry>> = {
  ...ACCOUNT_PAGES,
  ...CART_PAGES,
  ...CATALOG_PAGES,
  ...CONTACT_PAGES,
  ...CONTENT_PAGES,
  ...SOCIAL_GIFT_PAGES,
  ...MOTO_PAGES,
  ...MYPAGE_PAGES,
  ...ORDER_PAGES,
};

/** Routes answered by their loader alone (it throws the 404 the error boundary shows). */
const LOADER_ONLY = new Set(['notFound']);

/** The routes of a theme that have no page: neither the theme's composition nor a shared one. */
export function missingPages(theme: Pick<ThemeDefinition, 'name' | 'pages'>): string[] {
  return routesFor(theme.name)
    .filter((route) => !LOADER_ONLY.has(route.id))
    .filter((route) => !theme.pages?.[route.id] && !DEFAULT_PAGES[route.id])
    .map((route) => route.id);
}

/** The page of a route in a theme: the theme's composition, else the shared page. */
export function pageEntry(theme: Pick<ThemeDefinition, 'pages'>, routeId: string): PageEntry {
  const entry = theme.pages?.[routeId] ?? DEFAULT_PAGES[routeId];
  if (!entry) throw new Error(`route ${routeId} has no page`);
  return entry;
}

/**
 * The route whose page a route shows once its loader has run: the top page shows the landing
 * page the shop set as its top (SITE.TOP_LP, the loader answers 'landing'), in the landing page
 * route's own page, so a top landing page looks exactly as it does at /{slug}.
 */
export function shownPageId(routeId: string, loaderData: unknown): string {
  return routeId === 'top' && loaderData === 'landing' ? 'staticPage' : routeId;
}

/** Loads the chunk of a route's page when it has one of its own (before rendering, prefetching). */
export function preloadPage(theme: Pick<ThemeDefinition, 'pages'>, routeId: string): Promise<void> {
  // The root route and notFound have no page of their own.
  const entry = theme.pages?.[routeId] ?? DEFAULT_PAGES[routeId];
  return entry ? preloadEntry(entry) : Promise.resolve();
}
