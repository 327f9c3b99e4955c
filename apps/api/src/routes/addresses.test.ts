import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointBalance } from '../services/points.js';
import { DEMO_PASSWORD, createTestApp, login, schema, shop } from '../testing.js';
import type { TestApp } from '../testing.js';

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
  address2: '梅田ビル 3階',
  phone_number: '0661234567',
  is_default: true,
};

describe('saved addresses and member points', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let taro: string;
  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    taro = String((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body.access_token);
  });
  afterAll(() => t.close());

  it('is for members only', async () => {
    const res = await standard({ method: 'GET', url: '/v1/me/user-addresses' });
    expect(res.statusCode).toBe(401);
  });

  it('saves an address and lists it with its formatted fields and the x-limit header', async () => {
    const created = await standard({
      method: 'POST',
      url: '/v1/me/user-addresses',
      token: taro,
      payload: ADDRESS,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      nickname: '実家',
      shipping_name: '山田 一郎',
      shipping_kana: 'ヤマダ イチロウ',
      postal_code: '5300001',
      formatted_postal_code: '530-0001',
      combined_address: '大阪府大阪市北区梅田1-1-1 梅田ビル 3階',
      full_address: '〒530-0001 大阪府大阪市北区梅田1-1-1 梅田ビル 3階',
      is_default: true,
      division_ct: 2,
    });
    const list = await standard({ method: 'GET', url: '/v1/me/user-addresses', token: taro });
    expect(list.headers['x-limit']).toBe('20');
    expect(list.json().data).toHaveLength(1);
  });

  it('answers field errors in Japanese for an invalid address', async () => {
    const res = await standard({
      method: 'POST',
      url: '/v1/me/user-addresses',
      token: taro,
      payload: {
        ...ADDRESS,
        shipping_last_name_kana: 'yamada',
        postal_code: 'abc',
        phone_number: '',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.shipping_last_name_kana).toEqual([
      'セイは全角カタカナで入力してください',
    ]);
    expect(res.json().errors.postal_code).toBeDefined();
    expect(res.json().errors.phone_number).toBeDefined();
  });

  it('refuses more addresses than USER_ADDRESS.LIMIT', async () => {
    await t.db
      .insert(schema.settings)
      .values({ channelId: 'standard', key: 'USER_ADDRESS.LIMIT', value: 1 });
    const res = await standard({
      method: 'POST',
      url: '/v1/me/user-addresses',
      token: taro,
      payload: ADDRESS,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('1件まで');
  });

  it('welcomes a new member with 500 points', async () => {
    const res = await standard({
      method: 'POST',
      url: '/v1/users',
      payload: {
        last_name: '田中',
        first_name: '美咲',
        last_name_kana: 'タナカ',
        first_name_kana: 'ミサキ',
        email: 'welcome@example.jp',
        postal_code: '150-0001',
        prefecture: '東京都',
        city: '渋谷区',
        address1: '神宮前1-2-3',
        address2: '',
        phone_number: '',
        cell_phone_number: '08011112222',
        gender: '2',
        birthday: { year: '1995', month: '6', day: '15' },
        is_receive_newsletter: '1',
        username: 'welcome',
        password: 'welcome2026',
        password_confirmation: 'welcome2026',
        question_ct: '4',
        answer: 'カレー',
      },
    });
    expect(res.statusCode).toBe(201);
    const [user] = await t.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'welcome@example.jp'));
    expect(await pointBalance(t.db, user!.id)).toBe(500);
    const [entry] = await t.db
      .select()
      .from(schema.pointHistories)
      .where(eq(schema.pointHistories.userId, user!.id));
    expect(entry).toMatchObject({ points: 500, reason: 'registration' });
  });
});
