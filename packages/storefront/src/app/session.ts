import {
  fetchColorScheme,
  fetchPopups,
  fetchSettings,
  fetchUser,
  initSession,
  selectIsNoMemberUse,
} from '@mise/store';
import type { AppStore, RootState } from '@mise/store';
import type { SessionView, SiteView } from '../routes/guards.js';

/** The session as the guards see it. */
export function sessionView({ auth, user }: RootState): SessionView {
  return {
    checked: auth.checked,
    isLogin: auth.isLogin,
    isRefreshFailed: auth.isRefreshFailed,
    isEmailVerified: user.data ? user.data.is_email_verified : null,
  };
}

export function siteView(state: RootState): SiteView {
  return {
    isNoMemberUse: selectIsNoMemberUse(state),
    verifyEmailOnFirstLogin:
      state.settings.data?.['PLUGIN.VERIFY_EMAIL_ON_FIRST_LOGIN.IS_USE'] === true,
  };
}

/**
 * What every page needs before it renders: the shop's settings and colour scheme, and the
 * login check with the member's profile. On the server an expired token is refreshed with the
 * refresh cookie the page request brought, so a returning member's page renders logged in
 * (without that cookie it is left to the browser, and the page renders as "checking", as a
 * shared page always does). The server also brings the popups, so the browser can open one on
 * page load without calling the API.
 */
export async function prepareShop(
  store: AppStore,
  { isServer, shared = false }: { isServer: boolean; shared?: boolean },
): Promise<void> {
  const state = store.getState();
  const tasks: Promise<unknown>[] = [
    store.dispatch(fetchSettings()),
    store.dispatch(fetchColorScheme()),
  ];
  // A shared page is one document for every shopper: the browser checks the login.
  if (!state.auth.checked && !shared)
    tasks.push(store.dispatch(initSession(isServer ? { server: true } : undefined)));
  if (isServer) tasks.push(store.dispatch(fetchPopups()));
  await Promise.allSettled(tasks);
  const after = store.getState();
  if (after.auth.isLogin && !after.user.data && after.user.status !== 'loading') {
    await store.dispatch(fetchUser()).catch(() => undefined);
  }
}
