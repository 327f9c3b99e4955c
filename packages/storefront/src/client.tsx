import { createApiClient } from '@mise/api-client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/App.js';
import { browserContext, HYDRATE_MARK, nextTask, reloadOnChunkError } from './browser.js';
import { preloadPage, shownPageId } from './app/pages.js';
import { createRoutes } from './app/routes.js';
import type { ThemeDefinition } from './kit/index.js';

export { HYDRATE_MARK, reloadOnChunkError };

/**
 * Hydrates the server-rendered document: the same store state, routes and theme. The chunk
 * of the current page (a lazy page) is loaded first, so the first render matches the server's.
 */
export function hydrateStorefront(theme: ThemeDefinition): void {
  reloadOnChunkError();
  void start(theme).catch((error: unknown) => {
    console.error('hydration failed', error);
  });
}

async function start(theme: ThemeDefinition): Promise<void> {
  // Start-up runs as a few short tasks (modules, store, router, hydration slices), not one long one.
  await nextTask();
  const holder: { navigate?: (path: string) => void } = {};
  const ctx = browserContext(theme, (path) => holder.navigate?.(path), createApiClient);
  const router = createBrowserRouter(createRoutes(ctx));
  await nextTask();
  // A chunk that fails to load here is loaded again by the page itself (behind a spinner).
  await Promise.all(
    router.state.matches.map((match) =>
      preloadPage(theme, shownPageId(match.route.id, router.state.loaderData[match.route.id])),
    ),
  ).catch(() => undefined);
  holder.navigate = (path) => void router.navigate(path);
  // What loaded before this mark is the page's initial JavaScript (bench:web measures it).
  performance.mark(HYDRATE_MARK);
  // As a transition, hydration works in slices and yields to the browser in between, instead
  // of one long task that would hold up a tap on a slow phone.
  startTransition(() => {
    hydrateRoot(
      document,
      <App ctx={ctx}>
        <RouterProvider router={router} />
      </App>,
    );
  });
  // The analytics' code, ready for the first event, once hydration has begun.
  setTimeout(() => void ctx.analytics.load().catch(() => undefined), 0);
}
