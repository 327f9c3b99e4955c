import type { PageLoader } from './route.js';

/**
 * The loader of a member's page: it loads only for a known member. A server that could not
 * check the session (an expired token without its refresh cookie) renders the page as a
 * spinner; the browser loads the data once it has checked (PageOutlet). A member's data is
 * never critical: `load` leaves a failed call to the page (its 読み込めませんでした state) and
 * throws only what the page does not show itself (notFound()).
 */
export function memberLoader(load: PageLoader): PageLoader {
  return async (ctx, args) => {
    if (!ctx.store.getState().auth.isLogin) return null;
    await load(ctx, args);
    return null;
  };
}
