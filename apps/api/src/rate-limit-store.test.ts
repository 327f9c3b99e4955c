import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createTestApp, login } from './testing.js';
import type { TestApp } from './testing.js';

const TOO_MANY = 'リクエストが多すぎます。しばらく時間をおいてからもう一度お試しください';
const redisUrl = process.env.TEST_REDIS_URL;

describe('rate limit store', () => {
  it('reads REDIS_URL and REDIS_KEY_PREFIX; a URL that is not Redis stops the start', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' }).redisUrl).toBe('redis://cache:6379/2');
    expect(loadConfig({}).redisKeyPrefix).toBe('mise:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'shop-a:' }).redisKeyPrefix).toBe('shop-a:');
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL/);
  });

  describe('while the Redis server cannot be reached', () => {
    let t: TestApp;
    // Made in a hook, whose time limit allows for a busy machine (a CI run took the test's 30 s).
    beforeAll(async () => {
      // Port 1: nothing listens there, so every count fails.
      t = await createTestApp({ authRateLimit: 1, config: { redisUrl: 'redis://127.0.0.1:1' } });
    });
    afterAll(() => t?.close());

    it('lets logins through', async () => {
      for (let i = 0; i < 3; i += 1)
        expect((await login(t.app, 'standard', 'taro', 'wrongpass1')).status).toBe(401);
    });
  });

  describe.skipIf(!redisUrl)('in Redis (TEST_REDIS_URL)', () => {
    // A prefix of this run's own: other runs sharing the server count apart.
    const prefix = `mise-test-${randomBytes(6).toString('hex')}:`;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const config = { redisUrl, redisKeyPrefix: prefix };
      [a, b] = await Promise.all([
        createTestApp({ authRateLimit: 3, config }),
        createTestApp({ authRateLimit: 3, config }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    it('counts a client’s calls on two instances together', async () => {
      const instances = [a, b, a];
      for (const t of instances)
        expect((await login(t.app, 'standard', 'taro', 'wrongpass1')).status).toBe(401);
      // Each instance has seen at most two calls, under its limit of three: only a shared count stops this one.
      const limited = await login(b.app, 'standard', 'taro', 'wrongpass1');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: TOO_MANY });
      const redis = new Redis(redisUrl!);
      try {
        expect(await redis.keys(`${prefix}rate-limit:*`)).toHaveLength(1);
      } finally {
        await redis.quit();
      }
    });
  });
});
