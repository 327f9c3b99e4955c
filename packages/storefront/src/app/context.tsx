import type { ApiClient } from '@mise/api-client';
import type { AppStore } from '@mise/store';
import { createContext, useContext } from 'react';
import { noAnalytics } from '../analytics/analytics.js';
import type { Analytics } from '../analytics/analytics.js';
import type { ThemeDefinition } from '../theme.js';

/** One per SSR request (or page load): the store, its API client and the theme. */
export type StorefrontContextValue = {
  store: AppStore;
  api: ApiClient;
  theme: ThemeDefinition;
  isServer: boolean;
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

/** The page's analytics; on the server (and in tests without it) events go nowhere. */
export const useAnalytics = (): Analytics => useStorefront().analytics ?? noAnalytics;
