import { boolean, object, string } from 'yup';
import type { InferType } from 'yup';
import { messages } from '../messages.js';
import { GENDERS, NEWSLETTER_OPTIONS, SECURITY_QUESTIONS } from '../options.js';
import {
  code,
  dateBirth,
  email,
  halfWidthAlphaNum,
  maxLength,
  password,
  phoneDigits,
  postalCode7,
  required,
} from '../rules.js';
import { memberEmail, memberPhones, personName, postalAddress, req } from './fields.js';
import { SCHOOL_KEY_MAX_LENGTH } from './school.js';

const passwordConfirmation = string()
  .nullable()
  .required(req('パスワード（確認用）'))
  .test('confirmed', messages.passwordConfirmation, function (value) {
    return value === (this.parent as { password?: unknown }).password;
  });

const secret = {
  question_ct: code('秘密の質問', SECURITY_QUESTIONS).required(messages.select('秘密の質問')),
  answer: required('秘密の質問の答え').max(100, messages.maxLength('秘密の質問の答え', 100)),
};

const profile = {
  ...personName,
  ...memberEmail,
  ...postalAddress,
  ...memberPhones,
  gender: code('性別', GENDERS),
  birthday: dateBirth('生年月日'),
  is_receive_newsletter: code('メールマガジン', NEWSLETTER_OPTIONS).required(
    messages.select('メールマガジン'),
  ),
};

/** Consumer member profile (/mypage/user_info/edit). The username is never sent on update. */
export const consumerProfileSchema = object({
  ...profile,
  job: maxLength('職業', 100),
  school: maxLength('学校名', 100),
});
export type ConsumerProfileValues = InferType<typeof consumerProfileSchema>;

/**
 * Business member profile: company name required (max 250), department or position
 * optional (max 250), the orderer's name required; postal code as 7 digits; phones,
 * contact phone and fax as half-width digits.
 */
export const businessProfileSchema = object({
  ...profile,
  postal_code: postalCode7('郵便番号').required(req('郵便番号')),
  company_name: required('会社名').max(250, messages.maxLength('会社名', 250)),
  department: maxLength('部署名・役職', 250),
  orderer_name: required('発注者名').max(100, messages.maxLength('発注者名', 100)),
  contact_phone_number: phoneDigits('連絡先電話番号'),
  fax: phoneDigits('FAX番号'),
  job: maxLength('業種', 100),
});
export type BusinessProfileValues = InferType<typeof businessProfileSchema>;

const registration = {
  username: halfWidthAlphaNum('ユーザー名').max(50, messages.maxLength('ユーザー名', 50)),
  password: password('パスワード'),
  password_confirmation: passwordConfirmation,
  ...secret,
  /** Asked only by a shop with MEMBER.SCHOOL_KEY.IS_REQUIRED; the server checks it then. */
  school_key: maxLength('学校キー', SCHOOL_KEY_MAX_LENGTH),
};

/** Consumer member registration (/register). */
export const consumerRegistrationSchema = consumerProfileSchema.shape(registration);
export type ConsumerRegistrationValues = InferType<typeof consumerRegistrationSchema>;

/** Business member registration (/register on the business shop). */
export const businessRegistrationSchema = businessProfileSchema.shape(registration);
export type BusinessRegistrationValues = InferType<typeof businessRegistrationSchema>;

/** /login: an e-mail address or a username, and the password. */
export const loginSchema = object({
  login_id: required('メールアドレスまたはユーザー名').max(
    255,
    messages.maxLength('メールアドレスまたはユーザー名', 255),
  ),
  password: string().nullable().required(req('パスワード')),
  remember: boolean(),
});
export type LoginValues = InferType<typeof loginSchema>;

/** /mypage/password. The current password is only checked by the server. */
export const passwordChangeSchema = object({
  current_password: string().nullable().required(req('現在のパスワード')),
  password: password('新しいパスワード'),
  password_confirmation: passwordConfirmation,
});
export type PasswordChangeValues = InferType<typeof passwordChangeSchema>;

/** /reminder and /reminder/username: where to send the reminder mail. */
export const reminderSchema = object({
  email: email('メールアドレス').required(req('メールアドレス')),
});
export type ReminderValues = InferType<typeof reminderSchema>;

/** /reminder/reset: the answer to the member's security question and a new password. */
export const passwordResetSchema = object({
  answer: secret.answer,
  password: password('新しいパスワード'),
  password_confirmation: passwordConfirmation,
});
export type PasswordResetValues = InferType<typeof passwordResetSchema>;

/** A one-time code mailed to the member; a code is never longer than 20 characters. */
export function mailedCode(label: string) {
  return required(label).max(20, messages.maxLength(label, 20));
}

/** The login's second step (/login, 認証コード mailed after the password). */
export const loginCodeSchema = object({ verify_code: mailedCode('認証コード') });
export type LoginCodeValues = InferType<typeof loginCodeSchema>;

/** The e-mail confirmation of registration or of a changed address (/verify, 確認コード). */
export const emailCodeSchema = object({ code: mailedCode('確認コード') });
export type EmailCodeValues = InferType<typeof emailCodeSchema>;
