import { checkReminder, fetchLoginHistory, fetchRegistrationTemplate } from '@mise/store';
import type { PageLoader } from '../../kit/index.js';
import { memberLoader } from '../../kit/index.js';
import { requestPage } from '../../shared/page-param.js';
import { profileLoader } from './profile/loaders.js';

/** A reminder mail's link (?token): still valid, and the member's security question. */
const reminderLink: PageLoader = async ({ store }, { request }) => {
  const token = new URL(request.url).searchParams.get('token');
  if (token) await store.dispatch(checkReminder(token));
  return null;
};

/** Data of the account pages the server paints with them. */
export const ACCOUNT_LOADERS: Record<string, PageLoader> = {
  // The form's starting values and the reminder's questions; never critical (the form has its own).
  register: async (ctx) => {
    await ctx.store.dispatch(fetchRegistrationTemplate());
    return null;
  },
  reminderReset: reminderLink,
  reminderUsernameReset: reminderLink,
  // My page's top and the verification page show the member's profile.
  mypage: profileLoader,
  verify: profileLoader,
  // The page in the URL; a failure is the page's 読み込めませんでした.
  mypageLoginHistory: memberLoader(async (ctx, { request }) => {
    await ctx.store.dispatch(fetchLoginHistory(requestPage(request)));
  }),
};
