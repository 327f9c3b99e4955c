import { DEMO_PASSWORD, schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import axios from 'axios';
import type { AxiosAdapter } from 'axios';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSilentServer } from '../test/silent-server.js';
import { NO_AUTH_RETRY } from './client.js';
import type { ApiClientEvents } from './client.js';
import { ApiError, isCancelled } from './errors.js';
import { createApiClient } from './index.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

/** A member session the way the store keeps it: tokens in plain variables the client reads. */
async function session(channel = 'standard') {
  const state = { access: '', refresh: '' };
  const events = {
    onTokenRefreshed: vi.fn((s: { access_token: string; refresh_token?: string }) => {
      state.access = s.access_token;
      state.refresh = s.refresh_token ?? state.refresh;
    }),
    onLogout: vi.fn(),
    navigate: vi.fn(),
    log: vi.fn(),
  } satisfies ApiClientEvents;
  const client = createApiClient({
    baseURL: api.baseURL,
    channel,
    getAccessToken: () => state.access,
    getRefreshToken: () => state.refresh,
    events,
  });
  const urls: string[] = [];
  (await client.instance()).interceptors.request.use((config) => {
    urls.push(`${config.method?.toUpperCase()} ${config.url}`);
    return config;
  });
  return {
    client,
    events,
    state,
    urls,
    async login(loginId: string) {
      const result = await client.auth.login({ login_id: loginId, password: DEMO_PASSWORD });
      state.access = result.access_token ?? '';
      state.refresh = result.refresh_token ?? '';
      return result;
    },
  };
}

const expireAccessTokens = () =>
  api.db.update(schema.accessTokens).set({ expiresAt: new Date(Date.now() - 1000) });

describe('requests', () => {
  it('send JSON with Accept, X-Requested-With, the channel and the bearer token', async () => {
    const s = await session();
    await s.login('taro');
    const response = await s.client.http.request({ url: '/v1/me/user' });
    expect(response.config.headers.get('Accept')).toBe('application/json');
    expect(response.config.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(response.config.headers.get('X-Channel')).toBe('standard');
    expect(response.config.headers.get('Authorization')).toBe(`Bearer ${s.state.access}`);
    expect((await s.client.user.get()).data.email).toBe('taro@example.jp');
  });

  it('normalise errors to the server message, status, code and field errors', async () => {
    const s = await session();
    const error = await s.client.auth
      .login({ login_id: '', password: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      message: '入力内容に誤りがあります',
      errors: {
        login_id: ['メールアドレスまたはユーザー名は必須項目です'],
        password: ['パスワードは必須項目です'],
      },
    });
    const wrong = await s.client.auth
      .login({ login_id: 'taro', password: 'wrongpass1' })
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 401, code: 'invalid_credentials' });
    // 401 without an authorization header is just an error: no refresh.
    expect(s.urls.filter((url) => url.includes('refresh'))).toEqual([]);
  });

  it('read paging headers into a page object', async () => {
    const s = await session('moto');
    await s.login('rider');
    await s.login('rider');
    const list = await s.client.user.loginHistories({ per: 1, page: 2 });
    expect(list.page).toEqual({
      total: 2,
      perPage: 1,
      lastPage: 2,
      currentPage: 2,
      limit: undefined,
    });
    expect(list.data).toHaveLength(1);
  });

  it('tell their owner each call as it goes out and each answer with its status and headers', async () => {
    await api.app.catalogChanges.listening;
    const calls: string[] = [];
    const client = createApiClient({
      baseURL: api.baseURL,
      channel: 'standard',
      events: {
        onRequest: ({ method, url }) => calls.push(`${method} ${url}`),
        onResponse: ({ method, url, status, headers }) =>
          calls.push(`${status} ${method} ${url} ${headers['cache-control'] ?? ''}`),
        log: vi.fn(),
      },
    });
    await client.http.request({ url: '/v1/products', params: { per_page: 1 } });
    await client.http.request({ url: '/v1/products/no-such-product' }).catch(() => undefined);
    const list = `${api.baseURL}/v1/products?per_page=1`;
    const missing = `${api.baseURL}/v1/products/no-such-product`;
    expect(calls).toEqual([
      `GET ${list}`,
      `200 GET ${list} public, no-cache`,
      `GET ${missing}`,
      `404 GET ${missing} `,
    ]);
  });
});

describe('401 and refresh', () => {
  beforeEach(async () => {
    await api.db.delete(schema.loginAttempts);
  });

  it('refreshes once and retries the call', async () => {
    const s = await session();
    await s.login('taro');
    const stale = s.state.access;
    await expireAccessTokens();
    const me = await s.client.user.get();
    expect(me.data.email).toBe('taro@example.jp');
    expect(s.events.onTokenRefreshed).toHaveBeenCalledTimes(1);
    expect(s.state.access).not.toBe(stale);
    expect(s.urls.filter((url) => url.endsWith('/v1/auth/refresh'))).toHaveLength(1);
  });

  it('shares one refresh among concurrent 401s', async () => {
    const s = await session();
    await s.login('taro');
    await expireAccessTokens();
    const results = await Promise.all(Array.from({ length: 5 }, () => s.client.user.get()));
    expect(results.map((r) => r.data.username)).toEqual(Array(5).fill('taro'));
    expect(s.urls.filter((url) => url.endsWith('/v1/auth/refresh'))).toHaveLength(1);
    expect(s.events.onTokenRefreshed).toHaveBeenCalledTimes(1);
  });

  it('logs out and goes to /login/?re=1 when the refresh fails', async () => {
    const s = await session();
    await s.login('taro');
    await expireAccessTokens();
    s.state.refresh = 'not-a-refresh-token';
    const error = await s.client.user.get().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(s.events.onLogout).toHaveBeenCalledWith({ refreshFailed: true });
    expect(s.events.navigate).toHaveBeenCalledWith('/login/?re=1');
  });

  it('does not refresh for calls marked as not retried (logout)', async () => {
    const s = await session();
    await s.login('taro');
    await expireAccessTokens();
    const error = await s.client.http
      .request({ ...NO_AUTH_RETRY, url: '/v1/me/user' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(s.urls.filter((url) => url.endsWith('/v1/auth/refresh'))).toHaveLength(0);
    await expect(s.client.auth.logout()).resolves.toEqual({ result: true });
  });

  it('keeps two clients in one process apart (SSR)', async () => {
    const a = await session('standard');
    const b = await session('moto');
    await Promise.all([a.login('taro'), b.login('rider')]);
    const [meA, meB] = await Promise.all([a.client.user.get(), b.client.user.get()]);
    expect(meA.data.email).toBe('taro@example.jp');
    expect(meB.data.email).toBe('rider@example.jp');
    expect(a.state.access).not.toBe(b.state.access);
  });
});

describe('shop-wide answers', () => {
  it('503: stores the maintenance data and goes to /maintenance/', async () => {
    const onMaintenance = vi.fn();
    const navigate = vi.fn();
    const client = createApiClient({
      baseURL: api.baseURL,
      channel: 'moto',
      events: { onMaintenance, navigate },
    });
    const maintenance = {
      is_on: true,
      title: '定期メンテナンス',
      message: 'ただいまメンテナンス中です。',
    };
    await api.db.update(schema.channels).set({ maintenance }).where(eq(schema.channels.id, 'moto'));
    try {
      const error = await client.content.settings().catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 503, message: 'ただいまメンテナンス中です。' });
      expect(onMaintenance).toHaveBeenCalledWith({
        title: '定期メンテナンス',
        message: 'ただいまメンテナンス中です。',
      });
      expect(navigate).toHaveBeenCalledWith('/maintenance/');
    } finally {
      await api.db
        .update(schema.channels)
        .set({ maintenance: { is_on: false, title: '', message: '' } })
        .where(eq(schema.channels.id, 'moto'));
    }
  });

  it('チャネルが存在しない: raises the invalid-channel flag', async () => {
    const onInvalidChannel = vi.fn();
    const client = createApiClient({
      baseURL: api.baseURL,
      channel: 'nowhere',
      events: { onInvalidChannel },
    });
    const error = await client.content.settings().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'チャネルが存在しない' });
    expect(onInvalidChannel).toHaveBeenCalledTimes(1);
  });
});

describe('transport failures', () => {
  it('timeout: logs 通信がタイムアウトしました and rethrows', async () => {
    const silent = await startSilentServer();
    const log = vi.fn();
    try {
      const client = createApiClient({ baseURL: silent.baseURL, timeout: 200, events: { log } });
      const error = await client.content.settings().catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'timeout', message: '通信がタイムアウトしました' });
      expect(log).toHaveBeenCalledWith('通信がタイムアウトしました', expect.anything());
    } finally {
      await silent.close();
    }
  });

  it('cancelAll (route change) cancels every pending call, which is then ignored', async () => {
    const silent = await startSilentServer();
    const log = vi.fn();
    try {
      const client = createApiClient({ baseURL: silent.baseURL, events: { log } });
      const calls = [client.content.settings(), client.content.colorScheme()].map((p) =>
        p.catch((e: unknown) => e),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      client.cancelAll();
      const errors = await Promise.all(calls);
      expect(errors.every(isCancelled)).toBe(true);
      expect(log).not.toHaveBeenCalled();
    } finally {
      await silent.close();
    }
  });

  it('cancelAll leaves alone a call that records what the shopper did (a search word)', async () => {
    const silent = await startSilentServer();
    try {
      const client = createApiClient({
        baseURL: silent.baseURL,
        timeout: 300,
        events: { log: () => undefined },
      });
      const record = client.products.postSearchHistory('包丁').catch((e: unknown) => e);
      const page = client.content.settings().catch((e: unknown) => e);
      await new Promise((resolve) => setTimeout(resolve, 50));
      client.cancelAll();
      expect(isCancelled(await page)).toBe(true);
      // Still waiting for the server when the route changed: it ends on its own timeout.
      expect(await record).toMatchObject({ kind: 'timeout' });
    } finally {
      await silent.close();
    }
  });

  it('network error: logged, and the page reloads after back/forward navigation only', async () => {
    const reload = vi.fn();
    const log = vi.fn();
    let backForward = false;
    // Port 1 on loopback refuses connections.
    const client = createApiClient({
      baseURL: 'http://127.0.0.1:1',
      events: { reload, log, isBackForward: () => backForward },
    });
    const first = await client.content.settings().catch((e: unknown) => e);
    expect(first).toMatchObject({ kind: 'network' });
    expect(log).toHaveBeenCalledWith('Network Error', expect.anything());
    expect(reload).not.toHaveBeenCalled();
    backForward = true;
    await client.content.settings().catch(() => undefined);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('cart answers', () => {
  // The cart API arrives with the cart issue; until then these codes come from an adapter
  // that answers exactly what the API will send.
  function answering(status: number, body: object): AxiosAdapter {
    return (config) =>
      Promise.reject(
        new axios.AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
          status,
          statusText: '',
          headers: {},
          config,
          data: body,
        }),
      );
  }

  function cartClient(path: string, answer: { status: number; body: object }) {
    const events = {
      onCartReset: vi.fn(),
      onShippingReset: vi.fn(),
      navigate: vi.fn(),
      currentPath: () => path,
    };
    const client = createApiClient({
      baseURL: api.baseURL,
      events,
      adapter: answering(answer.status, answer.body),
    });
    const getCart = () => client.http.request({ method: 'get', url: '/v1/carts/x' });
    return { client, events, getCart };
  }

  it('cart.common.is_expired on /cart or a /cart/ page resets the cart with its message and goes to /cart/', async () => {
    const { events, getCart } = cartClient('/cart/confirm', {
      status: 422,
      body: { message: 'カートの有効期限が切れました', code: 'cart.common.is_expired' },
    });
    await expect(getCart()).rejects.toMatchObject({ code: 'cart.common.is_expired' });
    expect(events.onCartReset).toHaveBeenCalledWith({
      reason: 'expired',
      message: 'カートの有効期限が切れました',
    });
    expect(events.navigate).toHaveBeenCalledWith('/cart/');

    // The cart itself, with or without the trailing slash, is a cart page too.
    for (const path of ['/cart', '/cart/']) {
      const cart = cartClient(path, {
        status: 422,
        body: { message: 'カートの有効期限が切れました', code: 'cart.common.is_expired' },
      });
      await cart.getCart().catch(() => undefined);
      expect(cart.events.onCartReset).toHaveBeenCalledTimes(1);
      expect(cart.events.navigate).toHaveBeenCalledWith('/cart/');
    }

    const elsewhere = cartClient('/product/abc', {
      status: 422,
      body: { message: '期限切れ', code: 'cart.common.is_expired' },
    });
    await elsewhere.getCart().catch(() => undefined);
    expect(elsewhere.events.onCartReset).not.toHaveBeenCalled();
    // A page whose path only begins like the cart's is not one.
    const cartography = cartClient('/cartography', {
      status: 422,
      body: { message: '期限切れ', code: 'cart.common.is_expired' },
    });
    await cartography.getCart().catch(() => undefined);
    expect(cartography.events.onCartReset).not.toHaveBeenCalled();
  });

  it('422 cart_detail.set_user_address.not_data resets the shipping once per failure streak', async () => {
    const { events, getCart } = cartClient('/cart/shipping-select', {
      status: 422,
      body: { message: '住所がありません', code: 'cart_detail.set_user_address.not_data' },
    });
    await getCart().catch(() => undefined);
    await getCart().catch(() => undefined);
    expect(events.onShippingReset).toHaveBeenCalledTimes(1);
  });

  it.each(['cart.add_products.product_not_found', 'cart.update_products.not_sale'])(
    '422 %s resets the cart with reason product_not_found',
    async (code) => {
      const { events, getCart } = cartClient('/cart/', {
        status: 422,
        body: { message: '販売が終了した商品があります', code },
      });
      await getCart().catch(() => undefined);
      expect(events.onCartReset).toHaveBeenCalledWith({
        reason: 'product_not_found',
        message: '販売が終了した商品があります',
      });
    },
  );
});

describe('loading axios', () => {
  const answered: AxiosAdapter = async (config) => ({
    data: { data: [] },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });

  it('waits for the first call, and concurrent first calls share one instance', async () => {
    const create = vi.spyOn(axios, 'create');
    try {
      const client = createApiClient({ baseURL: api.baseURL, adapter: answered });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(create).not.toHaveBeenCalled();
      await Promise.all([client.content.settings(), client.content.colorScheme()]);
      await client.products.list();
      expect(create).toHaveBeenCalledTimes(1);
      const [a, b] = await Promise.all([client.instance(), client.instance()]);
      expect(a).toBe(b);
    } finally {
      create.mockRestore();
    }
  });

  it('cancelAll aborts calls still waiting for axios; later calls go through', async () => {
    const adapter = vi.fn(answered);
    const log = vi.fn();
    const client = createApiClient({ baseURL: api.baseURL, adapter, events: { log } });
    const calls = [client.content.settings(), client.content.colorScheme()].map((p) =>
      p.catch((e: unknown) => e),
    );
    client.cancelAll();
    const errors = await Promise.all(calls);
    expect(errors.every(isCancelled)).toBe(true);
    expect(adapter).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    await expect(client.content.settings()).resolves.toEqual({ data: [] });
    expect(adapter).toHaveBeenCalledTimes(1);
  });
});
