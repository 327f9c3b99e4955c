import { createApiClient } from '@mise/api-client';
import type { ApiClient } from '@mise/api-client';
import { createStorefrontStateWith } from './create.js';
import type { StorefrontStateOptions } from './create.js';
import type { AppStore } from './store.js';

/**
 * A store and its API client, wired together: the client reads the store's token and tells
 * the store about refreshes, the end of a session, maintenance, an unknown channel and cart
 * resets. The SSR server makes one pair per request; the browser one per page load.
 */
export function createStorefrontState(options: StorefrontStateOptions): {
  store: AppStore;
  api: ApiClient;
} {
  return createStorefrontStateWith(createApiClient, options);
}
