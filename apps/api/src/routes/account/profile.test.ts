import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastMailTo, login, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { DEMO_PASSWORD } from '../../seed/members.js';

describe('my profile, password and login history', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
  });
  afterAll(() => t.close());

  const profile = {
    last_name: '山田',
    first_name: '太郎',
    last_name_kana: 'ヤマダ',
    first_name_kana: 'タロウ',
    email: 'taro@example.jp',
    postal_code: '100-0005',
    prefecture: '東京都',
    city: '千代田区',
    address1: '丸の内2-2-2',
    cell_phone_number: '09012345678',
    is_receive_newsletter: '0',
  };

  it('updates the profile, ignores the username, and asks to confirm a new address', async () => {
    const token = (await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body
      .access_token as string;
    const res = await standard({
      method: 'PUT',
      url: '/v1/me/user',
      token,
      payload: { ...profile, username: 'hijack' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      address1: '丸の内2-2-2',
      username: 'taro',
      is_receive_newsletter: 0,
      is_email_verified: true,
    });

    const taken = await standard({
      method: 'PUT',
      url: '/v1/me/user',
      token,
      payload: { ...profile, email: 'hanako@example.jp' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['このメールアドレスは既に使用されています'] });

    const moved = await standard({
      method: 'PUT',
      url: '/v1/me/user',
      token,
      payload: { ...profile, email: 'taro.yamada@example.jp' },
    });
    expect(moved.json().data).toMatchObject({
      email: 'taro.yamada@example.jp',
      is_email_verified: false,
    });
    const code = /確認コード: (\d{6})/.exec(
      (await lastMailTo(t.db, 'taro.yamada@example.jp'))!.text,
    )![1];
    const checked = await standard({
      method: 'POST',
      url: '/v1/email-verify/check',
      token,
      payload: { code },
    });
    expect(checked.json()).toEqual({ result: true, is_registered_member: true });
    expect(
      (await standard({ method: 'GET', url: '/v1/me/user', token })).json().data.is_email_verified,
    ).toBe(true);
  });

  it('changes the password only with the current one, and logs out the other sessions', async () => {
    const current = (await login(t.app, 'standard', 'hanako', DEMO_PASSWORD)).body;
    const code = current.verify_code as string;
    const session = (
      await standard({
        method: 'POST',
        url: '/v1/auth/verify',
        payload: { verify_code: code, user_id: current.user_id },
      })
    ).json();
    const other = (await login(t.app, 'standard', 'hanako', DEMO_PASSWORD)).body;
    const otherSession = (
      await standard({
        method: 'POST',
        url: '/v1/auth/verify',
        payload: { verify_code: other.verify_code, user_id: other.user_id },
      })
    ).json();

    const wrong = await standard({
      method: 'PUT',
      url: '/v1/me/password',
      token: session.access_token,
      payload: {
        current_password: 'nope1234',
        password: 'hanako2026',
        password_confirmation: 'hanako2026',
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: '現在のパスワードが正しくありません',
      errors: { current_password: ['現在のパスワードが正しくありません'] },
    });

    const ok = await standard({
      method: 'PUT',
      url: '/v1/me/password',
      token: session.access_token,
      payload: {
        current_password: DEMO_PASSWORD,
        password: 'hanako2026',
        password_confirmation: 'hanako2026',
      },
    });
    expect(ok.json()).toEqual({ result: true });
    expect(
      (await standard({ method: 'GET', url: '/v1/me/user', token: session.access_token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await standard({ method: 'GET', url: '/v1/me/user', token: otherSession.access_token }))
        .statusCode,
    ).toBe(401);
    expect((await login(t.app, 'standard', 'hanako', DEMO_PASSWORD)).status).toBe(401);
    expect((await login(t.app, 'standard', 'hanako', 'hanako2026')).status).toBe(200);
  });

  it('pages the login history newest first', async () => {
    for (let i = 0; i < 3; i += 1) await login(t.app, 'moto', 'rider', DEMO_PASSWORD);
    const token = (await login(t.app, 'moto', 'rider', DEMO_PASSWORD)).body.access_token as string;
    const res = await shop(
      t.app,
      'moto',
    )({ method: 'GET', url: '/v1/me/login-histories?per=3&page=1', token });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'x-total': '4',
      'x-per-page': '3',
      'x-last-page': '2',
      'x-current-page': '1',
    });
    const rows = res.json().data as { id: number; method: string }[];
    expect(rows).toHaveLength(3);
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
    expect(rows[0]!.method).toBe('password');
    const bad = await shop(
      t.app,
      'moto',
    )({ method: 'GET', url: '/v1/me/login-histories?page=０', token });
    expect(bad.statusCode).toBe(422);
  });
});
