// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { createMemoryCookies, createStorefrontState } from '@mise/store';
import { motoTheme, standardTheme, ThemeProvider } from '@mise/ui';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ThemeDefinition } from './theme.js';
import { StorefrontContext } from './context.js';
import { NoImage, PageTemplate, SingleItemTemplate } from './templates.js';

const MOTO: ThemeDefinition = {
  name: 'moto',
  channel: 'moto',
  siteName: 'テストモト',
  tokens: motoTheme,
  // The templates render inside a page: no layout of the theme is used here.
  layouts: {} as ThemeDefinition['layouts'],
  templates: {
    page: { variant: 'band', width: 880 },
    singleItem: { columns: [3, 2], titleVariant: 'heavy', density: 'roomy' },
    noImage: { variant: 'solid', shape: 'landscape' },
  },
};

function renderIn(theme: ThemeDefinition, ui: ReactNode) {
  const { store, api } = createStorefrontState({
    api: { baseURL: 'http://127.0.0.1:9', channel: theme.channel },
    cookies: createMemoryCookies(),
  });
  const ctx = { store, api, theme, isServer: false, origin: 'https://shop.example' };
  // A data router and the store, as in the shop.
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: ['/guide/shipping'],
  });
  return render(
    <StorefrontContext.Provider value={ctx}>
      <Provider store={store}>
        <ThemeProvider theme={theme.tokens}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </Provider>
    </StorefrontContext.Provider>,
  );
}

afterEach(cleanup);

describe('templates in a theme', () => {
  it("lay out a page in the theme's look, with the page's title and canonical URL", () => {
    renderIn(
      MOTO,
      <PageTemplate title="配送について" description="送料と発送日のご案内です。">
        <p>本文</p>
      </PageTemplate>,
    );
    expect(document.title).toBe('配送について | テストモト');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '送料と発送日のご案内です。',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://shop.example/guide/shipping',
    );
    // The moto look: the title band comes before the trail.
    const title = screen.getByRole('heading', { level: 1, name: '配送について' });
    const trail = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(title.compareDocumentPosition(trail) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("use the components' defaults in a theme without a look of its own", () => {
    renderIn(
      { ...MOTO, templates: undefined, tokens: standardTheme },
      <SingleItemTemplate
        title="冬季休業"
        trail={[{ label: 'お知らせ', to: '/news' }]}
        media={<NoImage />}
      >
        <p>休業のご案内</p>
      </SingleItemTemplate>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '冬季休業' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'お知らせ' })).toHaveAttribute('href', '/news');
    expect(screen.getByText('画像はありません')).toBeVisible();
  });
});
