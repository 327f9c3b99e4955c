import { useEffect } from 'react';
import { matchRoutes } from 'react-router-dom';
import { useStorefront } from '../kit/index.js';
import { routesFor } from '../routes/table.js';
import type { ThemeDefinition } from '../kit/index.js';
import { canPrefetch } from './policies.js';

type ConnectionInfo = Parameters<typeof canPrefetch>[0];

/**
 * The in-shop path an anchor leads to, when following it would be a client-side navigation
 * worth preparing: same origin, no target, no download.
 */
export function prefetchablePath(anchor: HTMLAnchorElement, origin: string): string | null {
  if (anchor.target || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
  return url.pathname;
}

/** The route ids a path renders in a theme (the same matching as the router's). */
export function routeIdsFor(theme: Pick<ThemeDefinition, 'name'>, pathname: string): string[] {
  const routes = routesFor(theme.name).map((route) => ({ id: route.id, path: route.path }));
  return (matchRoutes(routes, pathname) ?? []).map((match) => match.route.id);
}

/** Loads the chunk of a route's page, if it has one (the app's page table knows which). */
export type PreloadPage = (theme: ThemeDefinition, routeId: string) => Promise<void>;

/**
 * Prepares the page a shopper is about to open: on hover, focus or touch of an in-shop link
 * its page chunk is loaded by `preloadPage` (a lazy page: cart, my page, forms), once per path.
 * Skipped on 2g and save-data connections (spec section 9).
 */
export function usePrefetchOnIntent(preloadPage: PreloadPage): void {
  const { theme } = useStorefront();
  useEffect(() => {
    const done = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = prefetchablePath(anchor, window.location.origin);
      if (!path || done.has(path)) return;
      const { connection } = navigator as Navigator & { connection?: ConnectionInfo };
      if (!canPrefetch(connection)) return;
      done.add(path);
      for (const id of routeIdsFor(theme, path)) {
        // A chunk that fails now is loaded again on navigation, where failures are handled.
        preloadPage(theme, id).catch(() => done.delete(path));
      }
    };
    const options = { passive: true, capture: true };
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);
    return () => {
      document.removeEventListener('pointerover', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
      document.removeEventListener('touchstart', onIntent, options);
    };
  }, [theme, preloadPage]);
}
