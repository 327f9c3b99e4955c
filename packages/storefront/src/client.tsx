import { createStorefrontState } from '@mise/store';
import type { RootState } from '@mise/store';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/App.js';
import type { StorefrontContextValue } from './app/context.js';
import { createRoutes } from './app/routes.js';
import { browserCookies } from './cookies.js';
import { shouldReloadAfterChunkError } from './navigation/policies.js';
import type { ThemeDefinition } from './theme.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augments the browser's Window
  interface Window {
    __MISE_STATE__?: Partial<RootState>;
  }
}

function isBackForward(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward';
}

/**
 * A chunk that fails to load (a deploy replaced it) reloads the page, at most once a minute.
 * Vite reports failed preloads of lazy chunks here; failed imports that reach a route end in
 * its error page, which applies the same rule.
 */
export function reloadOnChunkError(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (!shouldReloadAfterChunkError(target.sessionStorage, Date.now())) return;
    event.preventDefault();
    target.location.reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

/** Hydrates the server-rendered document: the same store state, routes and theme. */
export function hydrateStorefront(theme: ThemeDefinition): void {
  reloadOnChunkError();
  const holder: { navigate?: (path: string) => void } = {};
  const { store, api } = createStorefrontState({
    // Same origin: the theme server proxies /v1 to the API.
    api: {
      baseURL: '',
      channel: theme.channel,
      events: {
        currentPath: () => window.location.pathname,
        isBackForward,
        reload: () => window.location.reload(),
      },
    },
    cookies: browserCookies(),
    preloadedState: window.__MISE_STATE__,
    navigate: (path) => holder.navigate?.(path),
  });
  const ctx: StorefrontContextValue = {
    store,
    api,
    theme,
    isServer: false,
    origin: window.location.origin,
    // The verify-code alert is a development aid only.
    devCodes: process.env.NODE_ENV !== 'production',
  };
  const router = createBrowserRouter(createRoutes(ctx));
  holder.navigate = (path) => void router.navigate(path);
  hydrateRoot(
    document,
    <App ctx={ctx}>
      <RouterProvider router={router} />
    </App>,
  );
}
