import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { createMemoryCookies } from '../../env.js';
import { logout } from '../../logout.js';
import {
  fetchStylist,
  fetchStylists,
  selectStylist,
  selectStylistList,
  selectStylistListStatus,
} from './stylists.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

describe('stylists', () => {
  it('lists the motorcycle shop’s stylists and reads one by key; an unknown key fails', async () => {
    const { store } = createStorefrontState({
      api: { baseURL: api.baseURL, channel: 'moto', events: { log: () => undefined } },
      cookies: createMemoryCookies(),
    });
    expect(selectStylistListStatus(store.getState())).toBe('idle');
    await store.dispatch(fetchStylists()).unwrap();
    expect(selectStylistListStatus(store.getState())).toBe('loaded');
    expect(selectStylistList(store.getState()).map((s) => s.key)).toEqual([
      'sato-misaki',
      'kobayashi-ryo',
      'nakamura-ken',
    ]);

    expect(selectStylist(store.getState(), 'sato-misaki')).toEqual({ status: 'loading' });
    await store.dispatch(fetchStylist('sato-misaki')).unwrap();
    expect(selectStylist(store.getState(), 'sato-misaki')).toMatchObject({
      status: 'loaded',
      data: { key: 'sato-misaki', name: '佐藤 美咲' },
    });
    await store.dispatch(fetchStylist('nobody'));
    expect(selectStylist(store.getState(), 'nobody')).toEqual({ status: 'failed' });

    // Shop content, not the member's: logout keeps it.
    store.dispatch(logout());
    expect(selectStylistList(store.getState())).toHaveLength(3);
  });
});
