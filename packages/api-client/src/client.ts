import type {
  AxiosAdapter,
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosStatic,
  InternalAxiosRequestConfig,
} from 'axios';
import { ApiError, ERROR_MESSAGES } from './errors.js';
import type { SharedAnswer, SharedAnswers } from './shared-answers.js';

/** What a refresh gives back: the new access token and when it expires. */
export type RefreshedSession = {
  access_token: string;
  expires_in: number;
  expires_at: string;
  refresh_token?: string;
};

/**
 * What the client tells its owner (the store, the router, the toaster). All optional: a
 * client without handlers still normalises errors and retries once after a refresh.
 */
export type ApiClientEvents = {
  /** A refresh succeeded: store the new token. */
  onTokenRefreshed?: (session: RefreshedSession) => void;
  /** The session is over (refresh failed): clear the token and the member sections. */
  onLogout?: (reason: { refreshFailed: boolean }) => void;
  /** 503: the shop is in maintenance. */
  onMaintenance?: (data: { title: string; message: string }) => void;
  /** 'チャネルが存在しない': the storefront shows the invalid-channel layout. */
  onInvalidChannel?: () => void;
  /** The cart must be started again: expired, or a product in it can no longer be sold. */
  onCartReset?: (reason: { reason: 'expired' | 'product_not_found'; message: string }) => void;
  /** The cart's delivery address is gone: reset the shipping (once per failure streak). */
  onShippingReset?: () => void;
  /** Move to a storefront path (in-app navigation). */
  navigate?: (path: string) => void;
  /** Where the storefront is now (pathname), for rules that apply on some pages only. */
  currentPath?: () => string;
  /** Whether the current page was reached by back/forward navigation. */
  isBackForward?: () => boolean;
  /** Reload the page (network error after back/forward). */
  reload?: () => void;
  /** Where failures are logged. */
  log?: (message: string, error?: unknown) => void;
  /** Each call as it goes out, and each answer (or failure, status 0) as it comes back: the
   * SSR server records what a page was made from, to know whether it may keep the page. */
  onRequest?: (call: ObservedCall) => void;
  onResponse?: (call: ObservedCall & { status: number; headers: Record<string, string> }) => void;
};

export type ObservedCall = { method: string; url: string };

export type ApiClientOptions = {
  /** Origin (and path) the /v1 calls are relative to: '' in the browser (same-origin proxy), the API URL on the server. */
  baseURL: string;
  /** Shop id sent as X-Channel; omit when the host names the shop. */
  channel?: string;
  /** The member's current access token, read at each call. */
  getAccessToken?: () => string | null | undefined;
  /** The refresh token, for clients without the browser's httpOnly cookie (server side, tests). */
  getRefreshToken?: () => string | null | undefined;
  timeout?: number;
  events?: ApiClientEvents;
  /** Keep-alive agents for server-side use (see @mise/api-client/server). */
  httpAgent?: unknown;
  httpsAgent?: unknown;
  /** What sends the requests instead of axios's own adapter: in-process answers in tests. */
  adapter?: AxiosAdapter;
  /**
   * The SSR server's shared answers (shared-answers.ts): they send the calls, and an anonymous
   * GET they hold is answered at once, without a trip through axios's pipeline (a page
   * rendered anew makes about nine such calls).
   */
  answers?: Pick<SharedAnswers, 'adapter' | 'lookup'>;
  /**
   * The client can never carry a member's token (a server render of a request without cookies,
   * or of a shared page, which reads none): a call the shared answers hold is answered without
   * loading axios. Otherwise the token may only come with the session check the page runs
   * beside its first calls, so every call waits for axios, by which time the token is known.
   */
  guest?: boolean;
  /**
   * Sent with every call: the SSR server's `x-request-id`, so the API logs a page's calls under
   * the page's request id.
   */
  headers?: Record<string, string>;
};

type RetryableConfig = InternalAxiosRequestConfig & {
  _retried?: boolean;
  _skipAuthRetry?: boolean;
  _anonymous?: boolean;
};

/** A request cancelAll can abort: `_done` takes it off the pending list once it is answered. */
type Tracked = {
  signal?: AxiosRequestConfig['signal'];
  _done?: () => void;
  _keepOnRouteChange?: boolean;
};

/** Marks a request whose 401 must not trigger a refresh (logout). */
export const NO_AUTH_RETRY = { _skipAuthRetry: true } as AxiosRequestConfig;

/**
 * Marks a request that records what the shopper just did (a search word, a viewed product, an
 * event): cancelAll leaves it alone, because the route change it comes with (a search opens
 * the results) would otherwise lose the record.
 */
export const KEEP_ON_ROUTE_CHANGE = { _keepOnRouteChange: true } as AxiosRequestConfig;

/**
 * Full URIs as axios builds them, by client base, path and query: `getUri` merges the call with
 * all of the client's defaults first, the largest part of axios in a server render, which makes
 * a new client per request and asks the shared answers for each of its calls.
 */
const uris = new Map<string, string>();
const MAX_URIS = 5_000;

/** A query JSON writes as axios does: strings, finite numbers and booleans, alone or in lists. */
function plainQuery(params: unknown): boolean {
  if (params === undefined || params === null) return true;
  if (typeof params !== 'object' || Object.getPrototypeOf(params) !== Object.prototype)
    return false;
  const plain = (value: unknown) =>
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    value === undefined ||
    (typeof value === 'number' && Number.isFinite(value));
  return Object.values(params).every((value) =>
    Array.isArray(value) ? value.every(plain) : plain(value),
  );
}

/**
 * The call's full URI as axios builds it for a client with base `baseURL`; without the client
 * (axios not loaded yet) only when an earlier call of the same base, path and query found it.
 */
function uriOf(
  baseURL: string | undefined,
  config: AxiosRequestConfig,
  client?: AxiosInstance,
): string | undefined {
  if (config.paramsSerializer || !plainQuery(config.params)) return client?.getUri(config);
  const key = `${baseURL ?? ''}\n${config.baseURL ?? ''}\n${config.url ?? ''}\n${JSON.stringify(config.params ?? null)}`;
  let uri = uris.get(key);
  if (uri === undefined && client) {
    uri = client.getUri(config);
    if (uris.size >= MAX_URIS) uris.clear();
    uris.set(key, uri);
  }
  return uri;
}

const isUntracked = (config: Tracked) =>
  config.signal !== undefined || config._keepOnRouteChange === true;

export const CHANNEL_NOT_FOUND = 'チャネルが存在しない';

type ErrorBody =
  { message?: unknown; code?: unknown; errors?: unknown; title?: unknown } | undefined;

/** What the calls send through: axios's request, with axios itself loaded at the first one. */
export type HttpClient = {
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
};

export type ApiCore = {
  http: HttpClient;
  /** The configured axios instance (loaded now if no call has loaded it yet). */
  instance: () => Promise<AxiosInstance>;
  /** Cancels every pending request (the storefront calls it on each route change). */
  cancelAll: () => void;
  /**
   * Runs the shared refresh now; resolves to the new access token, or null when the API refused
   * the refresh token. Rejects when the API could not answer (network, timeout, 5xx): the
   * session is not over then, only unconfirmed.
   */
  refresh: () => Promise<string | null>;
};

/** Settles as `promise` does, or rejects as soon as `signal` aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The HTTP core of one client: no module-level state, so the SSR server makes one per
 * request and the browser one per page load. Implements the error catalogue of spec section 8.
 * axios is imported at the first request, not here: the storefront makes its client before
 * hydration, and axios is a separate chunk the first page does not wait for.
 */
export function createHttp(options: ApiClientOptions): ApiCore {
  const events = options.events ?? {};
  const log = events.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const pending = new Set<AbortController>();
  let refreshing: Promise<string | null> | null = null;
  let shippingResetDone = false;
  let loading: Promise<AxiosInstance> | null = null;
  let loaded: AxiosInstance | null = null;

  function track<C extends Tracked>(config: C): C & { signal: AbortSignal } {
    const controller = new AbortController();
    pending.add(controller);
    const done = () => pending.delete(controller);
    controller.signal.addEventListener('abort', done, { once: true });
    return Object.assign(config, { signal: controller.signal, _done: done });
  }

  function reportNetworkFailure(cause: unknown) {
    log('Network Error', cause);
    if (events.isBackForward?.()) events.reload?.();
  }

  function instance(): Promise<AxiosInstance> {
    loading ??= import('axios').then(
      ({ default: axios }) => (loaded = configure(axios)),
      (error: unknown) => {
        // A chunk that failed to load (offline) is tried again by the next call.
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  /** A call made before axios is there: tracked at once, so cancelAll also aborts it while it waits. */
  async function whileLoading<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    const tracked = isUntracked(config as Tracked) ? config : track({ ...config });
    let ready: AxiosInstance;
    try {
      ready = await (tracked.signal instanceof AbortSignal
        ? unlessAborted(instance(), tracked.signal)
        : instance());
    } catch (error) {
      (tracked as Tracked)._done?.();
      if (tracked.signal?.aborted)
        throw new ApiError('cancelled', ERROR_MESSAGES.cancelled, { cause: error });
      // axios's chunk did not arrive: to the caller that is the network failing.
      reportNetworkFailure(error);
      throw new ApiError('network', ERROR_MESSAGES.network, { cause: error });
    }
    return send<T>(ready, tracked);
  }

  const channel = options.headers?.['X-Channel'] ?? options.channel ?? '';

  /**
   * What the shared answers hold for `config`, when it is an anonymous GET of JSON. Before axios
   * is loaded, a guest's call whose URI an earlier client found is answered without it: such a
   * render whose calls the shared answers hold makes no axios instance and tracks no call.
   */
  function sharedAnswer(config: AxiosRequestConfig, client?: AxiosInstance) {
    if (
      !options.answers ||
      (config.method ?? 'get').toLowerCase() !== 'get' ||
      (config.responseType ?? 'json') !== 'json' ||
      config.headers !== undefined ||
      config.signal?.aborted ||
      (!(config as RetryableConfig)._anonymous && options.getAccessToken?.())
    )
      return undefined;
    const url = uriOf(options.baseURL, config, client);
    if (url === undefined) return undefined;
    const kept = options.answers.lookup(channel, url);
    return kept && { url, kept };
  }

  /** The shared answer as axios would have given it, told to the owner as a call is. */
  function answered<T>(
    config: AxiosRequestConfig,
    { url, kept }: { url: string; kept: SharedAnswer },
  ): Promise<AxiosResponse<T>> {
    (config as Tracked)._done?.();
    events.onRequest?.({ method: 'GET', url });
    events.onResponse?.({ method: 'GET', url, status: kept.status, headers: kept.headers });
    shippingResetDone = false;
    return Promise.resolve({
      data: kept.json as T,
      status: kept.status,
      statusText: kept.statusText,
      headers: { ...kept.headers },
      config: config as InternalAxiosRequestConfig,
      request: undefined,
    });
  }

  function send<T>(client: AxiosInstance, config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    const shared = sharedAnswer(config, client);
    return shared ? answered<T>(config, shared) : client.request<T>(config);
  }

  const http: HttpClient = {
    // Once axios is there a call goes out in the same tick, as it always did: a call started
    // just before a route change (a search word posted on submit) is sent before cancelAll.
    request: <T>(config: AxiosRequestConfig) => {
      if (loaded) return send<T>(loaded, config);
      const shared = options.guest ? sharedAnswer(config) : undefined;
      return shared ? answered<T>(config, shared) : whileLoading<T>(config);
    },
  };

  function configure(axios: AxiosStatic): AxiosInstance {
    const client = axios.create({
      baseURL: options.baseURL,
      timeout: options.timeout ?? 30_000,
      withCredentials: true,
      // The API answers every call itself, never with a redirect: in Node axios then sends
      // through http directly, not through follow-redirects (a browser follows them anyway).
      maxRedirects: 0,
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(options.channel ? { 'X-Channel': options.channel } : {}),
        ...options.headers,
      },
      ...(options.httpAgent ? { httpAgent: options.httpAgent } : {}),
      ...(options.httpsAgent ? { httpsAgent: options.httpsAgent } : {}),
      ...(options.answers
        ? { adapter: options.answers.adapter }
        : options.adapter
          ? { adapter: options.adapter }
          : {}),
    });

    const observed = (config: AxiosRequestConfig): ObservedCall => ({
      method: (config.method ?? 'get').toUpperCase(),
      url: client.getUri(config),
    });
    const headersOf = (response: AxiosResponse | undefined) =>
      Object.fromEntries(
        Object.entries(response?.headers ?? {}).map(([name, value]) => [name, String(value)]),
      );

    client.interceptors.request.use((config) => {
      const token = (config as RetryableConfig)._anonymous ? null : options.getAccessToken?.();
      if (token && !config.headers.has('Authorization'))
        config.headers.set('Authorization', `Bearer ${token}`);
      // Calls made once axios is there are tracked here.
      if (!isUntracked(config as Tracked)) track(config);
      events.onRequest?.(observed(config));
      return config;
    });

    function toApiError(error: AxiosError<ErrorBody>): ApiError {
      if (axios.isCancel(error) || error.code === 'ERR_CANCELED')
        return new ApiError('cancelled', ERROR_MESSAGES.cancelled, { cause: error });
      if (
        error.code === 'ECONNABORTED' ||
        error.code === 'ETIMEDOUT' ||
        error.message.startsWith('timeout of')
      ) {
        return new ApiError('timeout', ERROR_MESSAGES.timeout, { cause: error });
      }
      if (!error.response) return new ApiError('network', ERROR_MESSAGES.network, { cause: error });
      const body = error.response.data;
      const message =
        typeof body?.message === 'string' && body.message ? body.message : ERROR_MESSAGES.unknown;
      return new ApiError('http', message, {
        status: error.response.status || 500,
        ...(typeof body?.code === 'string' ? { code: body.code } : {}),
        ...(body?.errors && typeof body.errors === 'object'
          ? { errors: body.errors as Record<string, string[]> }
          : {}),
        data: body,
        cause: error,
      });
    }

    client.interceptors.response.use(
      (response) => {
        (response.config as Tracked)._done?.();
        events.onResponse?.({
          ...observed(response.config),
          status: response.status,
          headers: headersOf(response),
        });
        shippingResetDone = false;
        return response;
      },
      async (error: AxiosError<ErrorBody>) => {
        const config = error.config as (RetryableConfig & Tracked) | undefined;
        config?._done?.();
        if (config)
          events.onResponse?.({
            ...observed(config),
            status: error.response?.status ?? 0,
            headers: headersOf(error.response),
          });
        const failure = toApiError(error);

        if (failure.kind === 'cancelled') throw failure;
        if (failure.kind === 'timeout') {
          log(ERROR_MESSAGES.timeout, error);
          throw failure;
        }
        if (failure.kind === 'network') {
          reportNetworkFailure(error);
          throw failure;
        }

        const sent = config?.headers.get('Authorization');
        if (
          failure.status === 401 &&
          sent &&
          config &&
          !config._retried &&
          !config._skipAuthRetry
        ) {
          // A call sent before a refresh that has since finished retries with the new token
          // instead of refreshing again.
          const current = options.getAccessToken?.();
          const token = current && sent !== `Bearer ${current}` ? current : await refresh();
          if (token) {
            config._retried = true;
            config.headers.set('Authorization', `Bearer ${token}`);
            return client.request(config);
          }
          events.onLogout?.({ refreshFailed: true });
          events.navigate?.('/login/?re=1');
          throw failure;
        }
        if (failure.status === 503) {
          const body = error.response?.data;
          events.onMaintenance?.({
            title: typeof body?.title === 'string' ? body.title : '',
            message: failure.message,
          });
          events.navigate?.('/maintenance/');
          throw failure;
        }
        if (failure.message === CHANNEL_NOT_FOUND) {
          events.onInvalidChannel?.();
          throw failure;
        }
        const code = failure.code ?? '';
        const path = events.currentPath?.() ?? '';
        if (code === 'cart.common.is_expired' && (path === '/cart' || path.startsWith('/cart/'))) {
          events.onCartReset?.({ reason: 'expired', message: failure.message });
          events.navigate?.('/cart/');
          throw failure;
        }
        if (failure.status === 422 && code === 'cart_detail.set_user_address.not_data') {
          if (!shippingResetDone) {
            shippingResetDone = true;
            events.onShippingReset?.();
          }
          throw failure;
        }
        if (
          failure.status === 422 &&
          (code.includes('product_not_found') || code.includes('cart.update_products.not_sale'))
        ) {
          events.onCartReset?.({ reason: 'product_not_found', message: failure.message });
          throw failure;
        }
        throw failure;
      },
    );
    return client;
  }

  function refresh(): Promise<string | null> {
    refreshing ??= (async () => {
      try {
        const refreshToken = options.getRefreshToken?.();
        const { data } = await http.request<RefreshedSession>({
          method: 'post',
          url: '/v1/auth/refresh',
          data: refreshToken ? { refresh_token: refreshToken } : {},
          _skipAuthRetry: true,
          _anonymous: true,
        } as AxiosRequestConfig);
        events.onTokenRefreshed?.(data);
        return data.access_token;
      } catch (error) {
        // Only the API's refusal ends a session; an outage must not log every member out.
        if (error instanceof ApiError && error.kind === 'http' && error.status < 500) return null;
        throw error;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  return {
    http,
    instance,
    cancelAll() {
      for (const controller of [...pending]) controller.abort();
      pending.clear();
    },
    refresh,
  };
}
