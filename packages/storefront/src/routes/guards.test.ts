import { describe, expect, it } from 'vitest';
import { decideAccess } from './guards.js';
import type { SessionView, SiteView } from './guards.js';

const visitor: SessionView = {
  checked: true,
  isLogin: false,
  isRefreshFailed: false,
  isEmailVerified: null,
};
const member: SessionView = {
  checked: true,
  isLogin: true,
  isRefreshFailed: false,
  isEmailVerified: true,
};
const site: SiteView = { isNoMemberUse: false, verifyEmailOnFirstLogin: false };

describe('page guards', () => {
  it('login-only pages wait for the login check, then send visitors to /login/', () => {
    expect(decideAccess('login', '/mypage', { ...visitor, checked: false }, site)).toEqual({
      kind: 'wait',
    });
    expect(decideAccess('login', '/mypage', visitor, site)).toEqual({
      kind: 'redirect',
      to: '/login/',
    });
    expect(
      decideAccess('login', '/mypage', { ...visitor, checked: false }, site, {
        checkTimedOut: true,
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/login/',
    });
    expect(decideAccess('login', '/mypage', member, site)).toEqual({ kind: 'allow' });
  });

  it('sends the visitor to the session-expired login after a failed refresh', () => {
    expect(decideAccess('login', '/mypage', { ...visitor, isRefreshFailed: true }, site)).toEqual({
      kind: 'redirect',
      to: '/login/?re=1',
    });
  });

  it('member-only pages are open when the shop needs no membership', () => {
    expect(decideAccess('member', '/cart/confirm', visitor, site)).toEqual({
      kind: 'redirect',
      to: '/login/',
    });
    expect(
      decideAccess('member', '/cart/confirm', visitor, { ...site, isNoMemberUse: true }),
    ).toEqual({ kind: 'allow' });
  });

  it('logout-only pages send members to /ec/', () => {
    expect(decideAccess('logout', '/login', member, site)).toEqual({
      kind: 'redirect',
      to: '/ec/',
    });
    expect(decideAccess('logout', '/login', visitor, site)).toEqual({ kind: 'allow' });
  });

  it('sends an unverified member to /verify when the shop asks for it', () => {
    const unverified = { ...member, isEmailVerified: false };
    const verifying = { ...site, verifyEmailOnFirstLogin: true };
    expect(decideAccess('login', '/mypage', unverified, verifying)).toEqual({
      kind: 'redirect',
      to: '/verify',
    });
    expect(decideAccess('public', '/product', unverified, verifying)).toEqual({
      kind: 'redirect',
      to: '/verify',
    });
    expect(decideAccess('login', '/verify', unverified, verifying)).toEqual({ kind: 'allow' });
    expect(decideAccess('login', '/mypage/logout', unverified, verifying)).toEqual({
      kind: 'allow',
    });
    expect(decideAccess('login', '/mypage', unverified, site)).toEqual({ kind: 'allow' });
  });

  it('public pages are open to everyone', () => {
    expect(decideAccess('public', '/product', { ...visitor, checked: false }, site)).toEqual({
      kind: 'allow',
    });
  });
});
