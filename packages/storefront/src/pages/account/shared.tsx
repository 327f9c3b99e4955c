import { fetchUser, useAppStore } from '@mise/store';
import { isAppPath } from '@mise/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { backDestination } from '../../navigation/policies.js';

/** What only the account pages share: one-time codes and the move after a login. */

/** A one-time code returned by the API in development, shown as spec section 8's testing aid. */
export function alertDevCode(enabled: boolean | undefined, code: string | null | undefined) {
  if (enabled && code) window.alert(`【開発用】確認コード: ${code}`);
}

/** Where a member goes after logging in: a `re` path, a stored back target, else my page. */
export function loginTarget(re: string | null): string {
  if (re && isAppPath(re) && !re.startsWith('/login')) return re;
  return backDestination(window.sessionStorage) ?? '/mypage/';
}

/**
 * Moves a member who just logged in to `to`, then loads their profile (the e-mail
 * verification guard reads it). The move replaces the login screen in the history.
 */
export function useEnterShop() {
  const navigate = useNavigate();
  const store = useAppStore();
  return useCallback(
    async (to: string) => {
      await navigate(to, { replace: true });
      const { auth, user } = store.getState();
      if (auth.isLogin && !user.data && user.status !== 'loading') {
        await store.dispatch(fetchUser());
      }
    },
    [navigate, store],
  );
}
