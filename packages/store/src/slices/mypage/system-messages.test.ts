import { DEMO_PASSWORD, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { COOKIES, createMemoryCookies } from '../../env.js';
import { logout } from '../../logout.js';
import { login } from '../account/index.js';
import {
  fetchSystemMessages,
  fetchUnreadSystemMessages,
  openSystemMessage,
  selectUnreadSystemMessages,
} from './system-messages.js';
import { deleteAccount } from '../account/index.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

function tab() {
  const cookies = createMemoryCookies();
  const state = createStorefrontState({
    api: { baseURL: api.baseURL, channel: 'standard', events: { log: () => undefined } },
    cookies,
  });
  return { ...state, cookies };
}

describe('systemMessage', () => {
  it('loads the unread count and a page; opening a message marks it read and the count drops', async () => {
    const { store } = tab();
    await store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap();
    await store.dispatch(fetchUnreadSystemMessages()).unwrap();
    expect(selectUnreadSystemMessages(store.getState())).toBe(2);

    await store.dispatch(fetchSystemMessages(1)).unwrap();
    const { list, page } = store.getState().systemMessage;
    expect(page).toMatchObject({ total: 3, currentPage: 1 });
    expect(list.map((m) => m.is_read)).toEqual([false, false, true]);

    await store.dispatch(openSystemMessage(list[0]!.id)).unwrap();
    const after = store.getState().systemMessage;
    expect(after.current).toMatchObject({ id: list[0]!.id, is_read: true });
    expect(after.list[0]!.is_read).toBe(true);
    expect(selectUnreadSystemMessages(store.getState())).toBe(1);

    store.dispatch(logout());
    expect(store.getState().systemMessage).toMatchObject({ list: [], unread: null, current: null });
  });
});

describe('deleteAccount', () => {
  it('keeps the session on a wrong password, and ends it once the member has left', async () => {
    const { store, cookies } = tab();
    await store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap();
    await expect(
      store.dispatch(deleteAccount({ password: 'wrong-pass1' })).unwrap(),
    ).rejects.toMatchObject({ status: 422, message: 'パスワードが正しくありません' });
    expect(store.getState().auth.isLogin).toBe(true);

    await store.dispatch(deleteAccount({ password: DEMO_PASSWORD })).unwrap();
    expect(store.getState().auth.isLogin).toBe(false);
    expect(cookies.get(COOKIES.accessToken)).toBeUndefined();
    await expect(
      store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap(),
    ).rejects.toMatchObject({ status: 401 });
  });
});
