import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { LoginBody, RefreshedSession } from '@mise/api-client';
import { COOKIES, SESSION_MAX_AGE_SECONDS } from '../../env.js';
import type { StoreEnv } from '../../env.js';
import { logout } from '../../logout.js';
import type { AppDispatch } from '../../state.js';
import { createAppThunk } from '../../thunk.js';
import { injectSlices } from '../../reducer.js';

/** The access token counts as expired this long before the server says it does. */
export const TOKEN_EXPIRY_MARGIN_MS = 5000;

export type AuthState = {
  /** The login check ran (guards wait for it). */
  checked: boolean;
  isLogin: boolean;
  accessToken: string | null;
  /** Epoch ms, already TOKEN_EXPIRY_MARGIN_MS early. */
  tokenExpiresAt: number | null;
  /** Set when login needs the second step (a code was mailed). */
  mfaUserId: number | null;
  /** Testing aid the server may return with the MFA step; the storefront shows it in an alert. */
  verifyCode: string | null;
  isSyncUserChannel: boolean;
  hasPasswordExpired: boolean;
  hasMailErrorCountOver: boolean;
  isRefreshFailed: boolean;
  warning: string | null;
};

const initialState: AuthState = {
  checked: false,
  isLogin: false,
  accessToken: null,
  tokenExpiresAt: null,
  mfaUserId: null,
  verifyCode: null,
  isSyncUserChannel: false,
  hasPasswordExpired: false,
  hasMailErrorCountOver: false,
  isRefreshFailed: false,
  warning: null,
};

type SessionPayload = {
  accessToken: string;
  tokenExpiresAt: number;
  hasPasswordExpired?: boolean;
  hasMailErrorCountOver?: boolean;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionPayload>) {
      state.checked = true;
      state.isLogin = true;
      state.accessToken = action.payload.accessToken;
      state.tokenExpiresAt = action.payload.tokenExpiresAt;
      state.hasPasswordExpired = action.payload.hasPasswordExpired ?? state.hasPasswordExpired;
      state.hasMailErrorCountOver =
        action.payload.hasMailErrorCountOver ?? state.hasMailErrorCountOver;
      state.mfaUserId = null;
      state.verifyCode = null;
      state.isSyncUserChannel = false;
      state.isRefreshFailed = false;
      state.warning = null;
    },
    mfaRequired(
      state,
      action: PayloadAction<{
        userId: number;
        verifyCode: string | null;
        isSyncUserChannel: boolean;
      }>,
    ) {
      state.mfaUserId = action.payload.userId;
      state.verifyCode = action.payload.verifyCode;
      state.isSyncUserChannel = action.payload.isSyncUserChannel;
    },
    warned(state, action: PayloadAction<string | null>) {
      state.warning = action.payload;
    },
    sessionChecked(state) {
      state.checked = true;
    },
    refreshFailed(state) {
      state.isRefreshFailed = true;
    },
  },
  extraReducers: (builder) => builder.addCase(logout, () => initialState),
  selectors: {
    selectIsLogin: (state) => state.isLogin,
    selectAccessToken: (state) => state.accessToken,
    selectAuthChecked: (state) => state.checked,
    selectIsRefreshFailed: (state) => state.isRefreshFailed,
    selectMfaUserId: (state) => state.mfaUserId,
    selectHasPasswordExpired: (state) => state.hasPasswordExpired,
    selectHasMailErrorCountOver: (state) => state.hasMailErrorCountOver,
  },
});

export const { sessionStarted, mfaRequired, warned, sessionChecked, refreshFailed } =
  authSlice.actions;
export const {
  selectIsLogin,
  selectAccessToken,
  selectAuthChecked,
  selectIsRefreshFailed,
  selectMfaUserId,
  selectHasPasswordExpired,
  selectHasMailErrorCountOver,
} = authSlice.selectors;

type TokenAnswer = {
  access_token?: string;
  expires_in?: number;
  has_password_expired?: boolean;
  has_mail_error_count_over?: boolean;
};

/** Stores a session the server handed out (login, verify, refresh, reminder reset) and logs in. */
export function startSession(answer: TokenAnswer, env: StoreEnv, dispatch: AppDispatch): void {
  if (!answer.access_token) return;
  const now = env.now?.() ?? Date.now();
  const expiresIn = (answer.expires_in ?? 0) * 1000;
  const tokenExpiresAt = now + expiresIn - TOKEN_EXPIRY_MARGIN_MS;
  // Kept past the token's own hour: an expired one is refreshed when the member comes back.
  env.cookies.set(COOKIES.accessToken, answer.access_token, {
    maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
  });
  env.cookies.set(COOKIES.tokenExpiresAt, String(tokenExpiresAt), {
    maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
  });
  dispatch(
    sessionStarted({
      accessToken: answer.access_token,
      tokenExpiresAt,
      ...(answer.has_password_expired !== undefined
        ? { hasPasswordExpired: answer.has_password_expired }
        : {}),
      ...(answer.has_mail_error_count_over !== undefined
        ? { hasMailErrorCountOver: answer.has_mail_error_count_over }
        : {}),
    }),
  );
}

/**
 * Ends the session on this side: token (and cart token unless kept) removed, every member
 * section reset, and the refresh-failed flag when that is why.
 */
export const endSession = createAppThunk(
  'auth/endSession',
  async (
    {
      refreshFailed: failed = false,
      keepCartToken = false,
    }: { refreshFailed?: boolean; keepCartToken?: boolean },
    { dispatch, extra },
  ) => {
    extra.cookies.remove(COOKIES.accessToken);
    extra.cookies.remove(COOKIES.tokenExpiresAt);
    // Only the SSR server can remove this httpOnly cookie (the API removes it for the browser).
    if (extra.cookies.get(COOKIES.refreshToken) !== undefined)
      extra.cookies.remove(COOKIES.refreshToken);
    if (!keepCartToken) extra.cookies.remove(COOKIES.cartToken);
    dispatch(logout());
    if (failed) dispatch(refreshFailed());
    dispatch(sessionChecked());
  },
);

/**
 * The session rules of spec section 4: no stored token → logged out; a stored, unexpired
 * token (and no forced check) → logged in from storage; otherwise a refresh decides.
 */
export const initSession = createAppThunk(
  'auth/initSession',
  async (options: { force?: boolean; server?: boolean } | undefined, { dispatch, extra }) => {
    const force = options?.force ?? false;
    const token = extra.cookies.get(COOKIES.accessToken);
    if (!token) {
      dispatch(sessionChecked());
      return false;
    }
    const expiresAt = Number(extra.cookies.get(COOKIES.tokenExpiresAt));
    const now = extra.now?.() ?? Date.now();
    if (!force && Number.isFinite(expiresAt) && expiresAt > now) {
      dispatch(sessionStarted({ accessToken: token, tokenExpiresAt: expiresAt }));
      return true;
    }
    // The SSR server refreshes with the refresh cookie the page request brought (and answers
    // the new cookies with the page). A request without it (a cookie still scoped to the auth
    // calls, from before) is left to the browser, which holds that cookie.
    if (options?.server && extra.cookies.get(COOKIES.refreshToken) === undefined) return false;
    // The refresh token travels in its own httpOnly cookie; the client stores the answer via onTokenRefreshed.
    let refreshed: string | null;
    try {
      refreshed = await extra.api.refresh();
    } catch {
      // The API could not answer: the session stays stored for the next page. The server
      // leaves the check to the browser; the browser shows this page logged out.
      if (!options?.server) dispatch(sessionChecked());
      return false;
    }
    if (!refreshed) {
      await dispatch(endSession({ refreshFailed: true }));
      return false;
    }
    return true;
  },
);

/** A refresh done by the API client (on a 401): keep the new token. */
export const applyRefreshedSession = createAppThunk(
  'auth/applyRefreshedSession',
  async (session: RefreshedSession, { dispatch, extra }) => {
    startSession(session, extra, dispatch);
  },
);

export type LoginOutcome = 'logged_in' | 'verify' | 'not_registered';

/**
 * Password login: logged in, or the MFA step, or (not yet registered) a warning. captchaToken:
 * the shop's bot protection's token for the form, when the shop has a site key.
 */
export const login = createAppThunk(
  'auth/login',
  async (
    { captchaToken, ...body }: LoginBody & { captchaToken?: string },
    { dispatch, extra },
  ): Promise<LoginOutcome> => {
    const result = await extra.api.auth.login(body, captchaToken);
    return applyLoginResult(result, extra, dispatch);
  },
);

type LoginAnswer = TokenAnswer & {
  is_verify?: boolean;
  user_id?: number;
  verify_code?: string;
  is_sync_user_channel?: boolean;
  is_registered_member?: boolean;
  message?: string;
};

function applyLoginResult(result: LoginAnswer, env: StoreEnv, dispatch: AppDispatch): LoginOutcome {
  if (result.is_verify && result.user_id !== undefined) {
    dispatch(
      mfaRequired({
        userId: result.user_id,
        verifyCode: result.verify_code ?? null,
        isSyncUserChannel: result.is_sync_user_channel ?? false,
      }),
    );
    return 'verify';
  }
  // Only a registered member (or an answer that does not say) becomes logged in.
  if (result.is_registered_member === false || !result.access_token) {
    dispatch(warned(result.message ?? null));
    return 'not_registered';
  }
  startSession(result, env, dispatch);
  return 'logged_in';
}

/** Login with the account of another shop of the operator. */
export const loginSyncChannel = createAppThunk(
  'auth/loginSyncChannel',
  async (body: LoginBody & { channel_id: string }, { dispatch, extra }) =>
    applyLoginResult(await extra.api.auth.loginSyncChannel(body), extra, dispatch),
);

/** Where to send the shopper to log in with an OpenID Connect provider (the provider's URL). */
export const fetchOauthRedirect = createAppThunk(
  'auth/oauthRedirect',
  async (type: string, { extra }) => (await extra.api.auth.oauthRedirect(type)).url,
);

/** The provider's answer at /oauth/callback, redeemed and applied like a password login. */
export const applyOauthLogin = createAppThunk(
  'auth/oauthLogin',
  async ({ type, query }: { type: string; query: Record<string, string> }, { dispatch, extra }) =>
    applyLoginResult(await extra.api.auth.oauthCallback(type, query), extra, dispatch),
);

/** The MFA step: the mailed code for the user of the pending login. */
export const verifyLogin = createAppThunk(
  'auth/verifyLogin',
  async (code: string, { dispatch, extra, getState }) => {
    const { mfaUserId, isSyncUserChannel } = getState().auth;
    if (mfaUserId === null)
      throw new Error('認証の有効期限が切れました。もう一度ログインしてください');
    const result = await extra.api.auth.verify({
      verify_code: code,
      user_id: mfaUserId,
      is_sync_user_channel: isSyncUserChannel,
    });
    return applyLoginResult(result, extra, dispatch);
  },
);

/** Logout: the server session ends, the token (and cart token unless kept) goes, then /login/. */
export const logoutSession = createAppThunk(
  'auth/logout',
  async (
    options: { keepCartToken?: boolean; redirect?: boolean } | undefined,
    { dispatch, extra },
  ) => {
    const { keepCartToken = false, redirect = true } = options ?? {};
    // Whatever the server says, this side logs out.
    await extra.api.auth.logout().catch(() => undefined);
    await dispatch(endSession({ keepCartToken }));
    if (redirect) extra.navigate?.('/login/');
  },
);

injectSlices(authSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof authSlice> {}
}
