import { DEMO_PASSWORD, login } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { COOKIES, createMemoryCookies, createStorefrontState } from '@mise/store';
import { businessTheme, motoTheme, standardTheme, ThemeProvider } from '@mise/ui';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { StorefrontContext } from '../src/kit/index.js';
import type {
  LayoutProps,
  PageProps,
  StorefrontContextValue,
  ThemeDefinition,
} from '../src/kit/index.js';
import { createRoutes } from '../src/index.js';

/** Page tests in jsdom: the storefront's routes in a memory router against the real API. */

const Layout = ({ children }: LayoutProps): ReactNode => <main>{children}</main>;
const layouts = {
  default: Layout,
  simple: Layout,
  sample: Layout,
  maintenance: Layout,
  invalidChannel: Layout,
};

export const TEST_THEMES = {
  standard: {
    name: 'standard',
    channel: 'standard',
    siteName: 'テストストア',
    tokens: standardTheme,
    layouts,
  },
  business: {
    name: 'business',
    channel: 'business',
    siteName: 'テストビジネス',
    kind: 'business',
    tokens: businessTheme,
    layouts,
  },
  moto: {
    name: 'moto',
    channel: 'moto',
    siteName: 'テストモト',
    tokens: motoTheme,
    layouts,
    // The stylist detail is the moto theme's own composition (themes/moto); a stand-in here.
    pages: { stylistDetail: ({ route }: PageProps) => <h1>{route.title}</h1> },
  },
} satisfies Record<string, ThemeDefinition>;

/**
 * What jsdom lacks and the storefront uses: scrolling on navigation, media queries, and
 * pictures that finish decoding (React holds a navigation's commit until eager images decode;
 * jsdom never loads them).
 */
export function prepareWindow(): void {
  HTMLImageElement.prototype.decode = () => Promise.resolve();
  window.scrollTo = () => undefined;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

/** The storefront in a browser tab: a store, its API client and the data router at `path`. */
export async function openShop(
  api: RunningTestApp,
  path: string,
  {
    theme = TEST_THEMES.standard,
    cookies = createMemoryCookies(),
  }: { theme?: ThemeDefinition; cookies?: ReturnType<typeof createMemoryCookies> } = {},
) {
  const holder: { navigate?: (to: string) => void } = {};
  const { store, api: client } = createStorefrontState({
    api: { baseURL: api.baseURL, channel: theme.channel, events: { log: () => undefined } },
    cookies,
    navigate: (to) => holder.navigate?.(to),
  });
  const ctx: StorefrontContextValue = {
    store,
    api: client,
    theme,
    isServer: false,
    origin: window.location.origin,
  };
  const router = createMemoryRouter(createRoutes(ctx), { initialEntries: [path] });
  holder.navigate = (to) => void router.navigate(to);
  // The first page's loaders finish before it renders, as on a page load.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    router.subscribe((state) => {
      if (state.initialized) resolve();
    });
  });
  renderStorefront(ctx, router);
  return { store, client, router, cookies, user: userEvent.setup({ delay: null }) };
}

/** The app as the browser entry mounts it: the store, the storefront, the theme and the router. */
export function renderStorefront(
  ctx: StorefrontContextValue,
  router: ReturnType<typeof createMemoryRouter>,
): void {
  render(
    <Provider store={ctx.store}>
      <StorefrontContext.Provider value={ctx}>
        <ThemeProvider theme={ctx.theme.tokens}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </StorefrontContext.Provider>
    </Provider>,
  );
}

/** Cookies of a tab where `loginId` is logged in (as after an earlier visit). */
export async function loggedIn(api: RunningTestApp, loginId: string, channel = 'standard') {
  const { body } = await login(api.app, channel, loginId, DEMO_PASSWORD);
  return createMemoryCookies({
    [COOKIES.accessToken]: String(body.access_token),
    [COOKIES.tokenExpiresAt]: String(Date.now() + 3_600_000),
  });
}
