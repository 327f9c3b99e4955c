// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { createMemoryCookies, createStorefrontState } from '@mise/store';
import { businessTheme, standardTheme } from '@mise/ui';
import { cleanup, configure, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutProps, StorefrontContextValue, ThemeDefinition } from '../kit/index.js';
import { createRoutes } from '../index.js';
import { renderStorefront } from '../../test/shop.js';

configure({ asyncUtilTimeout: 30_000 });

const Layout = ({ children }: LayoutProps): ReactNode => <main>{children}</main>;
const layouts = {
  default: Layout,
  simple: Layout,
  sample: Layout,
  maintenance: Layout,
  invalidChannel: Layout,
};
const THEMES: ThemeDefinition[] = [
  {
    name: 'standard',
    channel: 'standard',
    siteName: 'テストストア',
    tokens: standardTheme,
    layouts,
  },
  {
    name: 'business',
    channel: 'business',
    siteName: 'テストビジネス',
    kind: 'business',
    tokens: businessTheme,
    layouts,
  },
];

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
  window.scrollTo = () => undefined;
});
afterAll(() => api.close());
afterEach(cleanup);

async function openRegister(theme: ThemeDefinition) {
  const { store, api: client } = createStorefrontState({
    api: { baseURL: api.baseURL, channel: theme.channel, events: { log: () => undefined } },
    cookies: createMemoryCookies(),
  });
  const ctx: StorefrontContextValue = {
    store,
    api: client,
    theme,
    isServer: false,
    origin: window.location.origin,
  };
  const router = createMemoryRouter(createRoutes(ctx), { initialEntries: ['/register/'] });
  renderStorefront(ctx, router);
  return userEvent.setup({ delay: null });
}

describe.each(THEMES)('postal code on the $name registration form', (theme) => {
  it('fills prefecture and city from a 7-digit code', async () => {
    const user = await openRegister(theme);
    await user.type(await screen.findByLabelText(/^郵便番号/), '1000001');
    expect(await screen.findByText('住所を入力しました')).toBeInTheDocument();
    expect(screen.getByLabelText(/^都道府県/)).toHaveDisplayValue('東京都');
    expect(screen.getByLabelText(/^市区町村/)).toHaveValue('千代田区千代田');
  });

  it('says in Japanese that an unknown code has no address, and clears nothing', async () => {
    const user = await openRegister(theme);
    await user.type(await screen.findByLabelText(/^市区町村/), '渋谷区神南');
    await user.type(screen.getByLabelText(/^郵便番号/), '0000000');
    expect(await screen.findByText('該当する住所が見つかりませんでした')).toBeInTheDocument();
    expect(screen.getByLabelText(/^市区町村/)).toHaveValue('渋谷区神南');
  });
});
