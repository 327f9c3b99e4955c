import { selectAuthChecked, selectIsLogin, useAppSelector } from '@mise/store';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * On a page rendered for every shopper (shared), reads again as the member's what the page
 * read as anybody's, once the browser's login check finds a member: their favourites, which
 * coupons they took, which news they read. Runs once per page; not on a page the server
 * rendered for the member.
 */
export function useRereadForMember(reread: () => void): void {
  const checked = useAppSelector(selectAuthChecked);
  const isLogin = useAppSelector(selectIsLogin);
  const sharedStart = useRef(!checked);
  const run = useEffectEvent(reread);
  useEffect(() => {
    if (!checked || !sharedStart.current) return;
    sharedStart.current = false;
    if (isLogin) run();
  }, [checked, isLogin]);
}
