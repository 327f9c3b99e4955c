import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastMailTo, login, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { loadConfig } from '../../config.js';
import { accessTokens, loginHistories, users } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../seed/members.js';
import { setClockOffset } from '../../services/clock.js';
import { REFRESH_REUSE_GRACE_MS } from '../../services/tokens.js';

describe('auth', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
  });
  afterEach(() => setClockOffset(0));
  afterAll(() => t.close());

  describe('login', () => {
    it('logs a member in with e-mail or username, any case, and records the login', async () => {
      const byEmail = await login(t.app, 'standard', 'TARO@example.jp', DEMO_PASSWORD);
      expect(byEmail.status).toBe(200);
      expect(byEmail.body).toMatchObject({
        token_type: 'Bearer',
        expires_in: 3600,
        is_verify: false,
        is_registered_member: true,
        has_password_expired: false,
        has_mail_error_count_over: false,
      });
      expect(typeof byEmail.body.access_token).toBe('string');
      expect(Date.parse(byEmail.body.expires_at as string)).toBeGreaterThan(Date.now());
      expect(byEmail.res.cookies.find((c) => c.name === 'mise_refresh')).toMatchObject({
        httpOnly: true,
        // The whole site: the theme server refreshes with it while rendering a page.
        path: '/',
      });

      const byUsername = await login(t.app, 'standard', 'taro', DEMO_PASSWORD);
      expect(byUsername.status).toBe(200);
      const me = await standard({
        method: 'GET',
        url: '/v1/me/user',
        token: byUsername.body.access_token as string,
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({
        email: 'taro@example.jp',
        username: 'taro',
        last_name: '山田',
      });
      expect(me.json().data).not.toHaveProperty('password_hash');

      const history = await t.db
        .select()
        .from(loginHistories)
        .where(eq(loginHistories.userId, byEmail.body.user_id as number));
      expect(history.length).toBeGreaterThanOrEqual(2);
    });

    it('answers a wrong password and an unknown account alike', async () => {
      const wrong = await login(t.app, 'standard', 'taro@example.jp', 'wrongpass1');
      const unknown = await login(t.app, 'standard', 'nobody@example.jp', 'wrongpass1');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({
        message: 'メールアドレス（ユーザー名）またはパスワードが正しくありません',
        code: 'invalid_credentials',
      });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('does not log a member of one shop into another', async () => {
      const res = await login(t.app, 'business', 'taro@example.jp', DEMO_PASSWORD);
      expect(res.status).toBe(401);
    });

    it('answers missing and oversized fields with Japanese messages, never 500', async () => {
      const empty = await standard({ method: 'POST', url: '/v1/auth/login', payload: {} });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({
        message: '入力内容に誤りがあります',
        errors: {
          login_id: ['メールアドレスまたはユーザー名は必須項目です'],
          password: ['パスワードは必須項目です'],
        },
      });
      const long = await standard({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { login_id: 'a'.repeat(10_000), password: 'x' },
      });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.login_id).toEqual([
        'メールアドレスまたはユーザー名は255文字以内で入力してください',
      ]);
      const wrongType = await standard({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { login_id: { $ne: '' }, password: [] },
      });
      expect(wrongType.statusCode).toBe(422);
      expect(wrongType.json().message).toBe('入力内容に誤りがあります');
      const badJson = await standard({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"login_id": "taro",',
      });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json()).toEqual({ message: 'リクエストの形式が正しくありません' });
    });
  });

  describe('lock and unlock', () => {
    it('locks after five failures, mails an unlock link, and unlocks with it', async () => {
      for (let i = 0; i < 4; i += 1)
        expect((await login(t.app, 'moto', 'rider@example.jp', 'wrongpass1')).status).toBe(401);
      const fifth = await login(t.app, 'moto', 'rider@example.jp', 'wrongpass1');
      expect(fifth.status).toBe(423);
      expect(fifth.body.code).toBe('account_locked');
      expect(fifth.body.message).toContain('一時的にログインを制限しています');
      // Locked: even the right password (and the username) are refused.
      expect((await login(t.app, 'moto', 'rider@example.jp', DEMO_PASSWORD)).status).toBe(423);
      expect((await login(t.app, 'moto', 'rider', DEMO_PASSWORD)).status).toBe(423);

      const mail = await lastMailTo(t.db, 'rider@example.jp');
      expect(mail?.subject).toContain('ロック解除');
      const token = /unlock\?token=([\w-]+)/.exec(mail!.text)![1]!;

      const moto = shop(t.app, 'moto');
      expect((await moto({ method: 'GET', url: '/v1/auth/unlock/not-a-token' })).json()).toEqual({
        result: false,
        message: 'ロック解除のURLが無効か、有効期限が切れています',
      });
      expect((await moto({ method: 'GET', url: `/v1/auth/unlock/${token}` })).json()).toEqual({
        result: true,
      });
      expect((await login(t.app, 'moto', 'rider@example.jp', DEMO_PASSWORD)).status).toBe(200);
      // The link works once.
      expect((await moto({ method: 'GET', url: `/v1/auth/unlock/${token}` })).json().result).toBe(
        false,
      );
    });

    it('locks unknown login ids the same way, so a lock reveals nothing', async () => {
      for (let i = 0; i < 4; i += 1) await login(t.app, 'moto', 'ghost@example.jp', 'wrongpass1');
      const fifth = await login(t.app, 'moto', 'ghost@example.jp', 'wrongpass1');
      expect(fifth.status).toBe(423);
      expect(await lastMailTo(t.db, 'ghost@example.jp')).toBeUndefined();
    });

    /** A login to the moto shop from the client address `from`, with headers of its own. */
    const loginFrom = (from: string, password: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        remoteAddress: from,
        headers: { 'x-channel': 'moto', accept: 'application/json', ...headers },
        payload: { login_id: 'rider@example.jp', password },
      });

    it('believes X-Forwarded-For only from the proxies TRUST_PROXY names (none by default)', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe(
        'loopback, 10.0.0.0/8',
      );
      const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (
        a: string,
        hop: number,
      ) => boolean;
      expect([hops('192.0.2.1', 0), hops('192.0.2.1', 1)]).toEqual([true, false]);
    });

    it('locks the network the failures came from; the member logs in from another at once', async () => {
      for (let i = 0; i < 5; i += 1) await loginFrom('198.51.100.7', 'wrongpass1');
      expect((await loginFrom('198.51.100.7', DEMO_PASSWORD)).statusCode).toBe(423);
      const elsewhere = await loginFrom('203.0.113.20', DEMO_PASSWORD);
      expect(elsewhere.statusCode).toBe(200);
      // Logging in elsewhere lifts nothing where the guessing came from.
      expect((await loginFrom('198.51.100.7', DEMO_PASSWORD)).statusCode).toBe(423);
    });

    it('a forged X-Forwarded-For neither spreads the failures nor locks another address', async () => {
      for (let i = 0; i < 5; i += 1)
        await loginFrom('198.51.100.8', 'wrongpass1', { 'x-forwarded-for': `192.0.2.${i}` });
      const forged = await loginFrom('198.51.100.8', DEMO_PASSWORD, {
        'x-forwarded-for': '203.0.113.21',
      });
      expect(forged.statusCode).toBe(423);
      expect((await loginFrom('203.0.113.21', DEMO_PASSWORD)).statusCode).toBe(200);
      const [history] = await t.db
        .select({ ip: loginHistories.ip })
        .from(loginHistories)
        .orderBy(desc(loginHistories.id))
        .limit(1);
      expect(history?.ip).toBe('203.0.113.21');
    });

    it('locks everywhere after 50 failures spread over many addresses, until the unlock link', async () => {
      for (let i = 0; i < 50; i += 1) await loginFrom(`192.0.2.${i + 1}`, 'wrongpass1');
      expect((await loginFrom('203.0.113.22', DEMO_PASSWORD)).statusCode).toBe(423);
      const mail = await lastMailTo(t.db, 'rider@example.jp');
      const token = /unlock\?token=([\w-]+)/.exec(mail!.text)![1]!;
      await shop(t.app, 'moto')({ method: 'GET', url: `/v1/auth/unlock/${token}` });
      expect((await loginFrom('203.0.113.22', DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await loginFrom('198.51.100.7', DEMO_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('two-step login', () => {
    it('mails a code after the password and logs in with it once', async () => {
      const first = await login(t.app, 'standard', 'hanako@example.jp', DEMO_PASSWORD);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ is_verify: true, is_registered_member: true });
      expect(first.body).not.toHaveProperty('access_token');
      const code = first.body.verify_code as string;
      expect(code).toMatch(/^\d{6}$/);
      expect((await lastMailTo(t.db, 'hanako@example.jp'))?.text).toContain(code);

      const wrongCode = code === '000000' ? '000001' : '000000';
      const wrong = await standard({
        method: 'POST',
        url: '/v1/auth/verify',
        payload: { verify_code: wrongCode, user_id: first.body.user_id },
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toBe('認証コードが正しくないか、有効期限が切れています');
      // The login form's own message (@mise/validation), not a second one of the API's.
      const tooLong = await standard({
        method: 'POST',
        url: '/v1/auth/verify',
        payload: { verify_code: '1'.repeat(21), user_id: first.body.user_id },
      });
      expect(tooLong.json()).toEqual({
        message: '入力内容に誤りがあります',
        errors: { verify_code: ['認証コードは20文字以内で入力してください'] },
      });

      const ok = await standard({
        method: 'POST',
        url: '/v1/auth/verify',
        payload: { verify_code: code, user_id: first.body.user_id },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ is_verify: false, user_id: first.body.user_id });
      expect(typeof ok.json().access_token).toBe('string');

      const again = await standard({
        method: 'POST',
        url: '/v1/auth/verify',
        payload: { verify_code: code, user_id: first.body.user_id },
      });
      expect(again.statusCode).toBe(422);
    });

    it('stops accepting a code after five wrong tries', async () => {
      const first = await login(t.app, 'standard', 'hanako@example.jp', DEMO_PASSWORD);
      const code = first.body.verify_code as string;
      const wrongCode = code === '999999' ? '999998' : '999999';
      for (let i = 0; i < 5; i += 1) {
        await standard({
          method: 'POST',
          url: '/v1/auth/verify',
          payload: { verify_code: wrongCode, user_id: first.body.user_id },
        });
      }
      const late = await standard({
        method: 'POST',
        url: '/v1/auth/verify',
        payload: { verify_code: code, user_id: first.body.user_id },
      });
      expect(late.statusCode).toBe(422);
    });
  });

  describe('tokens', () => {
    it('answers /v1/me without, with a garbage and with an expired token with 401', async () => {
      const none = await standard({ method: 'GET', url: '/v1/me/user' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ message: 'ログインしてください' });
      expect(
        (await standard({ method: 'GET', url: '/v1/me/user', token: 'garbage' })).statusCode,
      ).toBe(401);

      const { body } = await login(t.app, 'standard', 'taro', DEMO_PASSWORD);
      const token = body.access_token as string;
      expect(
        (await shop(t.app, 'moto')({ method: 'GET', url: '/v1/me/user', token })).statusCode,
      ).toBe(401);
      await t.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      const expired = await standard({ method: 'GET', url: '/v1/me/user', token });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({
        message: 'ログインの有効期限が切れました。もう一度ログインしてください',
        code: 'token_expired',
      });
    });

    it('rotates the refresh token and revokes the whole session when an old one is reused', async () => {
      const { body } = await login(t.app, 'standard', 'taro', DEMO_PASSWORD);
      const first = body.refresh_token as string;
      const rotated = await standard({
        method: 'POST',
        url: '/v1/auth/refresh',
        payload: { refresh_token: first },
      });
      expect(rotated.statusCode).toBe(200);
      const next = rotated.json<{ access_token: string; refresh_token: string; user_id: number }>();
      expect(next.refresh_token).not.toBe(first);
      expect(next.user_id).toBe(body.user_id);
      expect(
        (await standard({ method: 'GET', url: '/v1/me/user', token: next.access_token }))
          .statusCode,
      ).toBe(200);

      // Past the window in which the member's own concurrent requests may present it again.
      setClockOffset(REFRESH_REUSE_GRACE_MS + 1000);
      const reuse = await standard({
        method: 'POST',
        url: '/v1/auth/refresh',
        payload: { refresh_token: first },
      });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({ code: 'refresh_failed' });
      // The family is gone: the newest tokens stop working too.
      expect(
        (await standard({ method: 'GET', url: '/v1/me/user', token: next.access_token }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await standard({
            method: 'POST',
            url: '/v1/auth/refresh',
            payload: { refresh_token: next.refresh_token },
          })
        ).statusCode,
      ).toBe(401);
    });

    it('two refreshes with one token at once (page render and browser, two tabs) keep the member logged in', async () => {
      const { body } = await login(t.app, 'standard', 'taro', DEMO_PASSWORD);
      const refresh = (token: string) =>
        standard({ method: 'POST', url: '/v1/auth/refresh', payload: { refresh_token: token } });
      const both = await Promise.all([
        refresh(String(body.refresh_token)),
        refresh(String(body.refresh_token)),
      ]);
      expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
      const [kept, other] = both.map((res) => res.json<Record<string, string>>());
      for (const answer of [kept!, other!]) {
        expect(
          (await standard({ method: 'GET', url: '/v1/me/user', token: answer.access_token }))
            .statusCode,
        ).toBe(200);
      }
      // And once more a few seconds later (a third request that left with the same cookie).
      setClockOffset(REFRESH_REUSE_GRACE_MS - 5000);
      expect((await refresh(String(body.refresh_token))).statusCode).toBe(200);

      // An hour later the browser refreshes with the cookie it kept: the session goes on, and
      // the pair it did not keep is retired.
      setClockOffset(3_600_000);
      const next = await refresh(kept!.refresh_token!);
      expect(next.statusCode).toBe(200);
      const nextTokens = next.json<Record<string, string>>();
      setClockOffset(3_600_000 + REFRESH_REUSE_GRACE_MS + 1000);
      // Presented later, the retired one counts as stolen: the whole session ends.
      const stolen = await refresh(other!.refresh_token!);
      expect(stolen.statusCode).toBe(401);
      expect(
        (await standard({ method: 'GET', url: '/v1/me/user', token: nextTokens.access_token }))
          .statusCode,
      ).toBe(401);
    });

    it('refreshes from the httpOnly cookie', async () => {
      const { res } = await login(t.app, 'standard', 'taro', DEMO_PASSWORD);
      const cookie = res.cookies.find((c) => c.name === 'mise_refresh')!;
      const refreshed = await standard({
        method: 'POST',
        url: '/v1/auth/refresh',
        cookies: { mise_refresh: cookie.value },
      });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.cookies.find((c) => c.name === 'mise_refresh')?.value).toBe(
        refreshed.json().refresh_token,
      );
      const nothing = await standard({ method: 'POST', url: '/v1/auth/refresh' });
      expect(nothing.statusCode).toBe(401);
    });

    it('logout revokes the access and refresh tokens and always succeeds', async () => {
      const { body } = await login(t.app, 'standard', 'taro', DEMO_PASSWORD);
      const out = await standard({
        method: 'POST',
        url: '/v1/auth/logout',
        token: body.access_token as string,
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ result: true });
      expect(
        (await standard({ method: 'GET', url: '/v1/me/user', token: body.access_token as string }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await standard({
            method: 'POST',
            url: '/v1/auth/refresh',
            payload: { refresh_token: body.refresh_token },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (await standard({ method: 'POST', url: '/v1/auth/logout', token: 'stale' })).statusCode,
      ).toBe(200);
    });
  });

  describe('login across shops', () => {
    it('copies a standard member into the moto shop on first use and reuses it after', async () => {
      const moto = shop(t.app, 'moto');
      const first = await moto({
        method: 'POST',
        url: '/v1/auth/login-sync-channel',
        payload: { login_id: 'taro@example.jp', password: DEMO_PASSWORD, channel_id: 'standard' },
      });
      expect(first.statusCode).toBe(200);
      const copy = await t.db.query.users.findFirst({ where: eq(users.id, first.json().user_id) });
      expect(copy).toMatchObject({
        channelId: 'moto',
        email: 'taro@example.jp',
        lastName: '山田',
        isRegisteredMember: true,
      });
      const me = await moto({
        method: 'GET',
        url: '/v1/me/user',
        token: first.json().access_token,
      });
      expect(me.json().data.email).toBe('taro@example.jp');

      const second = await moto({
        method: 'POST',
        url: '/v1/auth/login-sync-channel',
        payload: { login_id: 'taro', password: DEMO_PASSWORD, channel_id: 'standard' },
      });
      expect(second.json().user_id).toBe(first.json().user_id);
    });

    it('refuses a wrong password and an unknown source shop', async () => {
      const moto = shop(t.app, 'moto');
      const wrong = await moto({
        method: 'POST',
        url: '/v1/auth/login-sync-channel',
        payload: { login_id: 'taro@example.jp', password: 'wrongpass1', channel_id: 'standard' },
      });
      expect(wrong.statusCode).toBe(401);
      const unknown = await moto({
        method: 'POST',
        url: '/v1/auth/login-sync-channel',
        payload: { login_id: 'taro@example.jp', password: DEMO_PASSWORD, channel_id: 'nowhere' },
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ channel_id: ['連携元のショップが見つかりません'] });
    });

    it('passes a two-step member through the code before copying', async () => {
      const business = shop(t.app, 'business');
      const step = await business({
        method: 'POST',
        url: '/v1/auth/login-sync-channel',
        payload: { login_id: 'hanako@example.jp', password: DEMO_PASSWORD, channel_id: 'standard' },
      });
      expect(step.json()).toMatchObject({ is_verify: true, is_sync_user_channel: true });
      const done = await business({
        method: 'POST',
        url: '/v1/auth/verify',
        payload: {
          verify_code: step.json().verify_code,
          user_id: step.json().user_id,
          is_sync_user_channel: true,
        },
      });
      expect(done.statusCode).toBe(200);
      const copy = await t.db.query.users.findFirst({ where: eq(users.id, done.json().user_id) });
      expect(copy?.channelId).toBe('business');
    });
  });
});

describe('auth rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('answers 429 in Japanese past the limit', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await login(t.app, 'standard', 'taro', 'wrongpass1')).status).toBe(401);
    const limited = await login(t.app, 'standard', 'taro', 'wrongpass1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'リクエストが多すぎます。しばらく時間をおいてからもう一度お試しください',
    });
  });

  it('is 20 a minute unless AUTH_RATE_LIMIT says otherwise; a bad value stops the start', () => {
    expect(loadConfig({}).authRateLimit).toBe(20);
    expect(loadConfig({ AUTH_RATE_LIMIT: '600' }).authRateLimit).toBe(600);
    expect(() => loadConfig({ AUTH_RATE_LIMIT: 'many' })).toThrow(/AUTH_RATE_LIMIT/);
  });
});
