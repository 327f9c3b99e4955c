import type { Access } from './table.js';

/** What a guard needs of the session (the store's auth and user). */
export type SessionView = {
  /** The login check ran. */
  checked: boolean;
  isLogin: boolean;
  isRefreshFailed: boolean;
  /** null while the member's profile is unknown. */
  isEmailVerified: boolean | null;
};

/** What a guard needs of the shop's settings. */
export type SiteView = {
  /** SITE.IS_NO_MEMBER_USE */
  isNoMemberUse: boolean;
  /** PLUGIN.VERIFY_EMAIL_ON_FIRST_LOGIN.IS_USE */
  verifyEmailOnFirstLogin: boolean;
};

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'wait' };

const ALLOW: GuardDecision = { kind: 'allow' };

/** Pages an unverified member may still open (the verification itself, leaving). */
const VERIFY_EXEMPT = ['/verify', '/verify/email', '/mypage/logout', '/maintenance'];

const isUnder = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/**
 * The page guards of spec section 2. `wait` means: the login check has not run yet; the
 * caller waits for it (up to 3 s) and asks again with `checkTimedOut` set.
 */
export function decideAccess(
  access: Access,
  pathname: string,
  session: SessionView,
  site: SiteView,
  { checkTimedOut = false }: { checkTimedOut?: boolean } = {},
): GuardDecision {
  const needsLogin = access === 'login' || (access === 'member' && !site.isNoMemberUse);
  if ((needsLogin || access === 'logout') && !session.checked && !checkTimedOut)
    return { kind: 'wait' };

  if (
    session.isLogin &&
    site.verifyEmailOnFirstLogin &&
    session.isEmailVerified === false &&
    !VERIFY_EXEMPT.some((base) => isUnder(pathname, base))
  ) {
    return { kind: 'redirect', to: '/verify' };
  }
  if (needsLogin && !session.isLogin) {
    // After a failed refresh: the login screen that says the session expired (spec section 8).
    return { kind: 'redirect', to: session.isRefreshFailed ? '/login/?re=1' : '/login/' };
  }
  if (access === 'logout' && session.isLogin) return { kind: 'redirect', to: '/ec/' };
  return ALLOW;
}
