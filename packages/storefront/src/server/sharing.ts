import { matchRoutes } from 'react-router-dom';
import { COOKIES } from '@mise/store';
import { routesFor } from '../routes/table.js';
import type { Sharing } from '../routes/table.js';

/**
 * Whether a request gets the shop's shared page (routes/table.ts `sharing`), rendered as for a
 * visitor without cookies, or a page of its own. A shopper who unlocked a password-protected
 * tag sees its products on catalogue pages (the tag tokens travel in a cookie), so such a
 * shopper's pages are their own.
 */
export function pageSharing(
  theme: string,
): (pathname: string, cookieNames: ReadonlySet<string>) => Sharing {
  const routes = routesFor(theme).map((route) => ({ path: route.path, sharing: route.sharing }));
  return (pathname, cookieNames) => {
    if (cookieNames.has(COOKIES.tagTokens)) return 'personal';
    const match = matchRoutes(routes, pathname)?.at(-1);
    return match?.route.sharing ?? 'personal';
  };
}
