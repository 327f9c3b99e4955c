import { DEMO_PASSWORD, schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorefrontState } from './create-default.js';
import { COOKIES, createMemoryCookies } from './env.js';
import { logout } from './logout.js';
import {
  applyOauthLogin,
  checkEmailVerify,
  fetchLoginHistory,
  fetchUser,
  initSession,
  login,
  logoutSession,
  registerUser,
  resetPassword,
  selectIsLogin,
  TOKEN_EXPIRY_MARGIN_MS,
  unlockAccount,
  updateUser,
  verifyLogin,
} from './slices/account/index.js';
import { cartReset } from './slices/cart/index.js';
import {
  dismissNotice,
  fetchColorScheme,
  fetchNotices,
  fetchSettings,
  flashAdded,
  selectBreakpoints,
  selectIsLoading,
  selectIsNoMemberUse,
  selectVisibleNotice,
  trackTask,
} from './slices/site/index.js';
import { MEMBER_SECTIONS } from './every-slice.js';
import { MEMBER_SECTION_NAMES } from './reducer.js';
import { rootReducer } from './store.js';
import type { RootState } from './state.js';
import { waitFor } from './waits.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(schema.loginAttempts);
});

/** A store + client as one browser tab (or one SSR request) would have them. */
async function tab(channel = 'standard', cookies = createMemoryCookies()) {
  const refresh = { token: '' };
  const navigate = vi.fn();
  const { store, api: client } = createStorefrontState({
    api: {
      baseURL: api.baseURL,
      channel,
      getRefreshToken: () => refresh.token,
      events: { log: () => undefined },
    },
    cookies,
    navigate,
  });
  const urls: string[] = [];
  const http = await client.instance();
  http.interceptors.request.use((config) => {
    urls.push(`${config.method?.toUpperCase()} ${config.url}`);
    return config;
  });
  // The browser keeps the refresh token in an httpOnly cookie; here it is kept by hand.
  http.interceptors.response.use((response) => {
    const data = response.data as { refresh_token?: unknown };
    if (typeof data.refresh_token === 'string') refresh.token = data.refresh_token;
    return response;
  });
  return { store, client, cookies, navigate, urls, refresh };
}

describe('logout', () => {
  it('resets every member section of spec section 4 and nothing else', () => {
    const names = MEMBER_SECTIONS.map((slice) => slice.name);
    expect(names).toEqual([
      'auth',
      'loginHistory',
      'loginLock',
      'pointHistory',
      'productHistory',
      'productRequestHistory',
      'productSearchHistory',
      'user',
      'userAddress',
      'userCard',
      'userCoupon',
      'userList',
      'userMeasurement',
      'userMemorial',
      'userOrder',
      // The spec's cart section, held in two slices: the cart and its checkout.
      'cart',
      'checkout',
    ]);
    // The reducer drops these on logout while their slices have not loaded (islands).
    expect(MEMBER_SECTION_NAMES).toEqual(new Set(names));
    const initial = rootReducer(undefined, { type: '@@init' });
    // Every section holding something, as after a busy session.
    const busy = Object.fromEntries(
      Object.entries(initial).map(([name, state]) => [
        name,
        { ...(state as object), touched: true },
      ]),
    ) as unknown as RootState;
    const after = rootReducer(busy, logout());
    for (const name of names) expect(after[name]).toEqual(initial[name]);
    for (const name of [
      'settings',
      'colorScheme',
      'site',
      'loading',
      'flash',
      'notices',
    ] as const) {
      expect(after[name]).toEqual(busy[name]);
    }
  });
});

describe('session', () => {
  it('without a stored token the visitor is logged out, and no call is made', async () => {
    const t = await tab();
    await t.store.dispatch(initSession());
    expect(t.store.getState().auth).toMatchObject({ checked: true, isLogin: false });
    expect(t.urls).toEqual([]);
  });

  it('login stores the token with its expiry 5 s early, and a new tab logs in from storage', async () => {
    const t = await tab();
    const before = Date.now();
    expect(
      await t.store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap(),
    ).toBe('logged_in');
    const { auth } = t.store.getState();
    expect(auth.isLogin).toBe(true);
    expect(auth.tokenExpiresAt).toBeGreaterThanOrEqual(before + 3600_000 - TOKEN_EXPIRY_MARGIN_MS);
    expect(auth.tokenExpiresAt).toBeLessThanOrEqual(Date.now() + 3600_000 - TOKEN_EXPIRY_MARGIN_MS);
    expect(t.cookies.get(COOKIES.accessToken)).toBe(auth.accessToken);

    const next = await tab('standard', t.cookies);
    await next.store.dispatch(initSession());
    expect(selectIsLogin(next.store.getState())).toBe(true);
    expect(next.urls).toEqual([]);
    await next.store.dispatch(fetchUser());
    expect(next.store.getState().user.data?.email).toBe('taro@example.jp');
  });

  it('an expired stored token is refreshed; a failed refresh logs out with the flag', async () => {
    const t = await tab();
    await t.store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD }));
    t.cookies.set(COOKIES.tokenExpiresAt, String(Date.now() - 1));
    const next = await tab('standard', t.cookies);
    next.refresh.token = t.refresh.token;
    await next.store.dispatch(initSession());
    expect(next.store.getState().auth).toMatchObject({ isLogin: true, isRefreshFailed: false });
    expect(next.store.getState().auth.accessToken).not.toBe(t.store.getState().auth.accessToken);
    expect(next.urls).toEqual(['POST /v1/auth/refresh']);

    // An SSR request without the refresh cookie (one still scoped to the auth calls) leaves an
    // expired token to the browser: unchecked, nothing removed.
    const server = await tab('standard', next.cookies);
    next.cookies.set(COOKIES.tokenExpiresAt, String(Date.now() - 1));
    await server.store.dispatch(initSession({ server: true }));
    expect(server.store.getState().auth).toMatchObject({ checked: false, isLogin: false });
    expect(server.urls).toEqual([]);
    expect(server.cookies.get(COOKIES.accessToken)).toBeDefined();

    next.cookies.set(COOKIES.cartToken, 'cart-1');
    const failing = await tab('standard', next.cookies);
    failing.refresh.token = 'revoked';
    await failing.store.dispatch(initSession({ force: true }));
    expect(failing.store.getState().auth).toMatchObject({
      checked: true,
      isLogin: false,
      isRefreshFailed: true,
    });
    expect(failing.cookies.get(COOKIES.accessToken)).toBeUndefined();
    expect(failing.cookies.get(COOKIES.cartToken)).toBeUndefined();
    // Not intercepting: no redirect.
    expect(failing.navigate).not.toHaveBeenCalled();
  });

  it('an API that cannot answer the refresh leaves the session stored for the next page', async () => {
    const t = await tab();
    await t.store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD }));
    t.cookies.set(COOKIES.tokenExpiresAt, String(Date.now() - 1));
    for (const server of [false, true]) {
      const cookies = createMemoryCookies();
      for (const name of [COOKIES.accessToken, COOKIES.tokenExpiresAt])
        cookies.set(name, t.cookies.get(name)!);
      cookies.set(COOKIES.refreshToken, t.refresh.token);
      const { store } = createStorefrontState({
        // Nothing listens there: the refresh fails as in an outage.
        api: { baseURL: 'http://127.0.0.1:9', channel: 'standard', events: { log: () => {} } },
        cookies,
        navigate: vi.fn(),
      });
      await store.dispatch(initSession(server ? { server: true } : undefined));
      expect(store.getState().auth).toMatchObject({ isLogin: false, isRefreshFailed: false });
      // The server leaves the check to the browser; the browser shows this page logged out.
      expect(store.getState().auth.checked).toBe(!server);
      expect(cookies.get(COOKIES.accessToken)).toBeDefined();
      expect(cookies.get(COOKIES.refreshToken)).toBe(t.refresh.token);
    }
  });

  it('a member back after an hour, a day or 29 days is logged in on the server render again; after 31 days logged out', async () => {
    const t = await tab();
    const kept = new Map<string, { maxAgeSeconds?: number; httpOnly?: boolean } | undefined>();
    const browser = createMemoryCookies();
    t.cookies.set = (name, value, options) => {
      kept.set(name, options);
      browser.set(name, value);
    };
    const start = Date.now();
    await t.store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD }));
    // The stored session outlives the token's hour: as long as the refresh token.
    expect(kept.get(COOKIES.accessToken)).toEqual({ maxAgeSeconds: 30 * 86_400 });
    expect(kept.get(COOKIES.tokenExpiresAt)).toEqual({ maxAgeSeconds: 30 * 86_400 });
    // The browser's cookies, as a page request brings them to the SSR server.
    browser.set(COOKIES.refreshToken, t.refresh.token);

    const moveClocks = async (offsetMs: number) => {
      const moved = await fetch(`${api.baseURL}/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ offset_ms: offsetMs }),
      });
      expect(moved.status).toBe(200);
    };
    /** One page render on the SSR server with the clocks moved; what it answers, kept. */
    const render = async (offsetMs: number) => {
      await moveClocks(offsetMs);
      const answered = new Map<
        string,
        { maxAgeSeconds?: number; httpOnly?: boolean } | undefined
      >();
      const request = createMemoryCookies(browser.all());
      const urls: string[] = [];
      const { store } = createStorefrontState({
        api: {
          baseURL: api.baseURL,
          channel: 'standard',
          events: {
            log: () => undefined,
            onRequest: ({ url }) => void urls.push(new URL(url).pathname),
          },
        },
        cookies: {
          ...request,
          set: (name, value, options) => {
            answered.set(name, options);
            request.set(name, value);
            browser.set(name, value);
          },
          remove: (name) => {
            answered.set(name, undefined);
            request.remove(name);
            browser.remove(name);
          },
        },
        isServer: true,
        now: () => Date.now() + offsetMs,
      });
      await store.dispatch(initSession({ server: true }));
      return { auth: store.getState().auth, answered, urls };
    };
    try {
      for (const offsetMs of [3_600_000 + 60_000, 86_400_000, 29 * 86_400_000]) {
        const before = browser.get(COOKIES.refreshToken);
        const { auth, answered, urls } = await render(offsetMs);
        expect(auth).toMatchObject({ checked: true, isLogin: true, isRefreshFailed: false });
        expect(urls).toEqual(['/v1/auth/refresh']);
        expect(auth.tokenExpiresAt).toBeGreaterThan(start + offsetMs);
        // The new cookies go back with the page: the rotated refresh token httpOnly.
        expect(answered.get(COOKIES.refreshToken)).toEqual({
          maxAgeSeconds: 30 * 86_400,
          httpOnly: true,
        });
        expect(browser.get(COOKIES.refreshToken)).not.toBe(before);
        expect(browser.get(COOKIES.accessToken)).toBe(auth.accessToken);
      }
      // The last refresh was at 29 days; its token lives 30 days from then.
      const { auth, answered } = await render(29 * 86_400_000 + 30 * 86_400_000 + 60_000);
      expect(auth).toMatchObject({ checked: true, isLogin: false, isRefreshFailed: true });
      for (const name of [COOKIES.accessToken, COOKIES.tokenExpiresAt, COOKIES.refreshToken])
        expect(answered.has(name) && answered.get(name) === undefined).toBe(true);
    } finally {
      await moveClocks(0);
    }
  });

  it('a 401 mid-session refreshes through the store; a failed one logs out and goes to /login/?re=1', async () => {
    const t = await tab();
    await t.store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD }));
    const first = t.store.getState().auth.accessToken;
    await api.db.update(schema.accessTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    await t.store.dispatch(fetchUser()).unwrap();
    expect(t.store.getState().auth.accessToken).not.toBe(first);
    expect(t.cookies.get(COOKIES.accessToken)).toBe(t.store.getState().auth.accessToken);

    await api.db.update(schema.accessTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    t.refresh.token = 'revoked';
    await t.store.dispatch(fetchUser());
    await waitFor(() => !t.store.getState().auth.isLogin, { interval: 10, timeout: 1000 });
    expect(t.store.getState().auth).toMatchObject({ isLogin: false, isRefreshFailed: true });
    expect(t.store.getState().user.data).toBeNull();
    expect(t.navigate).toHaveBeenCalledWith('/login/?re=1');
  });

  it('the MFA step: a code, then logged in', async () => {
    const t = await tab();
    expect(
      await t.store.dispatch(login({ login_id: 'hanako', password: DEMO_PASSWORD })).unwrap(),
    ).toBe('verify');
    const { mfaUserId, verifyCode, isLogin } = t.store.getState().auth;
    expect(isLogin).toBe(false);
    expect(mfaUserId).toEqual(expect.any(Number));
    expect(await t.store.dispatch(verifyLogin(verifyCode!)).unwrap()).toBe('logged_in');
    expect(t.store.getState().auth).toMatchObject({
      isLogin: true,
      mfaUserId: null,
      verifyCode: null,
    });
  });

  it('a member who has not confirmed the address is not logged in; the check logs in and flags registered', async () => {
    const t = await tab();
    const registered = await t.store
      .dispatch(
        registerUser({
          last_name: '木村',
          first_name: '拓也',
          last_name_kana: 'キムラ',
          first_name_kana: 'タクヤ',
          email: 'takuya@example.jp',
          postal_code: '1000001',
          prefecture: '東京都',
          city: '千代田区',
          address1: '千代田1-1',
          cell_phone_number: '09000001111',
          is_receive_newsletter: 0,
          password: 'takuya2026',
          password_confirmation: 'takuya2026',
          question_ct: 2,
          answer: 'ヤマモト',
        }),
      )
      .unwrap();
    expect(t.store.getState().user.pendingEmail).toBe('takuya@example.jp');
    expect(
      await t.store
        .dispatch(login({ login_id: 'takuya@example.jp', password: 'takuya2026' }))
        .unwrap(),
    ).toBe('not_registered');
    expect(t.store.getState().auth).toMatchObject({
      isLogin: false,
      warning: expect.stringContaining('確認') as string,
    });
    await t.store
      .dispatch(checkEmailVerify({ email: 'takuya@example.jp', code: registered.verifyCode! }))
      .unwrap();
    expect(t.store.getState().auth.isLogin).toBe(true);
    await t.store.dispatch(fetchUser());
    expect(t.store.getState().user.data?.is_registered_member).toBe(true);
  });

  it('a failed call keeps its status, code and field messages through unwrap()', async () => {
    const t = await tab();
    await expect(
      t.store
        .dispatch(
          registerUser({
            last_name: '木村',
            first_name: '花',
            last_name_kana: 'キムラ',
            first_name_kana: 'ハナ',
            email: 'hana@example.jp',
            username: 'taro',
            postal_code: '1000001',
            prefecture: '東京都',
            city: '千代田区',
            address1: '千代田1-1',
            cell_phone_number: '09000002222',
            is_receive_newsletter: 0,
            password: 'hana2026x',
            password_confirmation: 'hana2026x',
            question_ct: 4,
            answer: 'カレー',
          }),
        )
        .unwrap(),
    ).rejects.toMatchObject({
      message: 'このユーザー名は既に使用されています',
      status: 422,
      errors: { username: ['このユーザー名は既に使用されています'] },
    });
    await expect(
      t.store
        .dispatch(applyOauthLogin({ type: 'nope', query: { code: 'c', state: 's' } }))
        .unwrap(),
    ).rejects.toMatchObject({
      message: 'このログイン方法は利用できません',
      status: 404,
      code: 'oauth_provider_not_found',
    });
  });

  it('logout ends the server session, clears token and cart token, resets the member data, goes to /login/', async () => {
    const t = await tab();
    await t.store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD }));
    await t.store.dispatch(fetchUser());
    await t.store.dispatch(fetchLoginHistory(1));
    t.store.dispatch(cartReset({ reason: 'expired', message: 'x' }));
    t.cookies.set(COOKIES.cartToken, 'cart-1');
    const token = t.store.getState().auth.accessToken!;

    await t.store.dispatch(logoutSession());
    const state = t.store.getState();
    expect(state.auth).toMatchObject({ isLogin: false, accessToken: null, checked: true });
    expect(state.user.data).toBeNull();
    expect(state.loginHistory.list).toEqual([]);
    expect(state.cart.resetReason).toBeNull();
    expect(t.cookies.all()).toEqual({});
    expect(t.navigate).toHaveBeenCalledWith('/login/');
    const probe = await tab();
    (await probe.client.instance()).defaults.headers.common.Authorization = `Bearer ${token}`;
    await expect(probe.client.user.get()).rejects.toMatchObject({ status: 401 });
  });

  it('keeps two stores in one process apart (SSR)', async () => {
    const a = await tab('standard');
    const b = await tab('moto');
    await Promise.all([
      a.store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })),
      b.store.dispatch(login({ login_id: 'rider', password: DEMO_PASSWORD })),
    ]);
    await Promise.all([a.store.dispatch(fetchUser()), b.store.dispatch(fetchUser())]);
    expect(a.store.getState().user.data?.email).toBe('taro@example.jp');
    expect(b.store.getState().user.data?.email).toBe('rider@example.jp');
    expect(a.cookies.get(COOKIES.accessToken)).not.toBe(b.cookies.get(COOKIES.accessToken));
  });

  it('updates the profile without sending the username', async () => {
    const t = await tab('moto');
    await t.store.dispatch(login({ login_id: 'rider', password: DEMO_PASSWORD }));
    const user = await t.store.dispatch(fetchUser()).unwrap();
    const updated = await t.store
      .dispatch(
        updateUser({
          ...user,
          address2: 'ライダーズマンション 201',
          is_receive_newsletter: 1,
          birthday: user.birthday ?? '',
          gender: user.gender ?? '',
          username: 'someone-else',
        } as never),
      )
      .unwrap();
    expect(updated).toMatchObject({ address2: 'ライダーズマンション 201', username: 'rider' });
  });

  it('unlock records the result; a reminder reset logs in', async () => {
    const t = await tab('moto');
    expect(await t.store.dispatch(unlockAccount('nope')).unwrap()).toMatchObject({ result: false });
    expect(t.store.getState().loginLock.result).toBe(false);

    await t.client.reminder.request({ email: 'rider@example.jp' });
    const mails = await api.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.to, 'rider@example.jp'));
    const token = /token=([\w-]+)/.exec(mails.at(-1)!.text)![1]!;
    await t.store
      .dispatch(
        resetPassword({
          token,
          answer: 'ポチ',
          password: 'rider2030',
          password_confirmation: 'rider2030',
        }),
      )
      .unwrap();
    expect(t.store.getState().auth.isLogin).toBe(true);
  });
});

describe('site state', () => {
  it('fetches the settings once and reads them through selectors', async () => {
    const t = await tab('business');
    await Promise.all([t.store.dispatch(fetchSettings()), t.store.dispatch(fetchSettings())]);
    expect(t.urls.filter((url) => url.includes('settings'))).toHaveLength(1);
    expect(selectBreakpoints(t.store.getState())).toEqual({ sm: 767, md: 1023 });
    expect(selectIsNoMemberUse(t.store.getState())).toBe(false);
    await t.store.dispatch(fetchColorScheme());
    expect(t.store.getState().colorScheme.data?.spinner).toEqual(expect.any(Number));
  });

  it('holds no colour scheme for a channel that selected none, and does not ask again', async () => {
    await api.db
      .insert(schema.channels)
      .values({ id: 'unschemed', name: 'Mise 配色なし', kind: 'consumer', theme: 'unschemed' })
      .onConflictDoNothing();
    const t = await tab('unschemed');
    await t.store.dispatch(fetchColorScheme()).unwrap();
    expect(t.store.getState().colorScheme).toEqual({ data: null, status: 'loaded' });
    await t.store.dispatch(fetchColorScheme());
    expect(t.urls.filter((url) => url.includes('colorschemes'))).toHaveLength(1);
  });

  it('hides a dismissed notice by cookie until the operator updates it', async () => {
    const cookies = createMemoryCookies();
    const t = await tab('standard', cookies);
    await t.store.dispatch(fetchNotices());
    const caution = selectVisibleNotice(t.store.getState(), 'caution');
    expect(caution?.code).toBe('caution');
    await t.store.dispatch(dismissNotice('caution'));
    expect(selectVisibleNotice(t.store.getState(), 'caution')).toBeNull();
    expect(cookies.get('cautionMessage')).toBe(caution?.updated_at);

    // Another page load with the same cookies: still hidden.
    const next = await tab('standard', cookies);
    await next.store.dispatch(fetchNotices());
    expect(selectVisibleNotice(next.store.getState(), 'caution')).toBeNull();

    // Updated by the operator: shown again.
    await api.db
      .update(schema.messages)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(schema.messages.code, 'caution'));
    const later = await tab('standard', cookies);
    await later.store.dispatch(fetchNotices());
    expect(selectVisibleNotice(later.store.getState(), 'caution')).not.toBeNull();
  });

  it('raises maintenance and invalid-channel from the API answers', async () => {
    const t = await tab('nowhere');
    await t.store.dispatch(fetchSettings());
    expect(t.store.getState().site.isInvalidChannel).toBe(true);

    await api.db
      .update(schema.channels)
      .set({
        maintenance: { is_on: true, title: '臨時メンテナンス', message: 'しばらくお待ちください' },
      })
      .where(eq(schema.channels.id, 'moto'));
    try {
      const m = await tab('moto');
      await m.store.dispatch(fetchSettings());
      expect(m.store.getState().site.maintenance).toEqual({
        title: '臨時メンテナンス',
        message: 'しばらくお待ちください',
      });
      expect(m.navigate).toHaveBeenCalledWith('/maintenance/');
    } finally {
      await api.db
        .update(schema.channels)
        .set({ maintenance: { is_on: false, title: '', message: '' } })
        .where(eq(schema.channels.id, 'moto'));
    }
  });

  it('counts loading tasks and adds positive flash messages by default', async () => {
    const t = await tab();
    let release = () => undefined as void;
    const task = t.store.dispatch(
      trackTask(() => new Promise<void>((resolve) => (release = resolve))),
    );
    expect(selectIsLoading(t.store.getState())).toBe(true);
    release();
    await task;
    expect(selectIsLoading(t.store.getState())).toBe(false);
    t.store.dispatch(flashAdded({ message: '保存しました' }));
    t.store.dispatch(flashAdded({ message: '失敗しました', type: 'negative' }));
    expect(t.store.getState().flash.items.map(({ type, message }) => [type, message])).toEqual([
      ['positive', '保存しました'],
      ['negative', '失敗しました'],
    ]);
  });
});

describe('waitFor', () => {
  it('resolves true when the check holds, false after the timeout', async () => {
    let ready = false;
    setTimeout(() => (ready = true), 30);
    await expect(waitFor(() => ready, { interval: 10, timeout: 1000 })).resolves.toBe(true);
    await expect(waitFor(() => false, { interval: 10, timeout: 50 })).resolves.toBe(false);
  });
});
