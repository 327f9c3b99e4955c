import { DEMO_PASSWORD, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { createMemoryCookies } from '../../env.js';
import { logout } from '../../logout.js';
import { login } from '../account/index.js';
import {
  commitAddressImport,
  createUserAddress,
  fetchUserAddresses,
  previewAddressImport,
  removeAllUserAddresses,
  removeUserAddress,
  selectCanAddUserAddress,
  updateUserAddress,
  setSenderDefaultAddress,
  setDefaultAddress,
} from './user-address.js';

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

const ADDRESS = {
  nickname: '実家',
  shipping_last_name: '山田',
  shipping_first_name: '一郎',
  shipping_last_name_kana: 'ヤマダ',
  shipping_first_name_kana: 'イチロウ',
  postal_code: '530-0001',
  prefecture: '大阪府',
  city: '大阪市北区',
  address1: '梅田1-1-1',
  phone_number: '0661234567',
};

const HEADING =
  '登録名,姓,名,セイ,メイ,会社名,郵便番号,都道府県,市区町村,丁目・番地・号,建物名・部屋番号,電話番号,携帯電話番号,いつものお届け先,いつもの依頼主';
const csvFile = (rows: string[]) =>
  new File([`\uFEFF${[HEADING, ...rows].join('\r\n')}\r\n`], 'お届け先.csv', { type: 'text/csv' });

describe('userAddress', () => {
  it('holds the address book: own address, limit, add, edit, defaults, delete; logout resets it', async () => {
    const { store } = tab();
    await store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap();
    await store.dispatch(fetchUserAddresses()).unwrap();
    let state = store.getState().userAddress;
    expect(state.status).toBe('loaded');
    expect(state.limit).toBe(20);
    expect(state.list).toHaveLength(1);
    expect(state.list[0]).toMatchObject({ division_ct: 1, is_default: true });
    expect(selectCanAddUserAddress(store.getState())).toBe(true);

    const created = await store.dispatch(createUserAddress(ADDRESS)).unwrap();
    expect(store.getState().userAddress.list.map((a) => a.id)).toContain(created.id);

    await store
      .dispatch(updateUserAddress({ id: created.id, body: { ...ADDRESS, nickname: '別宅' } }))
      .unwrap();
    expect(store.getState().userAddress.list.find((a) => a.id === created.id)).toMatchObject({
      nickname: '別宅',
    });

    await store.dispatch(setDefaultAddress(created.id)).unwrap();
    await store.dispatch(setSenderDefaultAddress(created.id)).unwrap();
    state = store.getState().userAddress;
    expect(state.list.filter((a) => a.is_default).map((a) => a.id)).toEqual([created.id]);
    expect(state.list.filter((a) => a.is_sender_default).map((a) => a.id)).toEqual([created.id]);

    const own = state.list.find((a) => a.division_ct === 1)!;
    await expect(store.dispatch(removeUserAddress(own.id)).unwrap()).rejects.toMatchObject({
      status: 422,
      message: 'ご本人の住所は削除できません。会員情報の変更から編集してください',
    });

    await store.dispatch(removeUserAddress(created.id)).unwrap();
    state = store.getState().userAddress;
    expect(state.list).toHaveLength(1);
    // The own address took the default back.
    expect(state.list[0]).toMatchObject({ is_default: true, is_sender_default: true });

    store.dispatch(logout());
    expect(store.getState().userAddress).toMatchObject({ list: [], limit: 1, status: 'idle' });
  });

  it('previews a CSV file with per-row errors, then imports a good one', async () => {
    const { store } = tab();
    await store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap();
    await store.dispatch(removeAllUserAddresses()).unwrap();

    const bad = csvFile([
      '実家,山田,一郎,ヤマダ,イチロウ,,530-0001,大阪府,大阪市北区,梅田1-1-1,,0661234567,,,',
      '誤り,鈴木,花子,suzuki,ハナコ,,530-0001,大阪府,大阪市北区,梅田1-1-1,,0661234567,,,',
    ]);
    await store.dispatch(previewAddressImport(bad)).unwrap();
    let preview = store.getState().userAddress.importPreview!;
    expect(preview).toMatchObject({ filename: 'お届け先.csv', importable: false, error_count: 1 });
    expect(preview.rows[1]).toMatchObject({
      line: 3,
      errors: [
        { field: 'shipping_last_name_kana', message: 'セイは全角カタカナで入力してください' },
      ],
    });
    await expect(store.dispatch(commitAddressImport(bad)).unwrap()).rejects.toMatchObject({
      status: 422,
    });
    expect(store.getState().userAddress.list).toHaveLength(1);

    const good = csvFile([
      '実家,山田,一郎,ヤマダ,イチロウ,,530-0001,大阪府,大阪市北区,梅田1-1-1,,0661234567,,1,',
    ]);
    await store.dispatch(previewAddressImport(good)).unwrap();
    preview = store.getState().userAddress.importPreview!;
    expect(preview).toMatchObject({ importable: true, total: 1 });
    const done = await store.dispatch(commitAddressImport(good)).unwrap();
    expect(done).toEqual({ imported: 1, message: '1件のお届け先を取り込みました' });
    const state = store.getState().userAddress;
    expect(state.importPreview).toBeNull();
    expect(state.list).toHaveLength(2);
    expect(state.list.find((a) => a.is_default)).toMatchObject({ nickname: '実家' });
  });
});
