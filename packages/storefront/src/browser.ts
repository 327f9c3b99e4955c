import type { ApiClient, ApiClientOptions } from '@mise/api-client';
import { createStorefrontStateWith } from '@mise/store';
import type { RootState } from '@mise/store';
import { lazyAnalytics } from './analytics/lazy.js';
import type { LazyAnalytics } from './analytics/lazy.js';
import { browserCookies } from './cookies.js';
import {
  returnTarget,
  shouldReloadAfterChunkError,
  storeBackTarget,
} from './navigation/policies.js';
import type { StorefrontContextValue, ThemeDefinition } from './kit/index.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augments the browser's Window
  interface Window {
    __MISE_STATE__?: Partial<RootState>;
  }
}

/** The user-timing mark set just before hydration starts (the whole app or its islands). */
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

/** Lets the browser run what waits (input, paint) before the next piece of start-up work. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The page's store (from the server's state), its API client and the storefront context. Its
 * analytics' code loads with the first event, or when the page calls `analytics.load()` once it
 * has hydrated.
 */
export function browserContext(
  theme: ThemeDefinition,
  navigate: (path: string) => void,
  createApi: (options: ApiClientOptions) => ApiClient,
): StorefrontContextValue & { analytics: LazyAnalytics } {
  // The settings are read when an event happens: the store exists by then.
  const holder: { store?: StorefrontContextValue['store'] } = {};
  const analytics = lazyAnalytics({
    getSettings: () => holder.store?.getState().settings.data,
    target: window,
  });
  const { store, api } = createStorefrontStateWith(createApi, {
    // Same origin: the theme server proxies /v1 to the API.
    api: {
      baseURL: '',
      channel: theme.channel,
      events: {
        currentPath: () => window.location.pathname,
        isBackForward,
        reload: () => window.location.reload(),
        // A session that could not be refreshed goes to the session-expired login: after it the
        // member comes back to the page they were on.
        onLogout: ({ refreshFailed }) => {
          const target = returnTarget(window.location.pathname, window.location.search);
          if (refreshFailed && target) storeBackTarget(window.sessionStorage, target);
        },
      },
    },
    cookies: browserCookies(),
    preloadedState: window.__MISE_STATE__,
    navigate,
    analytics,
  });
  holder.store = store;
  return {
    store,
    api,
    analytics,
    theme,
    isServer: false,
    origin: window.location.origin,
    // The verify-code alert is a development aid only.
    devCodes: process.env.NODE_ENV !== 'production',
  };
}
