import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

describe('school key check throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('throttles guessing keys like the auth calls, in Japanese', async () => {
    const check = (key: string) =>
      shop(t.app)({ method: 'POST', url: '/takimoto/v1/schools/check', payload: { key } });
    for (const key of ['GUESS-1', 'GUESS-2', 'GUESS-3'])
      expect((await check(key)).statusCode).toBe(200);
    const blocked = await check('SKG-4821-HS');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'リクエストが多すぎます。しばらく時間をおいてからもう一度お試しください',
    });
  });

  it('leaves the other content calls unthrottled', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await shop(t.app)({ method: 'GET', url: '/v1/settings/front' })).statusCode).toBe(
        200,
      );
    }
  });
});
