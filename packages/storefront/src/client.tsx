import { createStorefrontState } from '@mise/store';
import type { RootState } from '@mise/store';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/App.js';
import type { StorefrontContextValue } from './app/context.js';
import { preloadPage } from './app/pages.js';
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

/** The user-timing mark set just before hydration starts. */
export const HYDRATE_MARK = 'mise:hydrate';

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

/**
 * Hydrates the server-rendered document: the same store state, routes and theme. The chunk
 * of the current page (a lazy page) is loaded first, so the first render matches the server's.
 */
export function hydrateStorefront(theme: ThemeDefinition): void {
  reloadOnChunkError();
  void start(theme).catch((error: unknown) => {
    console.error('hydration failed', error);
  });
}

/** Lets the browser run what waits (input, paint) before the next piece of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(theme: ThemeDefinition): Promise<void> {
  // Start-up runs as a few short tasks (modules, store, router, hydration slices), not one long one.
  await nextTask();
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
  await nextTask();
  // A chunk that fails to load here is loaded again by the page itself (behind a spinner).
  await Promise.all(router.state.matches.map((match) => preloadPage(theme, match.route.id))).catch(
    () => undefined,
  );
  holder.navigate = (path) => void router.navigate(path);
  // What loaded before this mark is the page's initial JavaScript (bench:web measures it).
  performance.mark(HYDRATE_MARK);
  // As a transition, hydration works in slices and yields to the browser in between, instead
  // of one long task that would hold up a tap on a slow phone.
  startTransition(() => {
    hydrateRoot(
      document,
      <App ctx={ctx}>
        <RouterProvider router={router} />
      </App>,
    );
  });
}
