import type { ApiClient, ApiClientOptions } from '@mise/api-client';
import { COOKIES, SESSION_MAX_AGE_SECONDS } from './env.js';
import type { CookieJar, StoreAnalytics } from './env.js';
import { logout } from './logout.js';
import { applyRefreshedSession, endSession } from './slices/account/auth.js';
import { cartReset } from './slices/cart/reset.js';
import { invalidChannelDetected, maintenanceStarted } from './slices/site/site.js';
import { makeStore } from './store.js';
import type { RootState } from './state.js';
import type { AppStore } from './store.js';

export type StorefrontStateOptions = {
  api: Omit<ApiClientOptions, 'getAccessToken'>;
  cookies: CookieJar;
  preloadedState?: Partial<RootState>;
  navigate?: (path: string) => void;
  analytics?: StoreAnalytics;
  /**
   * Made for one server render: the refresh token is the request's cookie, and a rotated one
   * goes back to the browser as an httpOnly cookie with the page. A request without that cookie
   * leaves a refused token to the browser instead of ending the session.
   */
  isServer?: boolean;
  /** Clock (tests; the theme server's dev clock). */
  now?: () => number;
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

  const { cookies, isServer = false } = options;
  const api = createApi({
    ...options.api,
    getAccessToken: () => holder.store?.getState().auth.accessToken,
    ...(isServer ? { getRefreshToken: () => cookies.get(COOKIES.refreshToken) } : {}),
    events: {
      ...events,
      ...(options.navigate ? { navigate: options.navigate } : {}),
      onTokenRefreshed: (session) => {
        if (isServer && session.refresh_token)
          cookies.set(COOKIES.refreshToken, session.refresh_token, {
            maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
            httpOnly: true,
          });
        void dispatch(applyRefreshedSession(session));
        events.onTokenRefreshed?.(session);
      },
      onLogout: (reason) => {
        if (isServer && cookies.get(COOKIES.refreshToken) === undefined) {
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
        cookies.remove(COOKIES.cartToken);
        dispatch(cartReset(reason));
        events.onCartReset?.(reason);
      },
      // The cart's code loads with the page or island that uses the cart (see reset.ts).
      onShippingReset: () => {
        void import('./slices/cart/cart.js').then(({ resetShippingAfterMissingAddress }) =>
          dispatch(resetShippingAfterMissingAddress()),
        );
        events.onShippingReset?.();
      },
    },
  });
  holder.store = makeStore(options.preloadedState, {
    api,
    cookies,
    ...(options.navigate ? { navigate: options.navigate } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.analytics ? { analytics: options.analytics } : {}),
  });
  return { store: holder.store, api };
}
