import { describe, expect, it } from 'vitest';
import {
  backDestination,
  canPrefetch,
  isChunkLoadError,
  RELOAD_GUARD_MS,
  scrollDecision,
  shouldReloadAfterChunkError,
  returnTarget,
  storeBackTarget,
} from './policies.js';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('navigation policies', () => {
  it('restores scroll on back/forward, keeps it between product pages, else goes to the top', () => {
    expect(scrollDecision('/news', '/product', 'POP')).toBe('restore');
    expect(scrollDecision('/product/a', '/product/b', 'PUSH')).toBe('stay');
    expect(scrollDecision('/product', '/product/b', 'PUSH')).toBe('top');
    expect(scrollDecision('/product/a', '/cart', 'PUSH')).toBe('top');
  });

  it('comes back after a login to the page left, never to an account-entry page or logout', () => {
    expect(returnTarget('/mypage/address/', '?page=2')).toBe('/mypage/address/?page=2');
    expect(returnTarget('/product/p1')).toBe('/product/p1');
    expect(returnTarget('/login/')).toBeNull();
    expect(returnTarget('/login/unlock')).toBeNull();
    expect(returnTarget('/reminder/username/reset')).toBeNull();
    expect(returnTarget('/mypage/logout/')).toBeNull();
    expect(returnTarget('/verify')).toBeNull();
    // Only the exact segment: /registered-guide is an ordinary page.
    expect(returnTarget('/registered-guide')).toBe('/registered-guide');
  });

  it('stores only paths of this shop', () => {
    const storage = memoryStorage();
    storeBackTarget(storage, 'https://evil.example/');
    storeBackTarget(storage, '//evil.example/');
    expect(backDestination(storage, '/mypage')).toBe('/mypage');
  });

  it('goes back to a stored target once, else the page back URL', () => {
    const storage = memoryStorage();
    expect(backDestination(storage, '/mypage')).toBe('/mypage');
    storeBackTarget(storage, '/cart/confirm');
    expect(backDestination(storage, '/mypage')).toBe('/cart/confirm');
    expect(backDestination(storage)).toBeNull();
  });

  it('reloads after a chunk error at most once a minute', () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterChunkError(storage, 1_000_000)).toBe(true);
    expect(shouldReloadAfterChunkError(storage, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadAfterChunkError(storage, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('skips prefetching on 2g and save-data', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
