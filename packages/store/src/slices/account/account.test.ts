import { DEMO_ANSWER, DEMO_PASSWORD, schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { createMemoryCookies } from '../../env.js';
import { checkReminder, requestReminder, revealUsername, selectReminderCheck } from './account.js';
import { fetchOauthRedirect, login } from './auth.js';
import { changePassword, checkEmailVerify, registerUser, requestEmailVerify } from './user.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

function tab(channel = 'standard') {
  return createStorefrontState({
    api: { baseURL: api.baseURL, channel, events: { log: () => undefined } },
    cookies: createMemoryCookies(),
  });
}

/** The token of the newest reminder link mailed to `email`. */
async function mailedToken(email: string) {
  const [mail] = await api.db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.to, email))
    .orderBy(desc(schema.outbox.id))
    .limit(1);
  return /token=([\w-]+)/.exec(mail!.text)![1]!;
}

describe('reminder', () => {
  it('mails the username link, checks it (question 1), and a right answer shows the username', async () => {
    const { store } = tab('moto');
    const unknown = await store
      .dispatch(requestReminder({ email: 'nobody@example.jp', type: 'username' }))
      .unwrap();
    const sent = await store
      .dispatch(requestReminder({ email: 'rider@example.jp', type: 'username' }))
      .unwrap();
    // Nobody learns from the answer whether the address is a member's.
    expect(sent.message).toBe(unknown.message);
    expect(sent.message).toMatch(/メール/);
    const token = await mailedToken('rider@example.jp');

    await store.dispatch(checkReminder(token)).unwrap();
    expect(selectReminderCheck(store.getState())).toEqual({
      token,
      type: 'username',
      questionCt: 1,
    });

    await expect(
      store.dispatch(revealUsername({ token, answer: 'ちがう' })).unwrap(),
    ).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/秘密の質問/) });
    expect(await store.dispatch(revealUsername({ token, answer: DEMO_ANSWER })).unwrap()).toEqual({
      username: 'rider',
      email: 'rider@example.jp',
    });
  });

  it('keeps the server’s Japanese message for a link that does not work', async () => {
    const { store } = tab();
    const result = await store.dispatch(checkReminder('not-a-token'));
    expect(result.meta.requestStatus).toBe('rejected');
    const check = selectReminderCheck(store.getState());
    expect(check).toMatchObject({ token: 'not-a-token', failure: { message: expect.any(String) } });
    expect((check as { failure: { message: string } }).failure.message).toMatch(
      /[ぁ-んァ-ン一-龥]/,
    );
  });
});

describe('e-mail verification and password', () => {
  it('mails a new code to a registration’s address; the new code registers the member', async () => {
    const { store } = tab();
    await store
      .dispatch(
        registerUser({
          last_name: '木村',
          first_name: '拓也',
          last_name_kana: 'キムラ',
          first_name_kana: 'タクヤ',
          email: 'resend@example.jp',
          postal_code: '1000001',
          prefecture: '東京都',
          city: '千代田区',
          address1: '千代田1-1',
          cell_phone_number: '09000003333',
          is_receive_newsletter: 0,
          password: 'resend2026',
          password_confirmation: 'resend2026',
          question_ct: 2,
          answer: 'ヤマモト',
        }),
      )
      .unwrap();
    const unknown = await store
      .dispatch(requestEmailVerify({ email: 'nobody@example.jp' }))
      .unwrap();
    const resent = await store
      .dispatch(requestEmailVerify({ email: 'resend@example.jp' }))
      .unwrap();
    expect(resent.message).toBe(unknown.message);
    expect(resent.verifyCode).toMatch(/^\d+$/);
    await store
      .dispatch(checkEmailVerify({ email: 'resend@example.jp', code: resent.verifyCode! }))
      .unwrap();
    expect(store.getState().auth.isLogin).toBe(true);
  });

  it('changes the password only with the current one', async () => {
    const { store } = tab();
    await store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap();
    await expect(
      store
        .dispatch(
          changePassword({
            current_password: 'nope1234',
            password: 'taro20261',
            password_confirmation: 'taro20261',
          }),
        )
        .unwrap(),
    ).rejects.toMatchObject({
      status: 422,
      errors: { current_password: ['現在のパスワードが正しくありません'] },
    });
    await store
      .dispatch(
        changePassword({
          current_password: DEMO_PASSWORD,
          password: 'taro20261',
          password_confirmation: 'taro20261',
        }),
      )
      .unwrap();
    const next = tab();
    await expect(
      next.store.dispatch(login({ login_id: 'taro', password: 'taro20261' })).unwrap(),
    ).resolves.toBe('logged_in');
  });
});

describe('OpenID Connect login', () => {
  it('refuses a provider the shop has not configured, in Japanese', async () => {
    const { store } = tab();
    await expect(store.dispatch(fetchOauthRedirect('nope')).unwrap()).rejects.toMatchObject({
      status: 404,
      message: 'このログイン方法は利用できません',
    });
  });
});
