import type { AxiosRequestConfig } from 'axios';
import type { ApiClient, ApiClientOptions } from './index.js';

/**
 * createApiClient's client, whose code (every endpoint, and axios) loads with the first call:
 * for a page that may make none before the shopper acts (a page hydrated in islands). Every
 * endpoint answers a promise, so a call made before the code is here just waits for it.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let client: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  const load = (): Promise<ApiClient> =>
    (loading ??= import('./index.js').then(
      (module) => (client = module.createApiClient(options)),
      (error: unknown) => {
        // A chunk that failed to load (offline) is asked for again by the next call.
        loading = undefined;
        throw error;
      },
    ));
  const later =
    <A extends unknown[], R>(pick: (loaded: ApiClient) => (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      load().then((loaded) => pick(loaded)(...args));
  // The client's own members; every other name is a group of endpoints.
  const core: Partial<Record<PropertyKey, unknown>> = {
    http: { request: later((c) => (config: AxiosRequestConfig) => c.http.request(config)) },
    instance: later((c) => c.instance),
    refresh: later((c) => c.refresh),
    // Nothing has been sent before the code is here, so there is nothing to cancel.
    cancelAll: () => client?.cancelAll(),
  };
  const groups = new Map<PropertyKey, unknown>();
  const group = (name: PropertyKey) =>
    new Proxy(
      {},
      {
        get: (_target, endpoint) =>
          // Never a promise itself: `await group` must not call an endpoint named "then".
          endpoint === 'then'
            ? undefined
            : later((c) => {
                const loaded = c[name as keyof ApiClient] as Record<
                  PropertyKey,
                  (...args: unknown[]) => Promise<unknown>
                >;
                return loaded[endpoint]!.bind(loaded);
              }),
      },
    );
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      if (client) return client[name as keyof ApiClient];
      if (name in core) return core[name];
      if (name === 'then') return undefined;
      if (!groups.has(name)) groups.set(name, group(name));
      return groups.get(name);
    },
  });
}
