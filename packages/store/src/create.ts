import type { ApiClient, ApiClientOptions } from '@mise/api-client';
import { COOKIES } from './env.js';
import type { CookieJar, StoreAnalytics } from './env.js';
import { logout } from './logout.js';
import { applyRefreshedSession, endSession } from './slices/account/index.js';
import { cartReset, resetShippingAfterMissingAddress } from './slices/cart/index.js';
import { invalidChannelDetected, maintenanceStarted } from './slices/site/index.js';
import { makeStore } from './store.js';
import type { AppStore, RootState } from './store.js';

export type StorefrontStateOptions = {
  api: Omit<ApiClientOptions, 'getAccessToken'>;
  cookies: CookieJar;
  preloadedState?: Partial<RootState>;
  navigate?: (path: string) => void;
  analytics?: StoreAnalytics;
  /**
   * Made for one server render: a token the API refuses cannot be refreshed there (the refresh
   * cookie goes to the API's auth path only), so the session is left unchecked for the browser,
   * which refreshes and retries, instead of being ended.
   */
  isServer?: boolean;
};

/**
 * A store and an API client made by `createApi`, wired together (see createStorefrontState). A
 * page hydrated in islands passes `createLazyApiClient` (@mise/api-client/lazy), whose code
 * loads with its first call; this module does not import the client, so such a page's bundle
 * leaves it out until then.
 */
export function createStorefrontStateWith(
  createApi: (options: ApiClientOptions) => ApiClient,
  options: StorefrontStateOptions,
): { store: AppStore; api: ApiClient } {
  const events = options.api.events ?? {};
  // Handlers below run only after the store exists (on responses), never during creation.
  const holder: { store?: AppStore } = {};
  const dispatch: AppStore['dispatch'] = ((action: Parameters<AppStore['dispatch']>[0]) =>
    holder.store!.dispatch(action)) as AppStore['dispatch'];

  const api = createApi({
    ...options.api,
    getAccessToken: () => holder.store?.getState().auth.accessToken,
    events: {
      ...events,
      ...(options.navigate ? { navigate: options.navigate } : {}),
      onTokenRefreshed: (session) => {
        void dispatch(applyRefreshedSession(session));
        events.onTokenRefreshed?.(session);
      },
      onLogout: (reason) => {
        if (options.isServer) {
          dispatch(logout());
          return;
        }
        void dispatch(endSession({ refreshFailed: reason.refreshFailed }));
        events.onLogout?.(reason);
      },
      onMaintenance: (data) => {
        dispatch(maintenanceStarted(data));
        events.onMaintenance?.(data);
      },
      onInvalidChannel: () => {
        dispatch(invalidChannelDetected());
        events.onInvalidChannel?.();
      },
      onCartReset: (reason) => {
        options.cookies.remove(COOKIES.cartToken);
        dispatch(cartReset(reason));
        events.onCartReset?.(reason);
      },
      onShippingReset: () => {
        void dispatch(resetShippingAfterMissingAddress());
        events.onShippingReset?.();
      },
    },
  });
  holder.store = makeStore(options.preloadedState, {
    api,
    cookies: options.cookies,
    ...(options.navigate ? { navigate: options.navigate } : {}),
    ...(options.analytics ? { analytics: options.analytics } : {}),
  });
  return { store: holder.store, api };
}
