import type { ReactNode } from 'react';
import { ShopProviders } from '../kit/index.js';
import type { StorefrontContextValue } from '../kit/index.js';

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
