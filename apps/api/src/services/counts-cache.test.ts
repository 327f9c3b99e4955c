import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCountsCache } from './counts-cache.js';

describe('catalogue counts cache', () => {
  afterEach(() => vi.useRealTimers());

  it('counts once for its lifetime, shares a count in progress, and counts again after', async () => {
    vi.useFakeTimers();
    const cache = createCountsCache(10_000);
    let counted = 0;
    const count = () => Promise.resolve(++counted);
    const [first, second] = await Promise.all([cache.get('a', count), cache.get('a', count)]);
    expect([first, second]).toEqual([1, 1]);
    expect(await cache.get('b', count)).toBe(2);
    vi.advanceTimersByTime(9_999);
    expect(await cache.get('a', count)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('a', count)).toBe(3);
  });

  it('forgets a failed count, and counts every time with a lifetime of 0', async () => {
    const cache = createCountsCache(10_000);
    await expect(cache.get('a', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache.get('a', () => Promise.resolve(7))).toBe(7);

    const uncached = createCountsCache(0);
    let counted = 0;
    await uncached.get('a', () => Promise.resolve(++counted));
    await uncached.get('a', () => Promise.resolve(++counted));
    expect(counted).toBe(2);
  });
});
