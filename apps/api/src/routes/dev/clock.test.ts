import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { DEMO_PASSWORD, createTestApp, login, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('dev clock: tests come back after an hour or a month without waiting', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
  });
  afterEach(() => moveClock(0));
  afterAll(() => t.close());

  const moveClock = (offsetMs: number) =>
    t.app.inject({ method: 'POST', url: '/dev/clock', payload: { offset_ms: offsetMs } });
  const refresh = (token: string) =>
    standard({ method: 'POST', url: '/v1/auth/refresh', payload: { refresh_token: token } });

  it('moves the session clock: the access token expires after an hour, the refresh token after 30 days', async () => {
    const { body } = await login(t.app, 'standard', 'taro', DEMO_PASSWORD);
    const me = () =>
      standard({ method: 'GET', url: '/v1/me/user', token: String(body.access_token) });
    expect((await me()).statusCode).toBe(200);

    const moved = await moveClock(HOUR + 60_000);
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json<{ data: { now: string } }>().data.now)).toBeGreaterThan(
      Date.now() + HOUR,
    );
    expect((await me()).json()).toMatchObject({ code: 'token_expired' });
    // 29 days later the refresh token still logs the member back in.
    await moveClock(29 * DAY);
    const back = await refresh(String(body.refresh_token));
    expect(back.statusCode).toBe(200);
    const { access_token, refresh_token } = back.json<Record<string, string>>();
    expect(
      (await standard({ method: 'GET', url: '/v1/me/user', token: access_token! })).statusCode,
    ).toBe(200);
    // A refresh token issued then lives 30 days from then; one day past that it is refused.
    await moveClock(29 * DAY + 30 * DAY + 60_000);
    const late = await refresh(refresh_token!);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'refresh_failed' });
  });

  it('refuses an offset beyond ten years', async () => {
    expect((await moveClock(11 * 366 * DAY)).statusCode).toBe(422);
  });

  it('is not served in production', async () => {
    const production = await buildApp(
      { db: t.db, config: { ...loadConfig({ NODE_ENV: 'test' }), production: true } },
      { logger: false },
    );
    try {
      const response = await production.inject({
        method: 'POST',
        url: '/dev/clock',
        payload: { offset_ms: HOUR },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
