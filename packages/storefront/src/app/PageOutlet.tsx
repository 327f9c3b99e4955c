import { Spinner } from '@mise/ui';
import { useAppSelector } from '@mise/store';
import { useEffect, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { Navigate, useLoaderData, useLocation } from 'react-router-dom';
import { ViewHomeTracker } from '../shared/ViewItem.js';
import { decideAccess } from '../routes/guards.js';
import type { RouteDef } from '../routes/table.js';
import { renderPage, useStorefront } from '../kit/index.js';
import { pageEntry, shownPageId } from './pages.js';
import { sessionView, siteView } from './session.js';

/**
 * A route's page behind its guard. Loaders decide what they can; this covers a page the
 * server rendered before the login check (expired token), and a session that changes while
 * the page is open (logout, refresh failure).
 */
export function PageOutlet({ route }: { route: RouteDef }) {
  const { theme } = useStorefront();
  const { pathname } = useLocation();
  const loaderData: unknown = useLoaderData();
  const session = useAppSelector(sessionView, shallowEqual);
  const site = useAppSelector(siteView, shallowEqual);
  const [timedOut, setTimedOut] = useState(false);
  // Logout-only pages turn members away on arrival (the loader does that); a member who logs
  // in on the page itself is sent on by the page, not bounced to /ec/ first.
  const [arrivedLoggedIn] = useState(session.isLogin);
  const computed = decideAccess(route.access, pathname, session, site, { checkTimedOut: timedOut });
  const decision =
    route.access === 'logout' && !arrivedLoggedIn && computed.kind === 'redirect'
      ? { kind: 'allow' as const }
      : computed;

  useEffect(() => {
    if (decision.kind !== 'wait') return undefined;
    const timer = setTimeout(() => setTimedOut(true), 3000);
    return () => clearTimeout(timer);
  }, [decision.kind]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return <Spinner />;
  const page = renderPage(pageEntry(theme, shownPageId(route.id, loaderData)), { route });
  // The top page seen (Criteo's viewHome), whichever page the theme or a landing page puts there.
  return route.id === 'top' ? (
    <>
      <ViewHomeTracker />
      {page}
    </>
  ) : (
    page
  );
}
