import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastMailTo, login, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { DEMO_ANSWER, DEMO_PASSWORD } from '../../seed/members.js';

describe('reminders', () => {
  let t: TestApp;
  let moto: ReturnType<typeof shop>;
  beforeAll(async () => {
    t = await createTestApp();
    moto = shop(t.app, 'moto');
  });
  afterAll(() => t.close());

  async function requestLink(email: string, type?: 'password' | 'username') {
    const res = await moto({
      method: 'POST',
      url: '/v1/reminder/request',
      payload: { email, ...(type ? { type } : {}) },
    });
    const mail = await lastMailTo(t.db, email);
    return { res, token: mail ? /token=([\w-]+)/.exec(mail.text)?.[1] : undefined, mail };
  }

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const known = await requestLink('rider@example.jp');
    const unknown = await requestLink('nobody@example.jp');
    expect(known.res.statusCode).toBe(200);
    expect(unknown.res.json()).toEqual(known.res.json());
    expect(known.mail?.text).toContain('/reminder/reset?token=');
    expect(unknown.mail).toBeUndefined();
    const invalid = await moto({
      method: 'POST',
      url: '/v1/reminder/request',
      payload: { email: 'rider' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      email: ['メールアドレスはメールアドレスの形式で入力してください'],
    });
  });

  it('checks the link and gives the security question', async () => {
    const { token } = await requestLink('rider@example.jp');
    const res = await moto({ method: 'POST', url: '/v1/reminder/check', payload: { token } });
    expect(res.json()).toEqual({ result: true, type: 'password', question_ct: 1 });
    const bad = await moto({
      method: 'POST',
      url: '/v1/reminder/check',
      payload: { token: 'nope' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(
      'URLが無効か、有効期限が切れています。もう一度はじめからお手続きください。',
    );
    // A link of one shop is not valid in another.
    expect(
      (
        await shop(
          t.app,
          'standard',
        )({ method: 'POST', url: '/v1/reminder/check', payload: { token } })
      ).statusCode,
    ).toBe(422);
  });

  it('resets the password with the right answer, logs in, and works once', async () => {
    const { token } = await requestLink('rider@example.jp');
    const wrong = await moto({
      method: 'POST',
      url: '/v1/reminder/reset',
      payload: { token, answer: 'タマ', password: 'rider2026', password_confirmation: 'rider2026' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ answer: ['秘密の質問の答えが正しくありません'] });

    const mismatch = await moto({
      method: 'POST',
      url: '/v1/reminder/reset',
      payload: {
        token,
        answer: DEMO_ANSWER,
        password: 'rider2026',
        password_confirmation: 'rider2025',
      },
    });
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['パスワードと確認用パスワードが一致しません'],
    });

    // Width and spaces of the answer do not matter.
    const ok = await moto({
      method: 'POST',
      url: '/v1/reminder/reset',
      payload: {
        token,
        answer: ` ﾎﾟﾁ `,
        password: 'rider2026',
        password_confirmation: 'rider2026',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ result: true, is_verify: false, token_type: 'Bearer' });
    expect(typeof ok.json().access_token).toBe('string');
    expect((await login(t.app, 'moto', 'rider', DEMO_PASSWORD)).status).toBe(401);
    expect((await login(t.app, 'moto', 'rider', 'rider2026')).status).toBe(200);

    const reuse = await moto({
      method: 'POST',
      url: '/v1/reminder/reset',
      payload: {
        token,
        answer: DEMO_ANSWER,
        password: 'rider2027',
        password_confirmation: 'rider2027',
      },
    });
    expect(reuse.statusCode).toBe(422);
  });

  it('gives up on a link after five wrong answers', async () => {
    const { token } = await requestLink('rider@example.jp');
    for (let i = 0; i < 5; i += 1) {
      await moto({
        method: 'POST',
        url: '/v1/reminder/reset',
        payload: {
          token,
          answer: `ちがう${i}`,
          password: 'rider2028',
          password_confirmation: 'rider2028',
        },
      });
    }
    const late = await moto({
      method: 'POST',
      url: '/v1/reminder/reset',
      payload: {
        token,
        answer: DEMO_ANSWER,
        password: 'rider2028',
        password_confirmation: 'rider2028',
      },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('reminder_invalid');
  });

  it('a reset unlocks a locked account', async () => {
    const standard = shop(t.app, 'standard');
    for (let i = 0; i < 5; i += 1) await login(t.app, 'standard', 'taro', 'wrongpass1');
    expect((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).status).toBe(423);
    await standard({
      method: 'POST',
      url: '/v1/reminder/request',
      payload: { email: 'taro@example.jp' },
    });
    const token = /reminder\/reset\?token=([\w-]+)/.exec(
      (await lastMailTo(t.db, 'taro@example.jp'))!.text,
    )![1];
    const ok = await standard({
      method: 'POST',
      url: '/v1/reminder/reset',
      payload: {
        token,
        answer: DEMO_ANSWER,
        password: 'taro2026',
        password_confirmation: 'taro2026',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(t.app, 'standard', 'taro', 'taro2026')).status).toBe(200);
  });

  it('tells the username after the security answer', async () => {
    const business = shop(t.app, 'business');
    await business({
      method: 'POST',
      url: '/v1/reminder/request',
      payload: { email: 'buyer@example.co.jp', type: 'username' },
    });
    const mail = await lastMailTo(t.db, 'buyer@example.co.jp');
    expect(mail?.text).toContain('/reminder/username/reset?token=');
    const token = /token=([\w-]+)/.exec(mail!.text)![1];
    expect(
      (await business({ method: 'POST', url: '/v1/reminder/check', payload: { token } })).json(),
    ).toEqual({
      result: true,
      type: 'username',
      question_ct: 1,
    });
    const empty = await business({
      method: 'POST',
      url: '/v1/reminder/reset',
      payload: { token, answer: '' },
    });
    expect(empty.json().errors).toEqual({ answer: ['秘密の質問の答えは必須項目です'] });
    const ok = await business({
      method: 'POST',
      url: '/v1/reminder/reset',
      payload: { token, answer: DEMO_ANSWER },
    });
    expect(ok.json()).toEqual({ result: true, username: 'buyer', email: 'buyer@example.co.jp' });
    // It changes no password.
    expect((await login(t.app, 'business', 'buyer', DEMO_PASSWORD)).status).toBe(200);
  });
});
