import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { createMemoryCookies } from '../../env.js';
import { lookupPostalCode } from './site.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

describe('postal code lookup', () => {
  it('gives prefecture and city with its town for a code of one town, and null for an unknown code', async () => {
    const { store } = createStorefrontState({
      api: { baseURL: api.baseURL, channel: 'standard', events: { log: () => undefined } },
      cookies: createMemoryCookies(),
    });
    expect(await store.dispatch(lookupPostalCode('1000001')).unwrap()).toEqual({
      prefecture: '東京都',
      city: '千代田区千代田',
    });
    expect(await store.dispatch(lookupPostalCode('0000000')).unwrap()).toBeNull();
  });
});
