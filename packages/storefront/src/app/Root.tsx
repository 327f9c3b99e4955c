import { selectIsInvalidChannel, selectMaintenance, useAppSelector } from '@mise/store';
import { ErrorPage, Heading } from '@mise/ui';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { usePrefetchOnIntent } from '../navigation/prefetch.js';
import { RouterNavigation } from '../navigation/RouterNavigation.js';
import { useNavigationEffects } from '../navigation/use-navigation-effects.js';
import { useStorefront } from '../kit/index.js';
import type { RouteHandle } from '../kit/index.js';
import { preloadPage } from './pages.js';
import { ShopShell } from '../shell/ShopShell.js';

/**
 * The frame of every page: picks the layout (invalid channel and maintenance win over the
 * route's own), adds the shop's shell (toasts, popups, login check) and runs the navigation
 * behaviours.
 */
export function Root() {
  return (
    <RouterNavigation>
      <Frame />
    </RouterNavigation>
  );
}

function Frame() {
  const { theme } = useStorefront();
  const matches = useMatches();
  const { pathname } = useLocation();
  const route = (matches.at(-1)?.handle as RouteHandle | undefined)?.route;
  const isInvalidChannel = useAppSelector(selectIsInvalidChannel);
  const maintenance = useAppSelector(selectMaintenance);
  useNavigationEffects();
  // The page behind a link the shopper points at is fetched ahead (unless 2g or save-data).
  usePrefetchOnIntent(preloadPage);

  // Marks the document once the app has taken over the server's HTML (the end-to-end tests
  // wait for it before typing into a form, which React would otherwise not see).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const fallbackRoute = route ?? {
    id: 'notFound',
    path: '*',
    access: 'public' as const,
    sharing: 'shared' as const,
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
      <ShopShell path={pathname} />
    </Layout>
  );
}
