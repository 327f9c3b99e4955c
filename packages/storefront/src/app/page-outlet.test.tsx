// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { insertOrder, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { COOKIES, createStorefrontState } from '@mise/store';
import type { createMemoryCookies } from '@mise/store';
import { act, cleanup, configure, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontContextValue } from '../kit/index.js';
import { createRoutes } from './routes.js';
import { loggedIn, prepareWindow, renderStorefront, TEST_THEMES } from '../../test/shop.js';

configure({ asyncUtilTimeout: 30_000 });

let api: RunningTestApp;

beforeAll(async () => {
  api = await startTestServer();
  prepareWindow();
});
afterAll(() => api.close());
afterEach(cleanup);

/**
 * A page hydrated as the server left it when it could not check the session: the loader ran
 * there (and loaded nothing), not here; the session is still unchecked until the shell checks it.
 */
async function hydrateAsServerLeft(
  cookies: ReturnType<typeof createMemoryCookies>,
  path: string,
  routeId: string,
) {
  const theme = TEST_THEMES.standard;
  const { store, api: client } = createStorefrontState({
    api: { baseURL: api.baseURL, channel: theme.channel, events: { log: () => undefined } },
    cookies,
  });
  const ctx: StorefrontContextValue = {
    store,
    api: client,
    theme,
    isServer: false,
    origin: window.location.origin,
  };
  const router = createMemoryRouter(createRoutes(ctx), {
    initialEntries: [path],
    hydrationData: { loaderData: { root: null, [routeId]: null } },
  });
  expect(store.getState().auth.checked).toBe(false);
  // Rendered in act, so the shell's check (an effect) runs as in the browser.
  await act(async () => {
    renderStorefront(ctx, router);
  });
  return { store };
}

describe('a member’s page the server rendered before the login check', () => {
  it('loads its data in the browser once the check lets the member in', async () => {
    const member = await api.db.query.users.findFirst({
      where: (u, { and, eq }) => and(eq(u.channelId, 'standard'), eq(u.username, 'taro')),
    });
    const product = await api.db.query.products.findFirst({
      where: (p, { and, eq }) => and(eq(p.channelId, 'standard'), eq(p.isShow, true)),
    });
    const { order } = await insertOrder(api.db, {
      channelId: 'standard',
      userId: member!.id,
      lines: [{ key: product!.key, quantity: 1 }],
    });
    const { store } = await hydrateAsServerLeft(
      await loggedIn(api, 'taro'),
      '/mypage/order_history',
      'mypageOrderHistory',
    );
    // Looked for until it is there: a later render (the shell's member parts) may replace the
    // element first found, so no element is held across renders.
    await waitFor(() => {
      expect(screen.getByRole('link', { name: `ご注文番号 ${order.orderNo}` })).toBeInTheDocument();
    });
    expect(store.getState().userOrder.listStatus).toBe('loaded');
  });
});

describe('a cart screen the server rendered before the login check', () => {
  it('loads the member’s cart and payment methods in the browser once the check has run', async () => {
    const cookies = await loggedIn(api, 'taro');
    const headers = {
      'x-channel': 'standard',
      authorization: `Bearer ${cookies.get(COOKIES.accessToken)}`,
    };
    const product = await api.db.query.products.findFirst({
      where: (p, { and, eq, gte }) =>
        and(eq(p.channelId, 'standard'), eq(p.isShow, true), gte(p.stock, 10)),
    });
    const init = await api.app.inject({
      method: 'POST',
      url: '/v1/carts/init',
      headers,
      payload: {},
    });
    const { token } = init.json<{ data: { token: string } }>().data;
    const added = await api.app.inject({
      method: 'PATCH',
      url: '/v1/carts/products/add',
      headers,
      payload: { token, products: [{ product_key: product!.key, quantity: 1 }] },
    });
    expect(added.statusCode).toBe(200);
    cookies.set(COOKIES.cartToken, token);

    const { store } = await hydrateAsServerLeft(cookies, '/cart/payment', 'cartPayment');
    await waitFor(() => {
      expect(screen.getByRole('form', { name: 'お支払い方法' })).toBeInTheDocument();
    });
    expect(store.getState().checkout.paymethodsStatus).toBe('loaded');
    expect(store.getState().cart.data?.user_id).not.toBeNull();
    expect(store.getState().cart.data?.detail.products.map((line) => line.product_name)).toEqual([
      product!.name,
    ]);
  });
});
