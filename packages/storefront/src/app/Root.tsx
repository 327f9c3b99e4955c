import {
  fetchUser,
  flashRemoved,
  initSession,
  selectFlashes,
  selectIsInvalidChannel,
  selectMaintenance,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { ErrorPage, FlashToasts, Heading, Toaster } from '@mise/ui';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { usePrefetchOnIntent } from '../navigation/prefetch.js';
import { useNavigationEffects } from '../navigation/useNavigationEffects.js';
import { PopupHost } from '../pages/content/PopupHost.js';
import { useStorefront } from './context.js';
import type { RouteHandle } from './routes.js';

/**
 * The frame of every page: picks the layout (invalid channel and maintenance win over the
 * route's own), shows flash messages as toasts and runs the navigation behaviours.
 */
export function Root() {
  const { theme } = useStorefront();
  const dispatch = useAppDispatch();
  const matches = useMatches();
  const route = (matches.at(-1)?.handle as RouteHandle | undefined)?.route;
  const isInvalidChannel = useAppSelector(selectIsInvalidChannel);
  const maintenance = useAppSelector(selectMaintenance);
  const flashes = useAppSelector(selectFlashes);
  const checked = useAppSelector((state) => state.auth.checked);
  const needsProfile = useAppSelector(
    (state) => state.auth.isLogin && state.user.status === 'idle',
  );
  useNavigationEffects();
  // The page behind a link the shopper points at is fetched ahead (unless 2g or save-data).
  usePrefetchOnIntent();

  // Marks the document once the app has taken over the server's HTML (the end-to-end tests
  // wait for it before typing into a form, which React would otherwise not see).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // The server left the login check to the browser (expired token): do it now.
  useEffect(() => {
    if (!checked) void dispatch(initSession());
  }, [checked, dispatch]);

  // Guards (first-login e-mail verification) and member pages need the profile once logged in.
  useEffect(() => {
    if (needsProfile) void dispatch(fetchUser());
  }, [needsProfile, dispatch]);

  const fallbackRoute = route ?? {
    id: 'notFound',
    path: '*',
    access: 'public' as const,
    title: '',
  };
  if (isInvalidChannel) {
    const Layout = theme.layouts.invalidChannel;
    return (
      <Layout route={fallbackRoute}>
        <ErrorPage status={404} />
      </Layout>
    );
  }
  if (maintenance) {
    const Layout = theme.layouts.maintenance;
    return (
      <Layout route={fallbackRoute}>
        <title>{`${maintenance.title || 'メンテナンス中'} | ${theme.siteName}`}</title>
        <Heading level={1}>{maintenance.title || 'メンテナンス中'}</Heading>
        <p>
          {maintenance.message ||
            'ただいまメンテナンス中です。しばらくしてから再度アクセスしてください。'}
        </p>
      </Layout>
    );
  }
  const Layout = theme.layouts[route?.layout ?? 'default'];
  return (
    <Layout route={fallbackRoute}>
      <Outlet />
      <PopupHost />
      <Toaster />
      <FlashToasts items={flashes} onShown={(id) => dispatch(flashRemoved(id))} />
    </Layout>
  );
}
