import { randomUUID } from 'node:crypto';
import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import type { DecideData } from '@mise/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { createMemoryCookies } from '../../env.js';
import type { StoreAnalytics } from '../../env.js';
import { logout } from '../../logout.js';
import { cartReset, checkoutFinished } from '../cart/index.js';

import { CART_COOKIES, checkoutSlice, fetchDecideData, trackPurchase } from './checkout.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

/** A store as one browser tab has it, with the URLs it sends. */
async function tab(analytics?: StoreAnalytics) {
  const cookies = createMemoryCookies();
  const { store, api: client } = createStorefrontState({
    api: { baseURL: api.baseURL, channel: 'standard', events: { log: () => undefined } },
    cookies,
    navigate: () => undefined,
    ...(analytics ? { analytics } : {}),
  });
  const urls: string[] = [];
  (await client.instance()).interceptors.request.use((config) => {
    urls.push(`${config.method?.toUpperCase()} ${config.url}`);
    return config;
  });
  return { store, cookies, urls };
}

describe('checkout slice', () => {
  it('removes the purchase record the server no longer knows (404)', async () => {
    const purchase = vi.fn();
    const t = await tab({ purchase });
    t.cookies.set(
      CART_COOKIES.purchase,
      JSON.stringify({ orderNo: 'X-404', token: randomUUID(), expiresAt: Date.now() + 60_000 }),
    );
    const refused = await t.store.dispatch(trackPurchase(undefined));
    expect(refused.meta.requestStatus).toBe('rejected');
    expect((refused as { error: { status?: number } }).error.status).toBe(404);
    expect(t.urls).toEqual([expect.stringMatching(/^GET \/v1\/carts\/order\/X-404/)]);
    expect(t.cookies.get(CART_COOKIES.purchase)).toBeUndefined();
    expect(purchase).not.toHaveBeenCalled();
  });

  it('drops an expired purchase record without asking the server', async () => {
    const t = await tab();
    t.cookies.set(
      CART_COOKIES.purchase,
      JSON.stringify({ orderNo: 'X-1', token: 'gone', expiresAt: Date.now() - 1 }),
    );
    expect(await t.store.dispatch(trackPurchase(undefined)).unwrap()).toBeNull();
    expect(t.cookies.get(CART_COOKIES.purchase)).toBeUndefined();
    expect(t.urls).toEqual([]);
  });

  it('keeps the decided order shown when the checkout ends, and forgets it on logout or a lost cart', () => {
    const order = { order_no: 'A-1' } as DecideData;
    const decided = checkoutSlice.reducer(
      undefined,
      fetchDecideData.fulfilled(order, 'request', { orderNo: 'A-1', token: 't' }),
    );
    const finished = checkoutSlice.reducer(decided, checkoutFinished());
    expect(finished.decideData).toBe(order);
    expect(checkoutSlice.reducer(finished, logout()).decideData).toBeNull();
    expect(
      checkoutSlice.reducer(finished, cartReset({ reason: 'expired', message: '' })).decideData,
    ).toBeNull();
  });
});
