import { LoginPage } from './LoginPage.js';
import { LoginSyncPage } from './LoginSyncPage.js';
import { LoginUnlockPage } from './LoginUnlockPage.js';
import { MypageLogoutPage } from './MypageLogoutPage.js';
import { MypagePage } from './MypagePage.js';
import { MypagePasswordPage } from './MypagePasswordPage.js';
import { OauthCallbackPage } from './OauthCallbackPage.js';
import { RegisterCompletePage } from './RegisterCompletePage.js';
import { RegisterPage } from './RegisterPage.js';
import { ReminderPage } from './ReminderPage.js';
import { ReminderResetPage } from './ReminderResetPage.js';
import { ReminderUsernamePage } from './ReminderUsernamePage.js';
import { ReminderUsernameResetPage } from './ReminderUsernameResetPage.js';
import { VerifyEmailPage } from './VerifyEmailPage.js';
import { VerifyPage } from './VerifyPage.js';

export {
  LoginPage,
  LoginSyncPage,
  LoginUnlockPage,
  MypageLogoutPage,
  MypagePage,
  MypagePasswordPage,
  OauthCallbackPage,
  RegisterCompletePage,
  RegisterPage,
  ReminderPage,
  ReminderResetPage,
  ReminderUsernamePage,
  ReminderUsernameResetPage,
  VerifyEmailPage,
  VerifyPage,
};
export { startOauthLogin } from './OauthCallbackPage.js';

export { ACCOUNT_PAGES } from './registry.js';
export { ACCOUNT_LOADERS } from './loaders.js';
export { PROFILE_LOADERS } from './profile/loaders.js';
