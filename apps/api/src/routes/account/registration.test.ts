import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastMailTo, login, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { DEMO_PASSWORD } from '../../seed/members.js';
import { settings } from '../../db/schema.js';

const consumer = {
  last_name: '田中',
  first_name: '美咲',
  last_name_kana: 'タナカ',
  first_name_kana: 'ミサキ',
  email: 'misaki@example.jp',
  postal_code: '150-0001',
  prefecture: '東京都',
  city: '渋谷区',
  address1: '神宮前1-2-3',
  address2: '',
  phone_number: '',
  cell_phone_number: '08011112222',
  gender: '2',
  birthday: { year: '1995', month: '6', day: '15' },
  is_receive_newsletter: '1',
  username: 'misaki',
  password: 'misaki2026',
  password_confirmation: 'misaki2026',
  question_ct: '4',
  answer: 'カレー',
};

describe('registration and e-mail verification', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
  });
  afterAll(() => t.close());

  it('registers a pending member who becomes a registered member with the mailed code', async () => {
    const res = await standard({ method: 'POST', url: '/v1/users', payload: consumer });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: { email: 'misaki@example.jp', is_registered_member: false },
      message: expect.stringContaining('確認コード') as string,
    });
    const code = res.json().verify_code as string;
    expect((await lastMailTo(t.db, 'misaki@example.jp'))?.text).toContain(code);

    // Before the check the password works but gives no token.
    const early = await login(t.app, 'standard', 'misaki', 'misaki2026');
    expect(early.body).toMatchObject({ is_registered_member: false, is_verify: false });
    expect(early.body).not.toHaveProperty('access_token');

    const wrong = await standard({
      method: 'POST',
      url: '/v1/email-verify/check',
      payload: { email: 'misaki@example.jp', code: '12345' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      code: ['確認コードが正しくないか、有効期限が切れています'],
    });
    const tooLong = await standard({
      method: 'POST',
      url: '/v1/email-verify/check',
      payload: { email: 'misaki@example.jp', code: '1'.repeat(21) },
    });
    expect(tooLong.json()).toEqual({
      message: '入力内容に誤りがあります',
      errors: { code: ['確認コードは20文字以内で入力してください'] },
    });

    const ok = await standard({
      method: 'POST',
      url: '/v1/email-verify/check',
      payload: { email: 'misaki@example.jp', code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ result: true, is_registered_member: true });
    const me = await standard({ method: 'GET', url: '/v1/me/user', token: ok.json().access_token });
    expect(me.json().data).toMatchObject({
      email: 'misaki@example.jp',
      username: 'misaki',
      postal_code: '1500001',
      birthday: '1995-06-15',
      gender: 2,
      is_receive_newsletter: 1,
      is_registered_member: true,
      is_email_verified: true,
    });
    expect(
      (await login(t.app, 'standard', 'misaki@example.jp', 'misaki2026')).body.access_token,
    ).toBeDefined();
  });

  it('answers a registration with a known address like a new one and tells the owner by mail', async () => {
    const res = await standard({
      method: 'POST',
      url: '/v1/users',
      payload: { ...consumer, email: 'taro@example.jp', username: '' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: { email: 'taro@example.jp', is_registered_member: false },
    });
    expect((await lastMailTo(t.db, 'taro@example.jp'))?.subject).toContain('会員登録のお申し込み');
    // The existing password is untouched.
    expect((await login(t.app, 'standard', 'taro@example.jp', DEMO_PASSWORD)).status).toBe(200);
  });

  it('checks every field with the form rules in Japanese', async () => {
    const res = await standard({
      method: 'POST',
      url: '/v1/users',
      payload: {
        ...consumer,
        email: 'new@example.jp',
        username: 'new',
        postal_code: '１５０－０００１',
        last_name: '田'.repeat(10_000),
        first_name_kana: 'ﾐｻｷ',
        cell_phone_number: '',
        password: 'short',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: '入力内容に誤りがあります',
      errors: {
        postal_code: ['郵便番号は郵便番号の形式で入力してください。　例：123-4567'],
        last_name: ['姓は50文字以内で入力してください'],
        first_name_kana: ['メイは全角カタカナで入力してください'],
        phone_number: ['いずれかは必須項目です'],
        cell_phone_number: ['いずれかは必須項目です'],
        password: [
          'パスワードは8文字以上で入力してください',
          'パスワードは半角英字と数字を組み合わせて入力してください（使える記号は - _ . です）',
        ],
        password_confirmation: ['パスワードと確認用パスワードが一致しません'],
      },
    });
    const wrongTypes = await standard({
      method: 'POST',
      url: '/v1/users',
      payload: { ...consumer, email: { a: 1 }, answer: ['x'] },
    });
    expect(wrongTypes.statusCode).toBe(422);
    expect(wrongTypes.json().message).toBe('入力内容に誤りがあります');
  });

  it('refuses a username already taken', async () => {
    const res = await standard({
      method: 'POST',
      url: '/v1/users',
      payload: { ...consumer, email: 'other@example.jp', username: 'TARO' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ username: ['このユーザー名は既に使用されています'] });
  });

  it('asks business registrations for the company and the orderer', async () => {
    const business = shop(t.app, 'business');
    const missing = await business({
      method: 'POST',
      url: '/v1/users',
      payload: { ...consumer, postal_code: '1500001' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      company_name: ['会社名は必須項目です'],
      orderer_name: ['発注者名は必須項目です'],
    });
    const ok = await business({
      method: 'POST',
      url: '/v1/users',
      payload: {
        ...consumer,
        postal_code: '1500001',
        company_name: '有限会社田中商店',
        orderer_name: '田中美咲',
        department: '',
      },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('gives an empty member with the security questions for the form', async () => {
    const res = await standard({ method: 'GET', url: '/v1/users/dummy' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ last_name: '', email: '', password: '' });
    expect(res.json().data.reminder).toHaveLength(4);
    expect(res.json().data.reminder[0]).toEqual({ value: 1, label: 'はじめて飼ったペットの名前' });
  });

  it('resends a verification code without telling whether the address exists', async () => {
    const known = await standard({
      method: 'POST',
      url: '/v1/email-verify/request',
      payload: { email: 'taro@example.jp' },
    });
    const unknown = await standard({
      method: 'POST',
      url: '/v1/email-verify/request',
      payload: { email: 'nobody@example.jp' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('registration with a school key (MEMBER.SCHOOL_KEY.IS_REQUIRED)', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    await t.db
      .insert(settings)
      .values({ channelId: 'standard', key: 'MEMBER.SCHOOL_KEY.IS_REQUIRED', value: true });
  });
  afterAll(() => t.close());

  const register = (email: string, extra: Record<string, unknown>, channel = 'standard') =>
    shop(
      t.app,
      channel,
    )({
      method: 'POST',
      url: '/v1/users',
      payload: { ...consumer, username: '', email, ...extra },
    });

  it('refuses a registration without a key or with an unknown one, on the key field', async () => {
    const missing = await register('nokey@example.jp', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: '学校キーを入力してください',
      errors: { school_key: ['学校キーを入力してください'] },
    });
    const wrong = await register('wrongkey@example.jp', { school_key: 'NOT-A-KEY' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      school_key: ['学校キーが正しくありません。学校からお知らせしたキーをご確認ください'],
    });
    // Nothing was registered: no verification mail went out.
    expect(await lastMailTo(t.db, 'wrongkey@example.jp')).toBeUndefined();
  });

  it("records the key's school as the member's school, whatever 学校名 was sent", async () => {
    const res = await register('school@example.jp', {
      school_key: ' KNN-3307-JH ',
      school: '自称の学校',
    });
    expect(res.statusCode).toBe(201);
    const code = res.json().verify_code as string;
    const ok = await standard({
      method: 'POST',
      url: '/v1/email-verify/check',
      payload: { email: 'school@example.jp', code },
    });
    const me = await standard({ method: 'GET', url: '/v1/me/user', token: ok.json().access_token });
    expect(me.json().data).toMatchObject({ email: 'school@example.jp', school: '港南中学校' });
  });

  it('asks no key in a shop without the setting, and keeps the 学校名 sent', async () => {
    const res = await register('noschool@example.jp', { school: '港南中学校' }, 'moto');
    expect(res.statusCode).toBe(201);
  });
});
