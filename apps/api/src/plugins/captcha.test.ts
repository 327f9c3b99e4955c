import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema.js';
import { DEMO_PASSWORD, createTestApp, login, memberSession, shop } from '../testing.js';
import type { TestApp } from '../testing.js';
import { CAPTCHA_MESSAGES } from '../services/bot-protection.js';

/** What the stand-in verify endpoint received: its path and the form fields. */
type Verified = { path: string; fields: Record<string, string> };

const SECRET = 'test-secret-key';

/**
 * A stand-in for the providers' verify endpoints: a token `<action>:<score>` is a success for
 * that action with that score (Turnstile answers no score), `fail` is no success, and `down`
 * makes the endpoint answer 500.
 */
async function startVerifier() {
  const received: Verified[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      received.push({ path: req.url ?? '', fields });
      const token = fields.response ?? '';
      if (token === 'down') {
        res.writeHead(500).end();
        return;
      }
      const [action, score] = token.split(':');
      const answer =
        token === 'fail'
          ? { success: false, 'error-codes': ['invalid-input-response'] }
          : req.url?.startsWith('/turnstile/')
            ? { success: true, action }
            : { success: true, action, score: Number(score) };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('bot protection of the forms anyone can send', () => {
  let t: TestApp;
  let verifier: Awaited<ReturnType<typeof startVerifier>>;
  const standard = (options: Parameters<ReturnType<typeof shop>>[0]) => shop(t.app)(options);

  beforeAll(async () => {
    verifier = await startVerifier();
    t = await createTestApp({
      config: { captchaOrigins: { recaptcha: verifier.origin, turnstile: verifier.origin } },
    });
  });
  afterAll(async () => {
    await t.close();
    await verifier.close();
  });
  afterEach(async () => {
    verifier.received.length = 0;
    await t.db
      .delete(settings)
      .where(and(eq(settings.channelId, 'standard'), inArray(settings.key, CAPTCHA_KEYS)));
  });

  const CAPTCHA_KEYS = [
    'RECAPTCHA.SITE_KEY',
    'RECAPTCHA.PROVIDER',
    'RECAPTCHA.SECRET_KEY',
    'RECAPTCHA.SCORE_THRESHOLD',
  ];
  async function protect(values: Record<string, unknown>) {
    await t.db
      .insert(settings)
      .values(
        Object.entries(values).map(([key, value]) => ({ channelId: 'standard', key, value })),
      );
  }
  const loginWith = (token?: string) =>
    standard({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { login_id: 'taro', password: DEMO_PASSWORD },
      headers: token === undefined ? {} : { 'x-captcha-token': token },
    });

  it('checks nothing for a shop without a site key', async () => {
    expect((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).status).toBe(200);
    expect(verifier.received).toEqual([]);
  });

  it('lets a login in with a token reCAPTCHA scores human, sending it with the secret', async () => {
    await protect({ 'RECAPTCHA.SITE_KEY': 'site-key', 'RECAPTCHA.SECRET_KEY': SECRET });
    const res = await loginWith('login:0.9');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('access_token');
    expect(verifier.received).toEqual([
      {
        path: '/recaptcha/api/siteverify',
        fields: { secret: SECRET, response: 'login:0.9', remoteip: '127.0.0.1' },
      },
    ]);
  });

  it('refuses a login without a token, with a low score, a failed token or another form’s token', async () => {
    await protect({ 'RECAPTCHA.SITE_KEY': 'site-key', 'RECAPTCHA.SECRET_KEY': SECRET });
    for (const token of [undefined, 'login:0.1', 'fail', 'register:0.9']) {
      const res = await loginWith(token);
      expect(res.statusCode, String(token)).toBe(422);
      expect(res.json()).toMatchObject({
        message: CAPTCHA_MESSAGES.failed,
        code: 'captcha_failed',
      });
    }
    // No token is refused without asking the provider.
    expect(verifier.received).toHaveLength(3);
  });

  it('takes the shop’s own score threshold', async () => {
    await protect({
      'RECAPTCHA.SITE_KEY': 'site-key',
      'RECAPTCHA.SECRET_KEY': SECRET,
      'RECAPTCHA.SCORE_THRESHOLD': 0.2,
    });
    expect((await loginWith('login:0.3')).statusCode).toBe(200);
    expect((await loginWith('login:0.1')).statusCode).toBe(422);
  });

  it('refuses the form when the provider cannot be asked, or the shop has no secret', async () => {
    await protect({ 'RECAPTCHA.SITE_KEY': 'site-key', 'RECAPTCHA.SECRET_KEY': SECRET });
    const down = await loginWith('down');
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ message: CAPTCHA_MESSAGES.unreachable });
    await t.db
      .delete(settings)
      .where(and(eq(settings.channelId, 'standard'), eq(settings.key, 'RECAPTCHA.SECRET_KEY')));
    const unset = await loginWith('login:0.9');
    expect(unset.statusCode).toBe(500);
    expect(unset.json()).toMatchObject({ message: CAPTCHA_MESSAGES.notConfigured });
  });

  it('asks Turnstile when the shop chose it (pass or fail, no score)', async () => {
    await protect({
      'RECAPTCHA.SITE_KEY': 'site-key',
      'RECAPTCHA.SECRET_KEY': SECRET,
      'RECAPTCHA.PROVIDER': 'turnstile',
    });
    expect((await loginWith('login')).statusCode).toBe(200);
    expect((await loginWith('fail')).statusCode).toBe(422);
    expect(verifier.received.map((request) => request.path)).toEqual([
      '/turnstile/v0/siteverify',
      '/turnstile/v0/siteverify',
    ]);
  });

  it('protects registration, both reminders, the contact form and reviews, each with its action', async () => {
    const { token: member } = await memberSession(t.app, 'standard', 'taro');
    await protect({ 'RECAPTCHA.SITE_KEY': 'site-key', 'RECAPTCHA.SECRET_KEY': SECRET });
    const forms = [
      { action: 'register', url: '/v1/users', payload: { email: 'x' } },
      { action: 'reminder', url: '/v1/reminder/request', payload: { email: 'taro@example.jp' } },
      {
        action: 'reminder',
        url: '/v1/reminder/request',
        payload: { email: 'taro@example.jp', type: 'username' },
      },
      { action: 'contact', url: '/v1/inquiries', payload: { email: 'x' } },
      { action: 'review', url: '/v1/products/1/reviews', payload: {}, token: member },
    ];
    for (const form of forms) {
      const refused = await standard({ method: 'POST', ...form });
      expect(refused.statusCode, form.url).toBe(422);
      expect(refused.json().message, form.url).toBe(CAPTCHA_MESSAGES.failed);
      const wrongAction = await standard({
        method: 'POST',
        ...form,
        headers: { 'x-captcha-token': 'login:0.9' },
      });
      expect(wrongAction.json().message, form.url).toBe(CAPTCHA_MESSAGES.failed);
      // With its own action's token the form goes on to its own checks.
      const passed = await standard({
        method: 'POST',
        ...form,
        headers: { 'x-captcha-token': `${form.action}:0.9` },
      });
      expect(passed.json().message, form.url).not.toBe(CAPTCHA_MESSAGES.failed);
    }
    const reminder = await standard({
      method: 'POST',
      url: '/v1/reminder/request',
      payload: { email: 'taro@example.jp' },
      headers: { 'x-captcha-token': 'reminder:0.9' },
    });
    expect(reminder.statusCode).toBe(200);
    // A guest's review is refused for the login first, without asking the provider.
    verifier.received.length = 0;
    const guest = await standard({ method: 'POST', url: '/v1/products/1/reviews', payload: {} });
    expect(guest.statusCode).toBe(401);
    expect(verifier.received).toEqual([]);
  });
});
