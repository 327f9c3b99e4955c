import {
  initSession,
  selectAuthChecked,
  selectIsLogin,
  selectProfile,
  selectProfileNeeded,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@mise/store';
import { useEffect } from 'react';
import { browserCookies } from '../cookies.js';
import { useRereadForMember } from '../navigation/use-reread-for-member.js';
import { HINT_COOKIE } from '../session-hint.js';
import { deferred, island } from '../kit/index.js';

// Nothing of these shows until there is a message or a popup: their code (react-hot-toast, the
// dialog, the popups' slice) loads after the page has started hydrating.
const Notices = deferred(() => import('./Notices.js').then((m) => m.Notices));
const PageLoadPopup = deferred(() =>
  import('../pages/content/use-page-load-popup.js').then((m) => m.PageLoadPopup),
);

/**
 * What only a member's page needs of the shell (the profile, the shared page's products read
 * again as theirs): its code, and the slices it uses, load once the check has found a member.
 */
const memberParts = () => import('./shell-member.js');

/**
 * What every page has besides its content: the login check the server left to the browser
 * (every shared page's) and the mark of a member's page it confirms, the member's profile,
 * flash messages as toasts, and the popups (on loading `path`, and of an ecommerce event).
 */
function ShopShellContent({ path }: { path: string }) {
  const dispatch = useAppDispatch();
  const checked = useAppSelector(selectAuthChecked);
  // Read without the user slice's code (the member's part loads it): a visitor's page needs none.
  const needsProfile = useAppSelector(selectProfileNeeded);

  // The server left the login check to the browser (expired token): do it now.
  useEffect(() => {
    if (!checked) void dispatch(initSession());
  }, [checked, dispatch]);

  // The mark the page's first script set from the cookies (session-hint.ts), now confirmed:
  // a shared page's member or visitor parts follow it, and the next page starts from it.
  const isLogin = useAppSelector(selectIsLogin);
  const company = useAppSelector(selectProfile)?.company_name;
  useEffect(() => {
    if (!checked) return;
    const root = document.documentElement;
    const cookies = browserCookies();
    if (!isLogin) {
      delete root.dataset.member;
      cookies.remove(HINT_COOKIE);
      return;
    }
    root.dataset.member = '';
    if (company === undefined) return;
    if (company) {
      root.style.setProperty('--mise-company', JSON.stringify(`${company} 様`));
      cookies.set(HINT_COOKIE, company);
    } else {
      root.style.removeProperty('--mise-company');
      cookies.remove(HINT_COOKIE);
    }
  }, [checked, isLogin, company]);

  // A shared page's product and list hold nobody's favourites: read again as the member's
  // (the hearts follow the store).
  const store = useAppStore();
  useRereadForMember(() => {
    const { products } = store.getState();
    if (products.detailKey || products.query)
      void memberParts().then((m) => m.readAgainAsMember(dispatch, products));
  });

  // Guards (first-login e-mail verification) and member pages need the profile once logged in.
  useEffect(() => {
    if (needsProfile) void memberParts().then((m) => m.loadProfile(dispatch));
  }, [needsProfile, dispatch]);

  return (
    <>
      <PageLoadPopup path={path} />
      <Notices />
    </>
  );
}

export const ShopShell = island('shell', ShopShellContent);
