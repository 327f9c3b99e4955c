import type { ApiClient, DecideData } from '@mise/api-client';

/**
 * Cookies the store reads and writes: the browser's document cookies, or the request and
 * response cookies on the SSR server (so the server sees the same session and notices).
 */
export type CookieJar = {
  get: (name: string) => string | undefined;
  /** httpOnly: only the SSR server sets one (the refresh token it rotated); the browser cannot. */
  set: (
    name: string,
    value: string,
    options?: { maxAgeSeconds?: number; httpOnly?: boolean },
  ) => void;
  remove: (name: string) => void;
};

/** What the thunks use besides state (the store's extra argument); one per store. */
export type StoreEnv = {
  api: ApiClient;
  cookies: CookieJar;
  /** In-app navigation (router), for logout's move to /login/. */
  navigate?: (path: string) => void;
  /** Clock, replaceable in tests. */
  now?: () => number;
  /** The shopper's analytics (the storefront's module); absent on the server. */
  analytics?: StoreAnalytics;
};

/** What the store reports to analytics; the storefront decides what is sent and where. */
export type StoreAnalytics = {
  /** An order was decided and its purchase not reported yet (called once per order). */
  purchase: (order: DecideData) => void;
};

/** A cookie jar in memory: for tests, and for a server request without a cookie header. */
export function createMemoryCookies(
  initial: Record<string, string> = {},
): CookieJar & { all: () => Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
    all: () => Object.fromEntries(values),
  };
}

/**
 * How long the stored session (access token and expiry) is kept: as long as the API's refresh
 * token lives (30 days), so a member who comes back after the access token's hour is
 * refreshed instead of found logged out (spec section 4: a token whose expiry has passed is
 * refreshed).
 */
export const SESSION_MAX_AGE_SECONDS = 30 * 86_400;

/** Cookie names shared with the storefront and its analytics (spec section 7: cookie cartToken). */
export const COOKIES = {
  accessToken: 'access_token',
  tokenExpiresAt: 'token_expires_at',
  /**
   * The API's refresh token (httpOnly, the whole site): the browser sends it with each page
   * request, and the SSR server refreshes an expired session with it.
   */
  refreshToken: 'mise_refresh',
  cartToken: 'cartToken',
  /** Unlock tokens of password-protected tags by tag key (slices/tags.ts), for the session. */
  tagTokens: 'tagTokens',
  /** Notice messages: `${code}Message` holds the updated_at the visitor dismissed. */
  notice: (code: string) => `${code}Message`,
} as const;
