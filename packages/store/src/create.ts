import { createApiClient } from '@mise/api-client';
import type { ApiClient, ApiClientOptions } from '@mise/api-client';
import { COOKIES } from './env.js';
import type { CookieJar } from './env.js';
import { applyRefreshedSession, endSession } from './slices/auth.js';
import { cartReset, resetShippingAfterMissingAddress } from './slices/cart.js';
import { invalidChannelDetected, maintenanceStarted } from './slices/site.js';
import { makeStore } from './store.js';
import type { AppStore, RootState } from './store.js';

export type StorefrontStateOptions = {
  api: Omit<ApiClientOptions, 'getAccessToken'>;
  cookies: CookieJar;
  preloadedState?: Partial<RootState>;
  navigate?: (path: string) => void;
};

/**
 * A store and its API client, wired together: the client reads the store's token and tells
 * the store about refreshes, the end of a session, maintenance, an unknown channel and cart
 * resets. The SSR server makes one pair per request; the browser one per page load.
 */
export function createStorefrontState(options: StorefrontStateOptions): {
  store: AppStore;
  api: ApiClient;
} {
  const events = options.api.events ?? {};
  // Handlers below run only after the store exists (on responses), never during creation.
  const holder: { store?: AppStore } = {};
  const dispatch: AppStore['dispatch'] = ((action: Parameters<AppStore['dispatch']>[0]) =>
    holder.store!.dispatch(action)) as AppStore['dispatch'];

  const api = createApiClient({
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
  });
  return { store: holder.store, api };
}
