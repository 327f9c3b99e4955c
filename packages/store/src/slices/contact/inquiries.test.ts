import { DEMO_PASSWORD, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { createMemoryCookies } from '../../env.js';
import { logout } from '../../logout.js';
import { login } from '../account/index.js';
import {
  fetchInquiries,
  fetchInquiry,
  replyToInquiry,
  saveContactDraft,
  sendInquiry,
} from './inquiries.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

function tab() {
  return createStorefrontState({
    api: { baseURL: api.baseURL, channel: 'standard', events: { log: () => undefined } },
    cookies: createMemoryCookies(),
  });
}

const contact = {
  name: '山田太郎',
  name_kana: 'ヤマダタロウ',
  email: 'taro@example.jp',
  phone: '03-1234-5678',
  body: '配送日の指定はできますか。',
};

describe('inquiry', () => {
  it('sends the draft, lists it in the history, opens the thread and replies; logout clears it', async () => {
    const { store } = tab();
    await store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap();
    store.dispatch(saveContactDraft({ values: contact, body: contact }));
    const sent = await store.dispatch(sendInquiry(contact)).unwrap();
    expect(store.getState().inquiry).toMatchObject({ draft: null, sent: { id: sent.id } });

    await store.dispatch(fetchInquiries(1)).unwrap();
    expect(store.getState().inquiry.list[0]).toMatchObject({ id: sent.id, status: 'waiting' });
    expect(store.getState().inquiry.page).toMatchObject({ total: 1, currentPage: 1 });

    await store.dispatch(fetchInquiry(sent.id)).unwrap();
    await store.dispatch(replyToInquiry({ inquiryId: sent.id, body: '追記です。' })).unwrap();
    expect(store.getState().inquiry.current).toMatchObject({
      comment_count: 1,
      comments: [{ author: 'member', body: '追記です。' }],
    });

    store.dispatch(logout());
    expect(store.getState().inquiry).toMatchObject({ list: [], current: null, sent: null });
  });

  it("keeps the server's field messages for the form", async () => {
    const { store } = tab();
    await expect(
      store.dispatch(sendInquiry({ ...contact, phone: '12' })).unwrap(),
    ).rejects.toMatchObject({
      status: 422,
      errors: { phone: ['電話番号は電話番号のフォーマットで入力してください'] },
    });
  });
});
