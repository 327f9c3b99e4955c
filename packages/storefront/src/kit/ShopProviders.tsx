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
