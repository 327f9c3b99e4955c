/**
 * The storefront's kit: what a theme is (ThemeDefinition) and what every feature builds with
 * (pages, shared, navigation, search, shell), islands among it. The composition root in ../app wires
 * the features together; the kit imports neither app/ nor pages/, so a feature that uses it
 * never reaches back up into the app.
 */
export { noAnalytics, StorefrontContext, useAnalytics, useStorefront } from './context.js';
export type { StorefrontContextValue } from './context.js';
export { ShopProviders } from './ShopProviders.js';
export { isLazyPage, lazyPage, preloadEntry, renderPage } from './lazy-page.js';
export type { LazyPage, PageEntry, PageProps } from './lazy-page.js';
export { deferred, loadDeferred } from './deferred.js';
export { PageMeta } from './PageMeta.js';
export { NoImage, PageTemplate, SingleItemTemplate } from './templates.js';
export { notFound } from './not-found.js';
export type { PageLoader, RouteHandle } from './route.js';
export { memberLoader } from './member-loader.js';
export type { LayoutProps, SyncChannel, ThemeDefinition, ThemeIdentity } from './theme.js';
export { island, ISLAND_TAG } from './island.js';
export type { IslandTiming } from './island.js';
export type { IslandName } from './island-names.js';
