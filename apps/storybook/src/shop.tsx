import { createApiClient } from '@mise/api-client';
import type { ApiClientOptions } from '@mise/api-client';
import { createMemoryCookies, createStorefrontStateWith } from '@mise/store';
import type { RootState } from '@mise/store';
import { createRoutes, preloadPage, ShopProviders } from '@mise/storefront';
import type { LayoutName, StorefrontContextValue, ThemeDefinition } from '@mise/storefront';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { FollowLinks, useStoryTheme } from './frame.js';

/** What the server sent the browser for one page (scripts/fixtures.mjs). */
export type PageFixture = {
  path: string;
  channel: string;
  session: 'guest' | 'member';
  state: Partial<RootState>;
  hydration: { loaderData: Record<string, unknown> };
};

export type FixtureName =
  | 'top'
  | 'product-list'
  | 'product-list-empty'
  | 'product-list-member'
  | 'product-detail'
  | 'product-detail-sold-out'
  | 'login'
  | 'cart-guest'
  | 'cart-member'
  | 'mypage'
  | 'checkout-shipping-guest'
  | 'checkout-shipping-member'
  | 'checkout-delivery-guest'
  | 'checkout-delivery-member'
  | 'checkout-payment-guest'
  | 'checkout-payment-member'
  | 'checkout-confirm-guest'
  | 'checkout-confirm-member'
  | 'checkout-complete-guest'
  | 'checkout-complete-member'
  | 'order-detail';

const FIXTURES = import.meta.glob<PageFixture>('../fixtures/*/*.json', { import: 'default' });

/**
 * The page's data in the story's theme: the theme's own channel, or the standard shop's
 * when the theme has none captured yet (a theme just made with create-theme, until
 * `pnpm storybook:fixtures` runs again).
 */
export async function loadFixture(theme: ThemeDefinition, name: FixtureName): Promise<PageFixture> {
  const load =
    FIXTURES[`../fixtures/${theme.channel}/${name}.json`] ??
    FIXTURES[`../fixtures/standard/${name}.json`];
  if (!load) throw new Error(`no fixture ${name}: run pnpm storybook:fixtures`);
  return load();
}

/** A copy of the captured state with some of it changed (a state the demo does not have). */
export type Adjust = (state: Partial<RootState>) => Partial<RootState>;

/**
 * The API client of a story: nothing leaves the browser. Everything a page shows comes from
 * the captured state; a call a page still makes (a refresh on a timer, a click) stays pending,
 * as on a slow network, and is named in the console so a missing fixture is easy to spot.
 */
const offline: NonNullable<ApiClientOptions['adapter']> = (config) => {
  console.info(`[storybook] not sent (stories have no API): ${config.method} ${config.url}`);
  return new Promise(() => undefined);
};

/**
 * The API client of an error story: every call fails as one the API did not answer in time
 * does (the client's own timeout message), so a page shows its failure as it would in a shop,
 * with no server message made up for it.
 */
const timingOut: NonNullable<ApiClientOptions['adapter']> = (config) => {
  console.info(`[storybook] timed out (the story's API fails): ${config.method} ${config.url}`);
  return Promise.reject(
    Object.assign(new Error(`timeout of ${config.timeout ?? 0}ms exceeded`), {
      code: 'ECONNABORTED',
      config,
      isAxiosError: true,
    }),
  );
};

/** What the story's API does with a call: never answers (the default), or times out. */
export type Network = 'pending' | 'timeout';

function shopContext(
  theme: ThemeDefinition,
  state: Partial<RootState>,
  network: Network = 'pending',
): StorefrontContextValue {
  const { store, api } = createStorefrontStateWith(createApiClient, {
    api: {
      baseURL: '',
      channel: theme.channel,
      adapter: network === 'timeout' ? timingOut : offline,
    },
    cookies: createMemoryCookies(),
    preloadedState: structuredClone(state),
  });
  return { store, api, theme, isServer: false, origin: 'http://127.0.0.1' };
}

/** The chunks of the themes' lazy pages, loaded before the story renders (no spinner). */
export async function preloadPages(themes: readonly ThemeDefinition[], routeId: string) {
  await Promise.all(themes.map((theme) => preloadPage(theme, routeId)));
}

/**
 * A page of the shop as the browser shows it after the server's render: the store made from
 * the captured state (makeStore's preloadedState, as hydration does), the theme's routes in a
 * memory router that starts with the server's loader data (so no loader runs), the layout the
 * route chooses, the shell.
 */
export function ShopPage({
  fixture,
  adjust,
  network,
}: {
  fixture: PageFixture;
  adjust?: Adjust;
  network?: Network;
}) {
  const theme = useStoryTheme();
  const { ctx, router } = useMemo(() => {
    const ctx = shopContext(theme, adjust ? adjust(fixture.state) : fixture.state, network);
    const router = createMemoryRouter(createRoutes(ctx), {
      initialEntries: [fixture.path],
      hydrationData: fixture.hydration,
    });
    return { ctx, router };
  }, [theme, fixture, adjust, network]);
  return (
    <ShopProviders ctx={ctx}>
      <RouterProvider router={router} />
    </ShopProviders>
  );
}

/** One of the theme's layouts around `children`, with the shop's store behind its header. */
export function ShopLayout({
  fixture,
  layout,
  children,
}: {
  fixture: PageFixture;
  layout: LayoutName;
  children: ReactNode;
}) {
  const theme = useStoryTheme();
  const { ctx, router } = useMemo(() => {
    const ctx = shopContext(theme, fixture.state);
    const Layout = theme.layouts[layout];
    const route = {
      id: `layout-${layout}`,
      path: '*',
      access: 'public',
      sharing: 'shared',
      title: '',
    } as const;
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <FollowLinks>
            <Layout route={route}>{children}</Layout>
          </FollowLinks>
        ),
      },
    ]);
    return { ctx, router };
  }, [theme, fixture, layout, children]);
  return (
    <ShopProviders ctx={ctx}>
      <RouterProvider router={router} />
    </ShopProviders>
  );
}

/**
 * The shop's providers without a page: its store (with the demo's colour scheme), its
 * storefront context and the tokens as the shop shows them (docs pages, the templates).
 */
export function ShopFrame({ fixture, children }: { fixture: PageFixture; children: ReactNode }) {
  const theme = useStoryTheme();
  const ctx = useMemo(() => shopContext(theme, fixture.state), [theme, fixture]);
  return (
    <ShopProviders ctx={ctx}>
      <MemoryRouter>
        <FollowLinks>{children}</FollowLinks>
      </MemoryRouter>
    </ShopProviders>
  );
}
