import { matchRoutes } from 'react-router-dom';
import { COOKIES } from '@mise/store';
import { routesFor } from '../routes/table.js';
import type { Sharing } from '../routes/table.js';

const KNOWN_PATHS = 5_000;

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
  // matchRoutes ranks the whole route table at every call: a path's answer is kept instead
  // (bounded, as paths are the visitors' to choose).
  const known = new Map<string, Sharing>();
  return (pathname, cookieNames) => {
    if (cookieNames.has(COOKIES.tagTokens)) return 'personal';
    let sharing = known.get(pathname);
    if (sharing === undefined) {
      sharing = matchRoutes(routes, pathname)?.at(-1)?.route.sharing ?? 'personal';
      if (known.size >= KNOWN_PATHS) known.clear();
      known.set(pathname, sharing);
    }
    return sharing;
  };
}
