import { Spinner } from '@mise/ui';
import { createElement, lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import type { RouteDef } from '../routes/table.js';

const LAZY = Symbol.for('mise.lazyPage');

/** What every page composition receives: its route entry (title, id) and the theme. */
export type PageProps = { route: RouteDef };

/**
 * A page whose code is a chunk of its own, loaded when its route is entered (or prefetched):
 * cart, my page and account forms stay out of the JavaScript of the top and product pages.
 */
export type LazyPage = {
  readonly [LAZY]: true;
  /** Loads the page's chunk once; later calls share the first load (a failed one is retried). */
  load: () => Promise<ComponentType<PageProps>>;
  /** The page, once its chunk is loaded. */
  readonly loaded: ComponentType<PageProps> | undefined;
};

/** What a page registry (shared pages, a theme's `pages`) holds for a route: a page, or a lazy one. */
export type PageEntry = ComponentType<PageProps> | LazyPage;

/**
 * A page loaded on demand: `lazyPage(() => import('./CartPage.js').then((m) => m.CartPage))`.
 * Route loaders load it before the page renders, on the server and on client-side navigation,
 * and the browser loads the current page's chunk before hydrating, so it renders at once and
 * hydrates without a mismatch.
 */
export function lazyPage(importer: () => Promise<ComponentType<PageProps>>): LazyPage {
  let loading: Promise<ComponentType<PageProps>> | undefined;
  let loaded: ComponentType<PageProps> | undefined;
  return {
    [LAZY]: true,
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importer().then(
        (page) => {
          loaded = page;
          return page;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

export function isLazyPage(entry: unknown): entry is LazyPage {
  return typeof entry === 'object' && entry !== null && LAZY in entry;
}

/** Loads the entry's chunk when it is a lazy page that is not loaded yet. */
export async function preloadEntry(entry: PageEntry | undefined): Promise<void> {
  if (isLazyPage(entry) && !entry.loaded) await entry.load();
}

const fallbacks = new WeakMap<LazyPage, ComponentType<PageProps>>();

function suspendingPage(entry: LazyPage): ComponentType<PageProps> {
  const Deferred: LazyExoticComponent<ComponentType<PageProps>> = lazy(() =>
    entry.load().then((page) => ({ default: page })),
  );
  return function DeferredPage(props: PageProps) {
    return (
      <Suspense fallback={<Spinner />}>
        <Deferred {...props} />
      </Suspense>
    );
  };
}

/** The component of an entry: a lazy page not loaded yet suspends behind a spinner. */
function componentOf(entry: PageEntry): ComponentType<PageProps> {
  if (!isLazyPage(entry)) return entry;
  if (entry.loaded) return entry.loaded;
  let fallback = fallbacks.get(entry);
  if (!fallback) {
    fallback = suspendingPage(entry);
    fallbacks.set(entry, fallback);
  }
  return fallback;
}

/**
 * Renders a page entry. A lazy page is normally loaded by its route's loader first (or before
 * hydration) and renders at once; should it not be (a page shown without its loader), it
 * suspends behind a spinner. Each entry keeps one component, so pages never remount.
 */
export function renderPage(entry: PageEntry, props: PageProps): ReactElement {
  return createElement(componentOf(entry), props);
}
