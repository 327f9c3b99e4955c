import { Spinner } from '@mise/ui';
import { useAppSelector } from '@mise/store';
import { useEffect, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { Navigate, useLoaderData, useLocation, useParams } from 'react-router-dom';
import { ViewHomeTracker } from '../shared/ViewItem.js';
import { decideAccess } from '../routes/guards.js';
import type { RouteDef } from '../routes/table.js';
import { renderPage, useStorefront } from '../kit/index.js';
import { PAGE_LOADERS } from './loaders.js';
import { pageEntry, shownPageId } from './pages.js';
import { sessionView, siteView } from './session.js';

/**
 * A route's page behind its guard. Loaders decide what they can; this covers a page the
 * server rendered before the login check (expired token), and a session that changes while
 * the page is open (logout, refresh failure).
 */
export function PageOutlet({ route }: { route: RouteDef }) {
  const ctx = useStorefront();
  const { theme } = ctx;
  const { pathname, search } = useLocation();
  const params = useParams();
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

  // A page the server rendered before the login check gets its data here, once, when the
  // browser's check lets it in: a member's loader loads nothing for an unknown session, nor does
  // a cart screen's (it would start a guest's cart in the member's place). Route changes never
  // come here: their loader waits for the check itself.
  const waited = useRef(
    !session.checked && (decision.kind === 'wait' || route.sharing === 'personal'),
  );
  useEffect(() => {
    if (decision.kind !== 'allow' || !waited.current) return;
    // A public page is let in at once: its data waits for the check all the same.
    if (!session.checked && !timedOut) return;
    waited.current = false;
    const load = PAGE_LOADERS[route.id];
    if (!load) return;
    const url = new URL(`${pathname}${search}`, window.location.origin);
    const args = {
      request: new Request(url),
      url,
      pattern: route.path,
      params,
      context: undefined,
    };
    load(ctx, args).catch(() => undefined);
  }, [decision.kind, session.checked, timedOut, ctx, params, pathname, search, route]);

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
