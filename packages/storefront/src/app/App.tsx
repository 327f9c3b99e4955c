import { themeFromColorScheme, ThemeProvider } from '@mise/ui';
import { selectBreakpoints, selectColorScheme, useAppSelector } from '@mise/store';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { StorefrontContext } from './context.js';
import type { StorefrontContextValue } from './context.js';

function ThemedShop({ children, ctx }: { children: ReactNode; ctx: StorefrontContextValue }) {
  const scheme = useAppSelector(selectColorScheme);
  const breakpoints = useAppSelector(selectBreakpoints);
  return (
    <ThemeProvider theme={themeFromColorScheme(ctx.theme.tokens, scheme, breakpoints)}>
      {children}
    </ThemeProvider>
  );
}

/** The store, the storefront context and the shop's styled-components theme (the app and each island). */
export function ShopProviders({
  ctx,
  children,
}: {
  ctx: StorefrontContextValue;
  children: ReactNode;
}) {
  return (
    <Provider store={ctx.store}>
      <StorefrontContext.Provider value={ctx}>
        <ThemedShop ctx={ctx}>{children}</ThemedShop>
      </StorefrontContext.Provider>
    </Provider>
  );
}

/** The whole document, the same on the server and in the browser (hydrated as one). */
export function App({ ctx, children }: { ctx: StorefrontContextValue; children: ReactNode }) {
  return (
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No favicon file: an empty icon keeps browsers from asking for /favicon.ico. */}
        <link rel="icon" href="data:," />
      </head>
      <body>
        <ShopProviders ctx={ctx}>{children}</ShopProviders>
      </body>
    </html>
  );
}
