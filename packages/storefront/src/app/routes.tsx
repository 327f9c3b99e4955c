import { waitFor, WAITS } from '@mise/store';
import { redirect } from 'react-router-dom';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { returnTarget, storeBackTarget } from '../navigation/policies.js';
import { decideAccess } from '../routes/guards.js';
import { routesFor } from '../routes/table.js';
import type { RouteDef } from '../routes/table.js';
import type { RouteHandle, StorefrontContextValue, ThemeDefinition } from '../kit/index.js';
import { PAGE_LOADERS } from './loaders.js';
import { missingPages, preloadPage, shownPageId } from './pages.js';
import { loadDeferred } from '../kit/index.js';
import { PageOutlet } from './PageOutlet.js';
import { Root } from './Root.js';
import { RouteError } from './RouteError.js';
import { prepareShop, sessionView, siteView } from './session.js';

/** Preparation runs once per store, however many loaders ask for it. */
const prepared = new WeakMap<object, Promise<void>>();

function ready(ctx: StorefrontContextValue): Promise<void> {
  let promise = prepared.get(ctx.store);
  if (!promise) {
    promise = prepareShop(ctx.store, { isServer: ctx.isServer, shared: ctx.shared ?? false });
    prepared.set(ctx.store, promise);
  }
  return promise;
}

/**
 * The guard of a route as a loader: on the server it answers with a redirect (302) when the
 * session is known; in the browser it also waits up to 3 s for the login check.
 */
function guardLoader(contextOf: ContextOf, route: RouteDef) {
  const loadPage = PAGE_LOADERS[route.id];
  return async (args: LoaderFunctionArgs) => {
    const { request } = args;
    const ctx = contextOf(args);
    // In the browser a loader runs only on a route change (the first page comes hydrated):
    // what the previous page still had pending is cancelled.
    if (!ctx.isServer) ctx.api.cancelAll();
    // The page's own chunk (lazy pages) loads alongside the guard and the data, and then the
    // chunks of its islands: the server renders them in full, and so does a route change.
    const pageLoaded = preloadPage(ctx.theme, route.id).then(loadDeferred);
    pageLoaded.catch(() => undefined);
    await ready(ctx);
    const { pathname, search } = new URL(request.url);
    let decision = decideAccess(
      route.access,
      pathname,
      sessionView(ctx.store.getState()),
      siteView(ctx.store.getState()),
    );
    if (decision.kind === 'wait' && !ctx.isServer) {
      await waitFor(() => ctx.store.getState().auth.checked, WAITS.login);
      decision = decideAccess(
        route.access,
        pathname,
        sessionView(ctx.store.getState()),
        siteView(ctx.store.getState()),
        { checkTimedOut: true },
      );
    }
    if (decision.kind === 'redirect') {
      // The login screen brings the visitor back here afterwards (the server's 302 cannot
      // write to the tab's storage; pages opened in the shop go through here).
      const target = decision.to.startsWith('/login/') ? returnTarget(pathname, search) : null;
      if (target && !ctx.isServer) storeBackTarget(window.sessionStorage, target);
      throw redirect(decision.to);
    }
    const [data] = await Promise.all([loadPage ? loadPage(ctx, args) : null, pageLoaded]);
    // A route that shows another route's page (the top's landing page) needs that page's chunk.
    const shown = shownPageId(route.id, data);
    if (shown !== route.id) await preloadPage(ctx.theme, shown).then(loadDeferred);
    return data;
  };
}

/** Where a loader finds the storefront of the request it loads for. */
type ContextOf = (args: LoaderFunctionArgs) => StorefrontContextValue;

/** The react-router data routes of a theme: one root (layout choice), one child per route of spec section 2. */
export function createRoutes(ctx: StorefrontContextValue): RouteObject[] {
  return routesOf(ctx.theme, () => ctx);
}

/**
 * The routes of a theme for a server that renders many requests with them: each request's
 * storefront comes to the loaders as the request context (StaticHandler.query's
 * `requestContext`), so the table and its matcher are made once per theme, not per request.
 */
export function createServerRoutes(theme: ThemeDefinition): RouteObject[] {
  return routesOf(theme, (args) => args.context as StorefrontContextValue);
}

function routesOf(theme: ThemeDefinition, contextOf: ContextOf): RouteObject[] {
  // A route without a screen is a bug of the theme (or of a new route): the shop does not start.
  const missing = missingPages(theme);
  if (missing.length > 0)
    throw new Error(`theme ${theme.name} has no page for the routes ${missing.join(', ')}`);
  return [
    {
      id: 'root',
      element: <Root />,
      errorElement: <RouteError />,
      children: routesFor(theme.name).map((route) => ({
        id: route.id,
        path: route.path,
        handle: { route } satisfies RouteHandle,
        loader: guardLoader(contextOf, route),
        element: <PageOutlet route={route} />,
        errorElement: <RouteError />,
      })),
    },
  ];
}
