import { fetchUser } from '@mise/store';
import { memberLoader } from '../../../kit/index.js';
import type { PageLoader } from '../../../kit/index.js';

/**
 * The member's profile, for the pages that show it (useMember): loaded with the page so a route
 * change shows it at once, as the server does. Asked only while the store lacks it and no read
 * is out (the shop's preparation usually brought it already; a failed read is tried again, as
 * the page once did on opening). Never critical: the page shows its own 読み込めませんでした.
 */
export const profileLoader = memberLoader(async (ctx) => {
  const { user } = ctx.store.getState();
  if (!user.data && user.status !== 'loading') await ctx.store.dispatch(fetchUser());
});

export const PROFILE_LOADERS: Record<string, PageLoader> = {
  mypageUserInfo: profileLoader,
  mypageUserInfoEdit: profileLoader,
  mypageLeave: profileLoader,
};
