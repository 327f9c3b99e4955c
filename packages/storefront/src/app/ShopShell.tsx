import {
  fetchUser,
  initSession,
  selectAuthChecked,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { useEffect } from 'react';
import { island } from '../islands/island.js';
import { usePageLoadPopup } from '../pages/content/usePageLoadPopup.js';
import { deferred } from './deferred.js';

// Nothing of these shows until there is a message or a popup: their code (react-hot-toast, the
// dialog) loads after the page has started hydrating.
const Notices = deferred(() => import('./Notices.js').then((m) => m.Notices));

/**
 * What every page has besides its content: the login check the server left to the browser,
 * the member's profile, flash messages as toasts, and the popups (on loading `path`, and of an
 * ecommerce event).
 */
function ShopShellContent({ path }: { path: string }) {
  const dispatch = useAppDispatch();
  const checked = useAppSelector(selectAuthChecked);
  const needsProfile = useAppSelector(
    (state) => state.auth.isLogin && state.user.status === 'idle',
  );

  // The server left the login check to the browser (expired token): do it now.
  useEffect(() => {
    if (!checked) void dispatch(initSession());
  }, [checked, dispatch]);

  // Guards (first-login e-mail verification) and member pages need the profile once logged in.
  useEffect(() => {
    if (needsProfile) void dispatch(fetchUser());
  }, [needsProfile, dispatch]);

  usePageLoadPopup(path);

  return <Notices />;
}

export const ShopShell = island('shell', ShopShellContent);
