import { createMemoryCookies, createStorefrontState } from '@mise/store';
import { ThemeProvider } from '@mise/ui';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { StorefrontContext } from '../src/kit/index.js';
import type { ThemeDefinition } from '../src/kit/index.js';

/**
 * Renders `ui` as a page of `theme` would be: in a data router (the default layout asks the
 * page whether to hide the header or footer), with the store and the storefront context. Its
 * API client points nowhere: a part that calls it is not for this helper.
 */
export function renderInTheme(theme: ThemeDefinition, ui: ReactNode): RenderResult {
  const { store, api } = createStorefrontState({
    api: { baseURL: 'http://127.0.0.1:9', channel: theme.channel },
    cookies: createMemoryCookies(),
  });
  const ctx = { store, api, theme, isServer: false, origin: 'https://shop.example' };
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
