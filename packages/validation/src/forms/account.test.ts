import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import {
  emailCodeSchema,
  loginCodeSchema,
  businessProfileSchema,
  businessRegistrationSchema,
  consumerProfileSchema,
  consumerRegistrationSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetSchema,
  reminderSchema,
} from './account.js';

const consumer = {
  last_name: '山田',
  first_name: '太郎',
  last_name_kana: 'ヤマダ',
  first_name_kana: 'タロウ',
  email: 'taro@example.jp',
  postal_code: '100-0001',
  prefecture: '東京都',
  city: '千代田区',
  address1: '千代田1-1',
  address2: '',
  phone_number: '',
  cell_phone_number: '09012345678',
  gender: '',
  birthday: { year: '1990', month: '4', day: '1' },
  is_receive_newsletter: '1',
  job: '',
  school: '',
};

const business = {
  ...consumer,
  postal_code: '1000001',
  company_name: '株式会社見世商事',
  department: '購買部 課長',
  orderer_name: '山田太郎',
  contact_phone_number: '0312345678',
  fax: '0312345679',
};

const registration = {
  username: 'taro2026',
  password: 'mise2026',
  password_confirmation: 'mise2026',
  question_ct: '1',
  answer: 'ポチ',
};

describe('consumer member forms', () => {
  it('accepts a complete profile', () => {
    expect(formErrors(consumerProfileSchema, consumer)).toEqual({});
  });

  it('names each missing required field', () => {
    expect(formErrors(consumerProfileSchema, {})).toEqual({
      last_name: '姓は必須項目です',
      first_name: '名は必須項目です',
      last_name_kana: 'セイは必須項目です',
      first_name_kana: 'メイは必須項目です',
      email: 'メールアドレスは必須項目です',
      postal_code: '郵便番号は必須項目です',
      prefecture: '都道府県を選択してください',
      city: '市区町村は必須項目です',
      address1: '丁目・番地・号は必須項目です',
      phone_number: 'いずれかは必須項目です',
      cell_phone_number: 'いずれかは必須項目です',
      is_receive_newsletter: 'メールマガジンを選択してください',
    });
  });

  it('checks name scripts, postal code, phones and birthday', () => {
    expect(
      formErrors(consumerProfileSchema, {
        ...consumer,
        last_name: 'Yamada',
        first_name_kana: 'たろう',
        postal_code: '１００－０００１',
        cell_phone_number: '090-1234-5678',
        birthday: { year: '1990', month: '2', day: '30' },
        gender: '9',
      }),
    ).toEqual({
      last_name: '姓は全角で入力してください',
      first_name_kana: 'メイは全角カタカナで入力してください',
      postal_code: '郵便番号は郵便番号の形式で入力してください。　例：123-4567',
      cell_phone_number: '携帯電話番号は半角数字11桁以内で入力してください',
      birthday: '日付が無効です',
      gender: '性別を選択してください',
    });
  });

  it('registration adds username, password with confirmation and the security question', () => {
    expect(formErrors(consumerRegistrationSchema, { ...consumer, ...registration })).toEqual({});
    expect(
      formErrors(consumerRegistrationSchema, {
        ...consumer,
        username: 'taro-2026',
        password: 'password',
        password_confirmation: 'passw0rd',
        question_ct: '',
        answer: '',
      }),
    ).toEqual({
      username: 'ユーザー名は半角英数字で入力してください',
      password:
        'パスワードは半角英字と数字を組み合わせて入力してください（使える記号は - _ . です）',
      password_confirmation: 'パスワードと確認用パスワードが一致しません',
      question_ct: '秘密の質問を選択してください',
      answer: '秘密の質問の答えは必須項目です',
    });
  });

  it('the profile form has no password or username fields', () => {
    expect(Object.keys(consumerProfileSchema.fields)).not.toContain('password');
    expect(Object.keys(consumerProfileSchema.fields)).not.toContain('username');
  });
});

describe('business member forms', () => {
  it('accepts a complete business profile and registration', () => {
    expect(formErrors(businessProfileSchema, business)).toEqual({});
    expect(formErrors(businessRegistrationSchema, { ...business, ...registration })).toEqual({});
  });

  it('requires the company name and the orderer name, not the department', () => {
    const errors = formErrors(businessProfileSchema, {
      ...business,
      company_name: ' ',
      orderer_name: '',
      department: '',
    });
    expect(errors).toEqual({
      company_name: '会社名は必須項目です',
      orderer_name: '発注者名は必須項目です',
    });
  });

  it('limits company name and department to 250 characters', () => {
    const ok = formErrors(businessProfileSchema, {
      ...business,
      company_name: '株'.repeat(250),
      department: '部'.repeat(250),
    });
    expect(ok).toEqual({});
    const errors = formErrors(businessProfileSchema, {
      ...business,
      company_name: '株'.repeat(251),
      department: '部'.repeat(251),
    });
    expect(errors).toEqual({
      company_name: '会社名は250文字以内で入力してください',
      department: '部署名・役職は250文字以内で入力してください',
    });
  });

  it('takes the postal code as 7 half-width digits and phones as digits only', () => {
    const errors = formErrors(businessProfileSchema, {
      ...business,
      postal_code: '100-0001',
      contact_phone_number: '03-1234-5678',
      fax: '031234567890',
    });
    expect(errors).toEqual({
      postal_code: '郵便番号は半角数字7桁で入力してください',
      contact_phone_number: '連絡先電話番号は半角数字11桁以内で入力してください',
      fax: 'FAX番号は半角数字11桁以内で入力してください',
    });
  });
});

describe('login, password and reminder forms', () => {
  it('login needs an id and a password', () => {
    expect(formErrors(loginSchema, { login_id: 'taro@example.jp', password: 'x' })).toEqual({});
    expect(formErrors(loginSchema, { login_id: '', password: '' })).toEqual({
      login_id: 'メールアドレスまたはユーザー名は必須項目です',
      password: 'パスワードは必須項目です',
    });
  });

  it('password change checks the new password and its confirmation', () => {
    expect(
      formErrors(passwordChangeSchema, {
        current_password: 'old',
        password: 'newpass12',
        password_confirmation: 'newpass12',
      }),
    ).toEqual({});
    expect(
      formErrors(passwordChangeSchema, {
        current_password: '',
        password: 'short1',
        password_confirmation: '',
      }),
    ).toEqual({
      current_password: '現在のパスワードは必須項目です',
      password: '新しいパスワードは8文字以上で入力してください',
      password_confirmation: 'パスワード（確認用）は必須項目です',
    });
  });

  it('reminder needs a valid e-mail address', () => {
    expect(formErrors(reminderSchema, { email: 'taro@example.jp' })).toEqual({});
    expect(formErrors(reminderSchema, { email: 'taro' })).toEqual({
      email: 'メールアドレスはメールアドレスの形式で入力してください',
    });
  });

  it('password reset needs the answer and a confirmed new password', () => {
    expect(
      formErrors(passwordResetSchema, {
        answer: 'ポチ',
        password: 'mise2026',
        password_confirmation: 'mise2026',
      }),
    ).toEqual({});
    expect(
      formErrors(passwordResetSchema, {
        answer: '',
        password: 'mise2026',
        password_confirmation: 'mise2025',
      }),
    ).toEqual({
      answer: '秘密の質問の答えは必須項目です',
      password_confirmation: 'パスワードと確認用パスワードが一致しません',
    });
  });

  it('mailed codes are required and at most 20 characters', () => {
    expect(formErrors(loginCodeSchema, { verify_code: ' 123456 ' })).toEqual({});
    expect(formErrors(loginCodeSchema, { verify_code: '' })).toEqual({
      verify_code: '認証コードは必須項目です',
    });
    expect(formErrors(emailCodeSchema, { code: '1'.repeat(21) })).toEqual({
      code: '確認コードは20文字以内で入力してください',
    });
  });
});
