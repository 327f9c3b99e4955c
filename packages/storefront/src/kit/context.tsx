import type { ApiClient } from '@mise/api-client';
import type { AppStore } from '@mise/store';
import { createContext, useContext } from 'react';
import type { Analytics } from '../analytics/analytics.js';
import type { ThemeDefinition } from './theme.js';

/** One per SSR request (or page load): the store, its API client and the theme. */
export type StorefrontContextValue = {
  store: AppStore;
  api: ApiClient;
  theme: ThemeDefinition;
  isServer: boolean;
  /**
   * A shared page rendered on the server (routes/table.ts): no shopper's cookies, and the login
   * check left to the browser.
   */
  shared?: boolean;
  /** The shop's origin as the visitor reaches it (canonical URLs). */
  origin: string;
  /**
   * Testing aid of spec section 8: one-time codes the API returns (development only) are shown
   * in an alert. Off unless the app turns it on in development.
   */
  devCodes?: boolean;
  /** The shopper's analytics (tag manager data layer); none on the server. */
  analytics?: Analytics;
};

export const StorefrontContext = createContext<StorefrontContextValue | null>(null);

export function useStorefront(): StorefrontContextValue {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront needs <StorefrontContext.Provider>');
  return value;
}

/**
 * Analytics that never send: the server's render. Here, not beside `createAnalytics`: every
 * page's first JavaScript has this module, and the sinks load only with the first event.
 */
export const noAnalytics: Analytics = {
  track: () => undefined,
  purchase: () => undefined,
  viewHome: () => undefined,
};

/** The page's analytics; on the server (and in tests without it) events go nowhere. */
export const useAnalytics = (): Analytics => useStorefront().analytics ?? noAnalytics;
