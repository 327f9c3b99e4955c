import { lazyPage } from '../../kit/index.js';
import type { LazyPage } from '../../kit/index.js';
import { LOGIN_HISTORY_PAGES } from './login-history/registry.js';
import { PROFILE_PAGES } from './profile/registry.js';

/**
 * Account entry, the member's home, profile and login history, by route id, each a chunk of its own (formik, yup and
 * the forms load only when one of these pages is entered). Nothing here imports a page module
 * statically, or the bundler would pull it into the entry chunk.
 */
export const ACCOUNT_PAGES: Record<string, LazyPage> = {
  ...LOGIN_HISTORY_PAGES,
  ...PROFILE_PAGES,
  login: lazyPage(() => import('./LoginPage.js').then((m) => m.LoginPage)),
  loginUnlock: lazyPage(() => import('./LoginUnlockPage.js').then((m) => m.LoginUnlockPage)),
  loginSync: lazyPage(() => import('./LoginSyncPage.js').then((m) => m.LoginSyncPage)),
  register: lazyPage(() => import('./RegisterPage.js').then((m) => m.RegisterPage)),
  registerComplete: lazyPage(() =>
    import('./RegisterCompletePage.js').then((m) => m.RegisterCompletePage),
  ),
  verify: lazyPage(() => import('./VerifyPage.js').then((m) => m.VerifyPage)),
  verifyEmail: lazyPage(() => import('./VerifyEmailPage.js').then((m) => m.VerifyEmailPage)),
  reminder: lazyPage(() => import('./ReminderPage.js').then((m) => m.ReminderPage)),
  reminderReset: lazyPage(() => import('./ReminderResetPage.js').then((m) => m.ReminderResetPage)),
  reminderUsername: lazyPage(() =>
    import('./ReminderUsernamePage.js').then((m) => m.ReminderUsernamePage),
  ),
  reminderUsernameReset: lazyPage(() =>
    import('./ReminderUsernameResetPage.js').then((m) => m.ReminderUsernameResetPage),
  ),
  mypage: lazyPage(() => import('./MypagePage.js').then((m) => m.MypagePage)),
  mypageLogout: lazyPage(() => import('./MypageLogoutPage.js').then((m) => m.MypageLogoutPage)),
  mypagePassword: lazyPage(() =>
    import('./MypagePasswordPage.js').then((m) => m.MypagePasswordPage),
  ),
  oauthCallback: lazyPage(() => import('./OauthCallbackPage.js').then((m) => m.OauthCallbackPage)),
};
