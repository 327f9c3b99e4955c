import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointBalance } from '../../services/points.js';
import { DEMO_PASSWORD, createTestApp, login, schema, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

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

type Address = {
  id: number;
  division_ct: number;
  is_default: boolean;
  is_sender_default: boolean;
  nickname: string;
  shipping_last_name: string;
  city: string;
};

describe('the address book', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let taro: string;
  let taroId: number;
  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    taro = String((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body.access_token);
    const [row] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.username, 'taro'));
    taroId = row!.id;
  });
  afterAll(() => t.close());

  const list = async () => {
    const res = await standard({ method: 'GET', url: '/v1/me/user-addresses', token: taro });
    expect(res.statusCode).toBe(200);
    return { rows: res.json().data as Address[], limit: res.headers['x-limit'] };
  };
  const create = (payload: Record<string, unknown> = ADDRESS) =>
    standard({ method: 'POST', url: '/v1/me/user-addresses', token: taro, payload });

  it('is for members only', async () => {
    for (const [method, url] of [
      ['GET', '/v1/me/user-addresses'],
      ['GET', '/v1/me/user-addresses/1'],
      ['PUT', '/v1/me/user-addresses/1'],
      ['DELETE', '/v1/me/user-addresses/1'],
      ['DELETE', '/v1/me/user-addresses-all'],
      ['PATCH', '/v1/me/user-addresses/1/use'],
      ['PATCH', '/v1/me/user-addresses/1/use-sender'],
      ['GET', '/v1/me/user-addresses/export'],
      ['POST', '/v1/me/user-addresses/import'],
    ] as const) {
      const res = await standard({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('starts with the member’s own address, the default, mirroring the profile', async () => {
    const { rows, limit } = await list();
    expect(limit).toBe('20');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      division_ct: 1,
      is_default: true,
      is_sender_default: true,
      shipping_last_name: '山田',
      city: '千代田区',
    });
    // Listing again does not add a second one.
    expect((await list()).rows).toHaveLength(1);
  });

  it('saves an address with its formatted fields; a new default clears the own address’s flag', async () => {
    const created = await create();
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
    const { rows } = await list();
    expect(rows.map((row) => [row.division_ct, row.is_default, row.is_sender_default])).toEqual([
      [1, false, true],
      [2, true, false],
    ]);
  });

  it('answers field errors in Japanese for an invalid address', async () => {
    const res = await create({
      ...ADDRESS,
      shipping_last_name_kana: 'yamada',
      postal_code: 'abc',
      phone_number: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.shipping_last_name_kana).toEqual([
      'セイは全角カタカナで入力してください',
    ]);
    expect(res.json().errors.postal_code).toBeDefined();
    expect(res.json().errors.phone_number).toBeDefined();
  });

  it('refuses a company name longer than the form allows, with the form’s message, and keeps one an edit leaves out', async () => {
    const long = await create({ ...ADDRESS, company_name: '株'.repeat(251) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.company_name).toEqual(['会社名は250文字以内で入力してください']);
    const created = await create({ ...ADDRESS, company_name: '株式会社見世' });
    expect(created.json().data.company_name).toBe('株式会社見世');
    const id = created.json().data.id as number;
    const edited = await standard({
      method: 'PUT',
      url: `/v1/me/user-addresses/${id}`,
      token: taro,
      payload: { ...ADDRESS, nickname: '事務所' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ nickname: '事務所', company_name: '株式会社見世' });
    await standard({ method: 'DELETE', url: `/v1/me/user-addresses/${id}`, token: taro });
  });

  it('reads, edits and deletes one address by id', async () => {
    const id = (await create({ ...ADDRESS, nickname: '会社', is_default: false })).json().data
      .id as number;
    const got = await standard({ method: 'GET', url: `/v1/me/user-addresses/${id}`, token: taro });
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({ id, nickname: '会社' });

    const bad = await standard({
      method: 'PUT',
      url: `/v1/me/user-addresses/${id}`,
      token: taro,
      payload: { ...ADDRESS, id, city: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.city).toEqual(['市区町村は必須項目です']);

    const put = await standard({
      method: 'PUT',
      url: `/v1/me/user-addresses/${id}`,
      token: taro,
      payload: { ...ADDRESS, id, nickname: '本社', city: '大阪市中央区', is_default: undefined },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ nickname: '本社', city: '大阪市中央区' });
    // No flag in the body: the default stays where it was.
    expect(put.json().data.is_default).toBe(false);

    const removed = await standard({
      method: 'DELETE',
      url: `/v1/me/user-addresses/${id}`,
      token: taro,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ result: true });
    const again = await standard({
      method: 'GET',
      url: `/v1/me/user-addresses/${id}`,
      token: taro,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('お届け先が見つかりませんでした');
  });

  it('answers 404 for another member’s address on every call, and changes nothing', async () => {
    const [hanako] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.username, 'hanako'));
    const [theirs] = await t.db
      .insert(schema.userAddresses)
      .values({
        userId: hanako!.id,
        lastName: '佐藤',
        firstName: '花子',
        lastNameKana: 'サトウ',
        firstNameKana: 'ハナコ',
        postalCode: '5300001',
        prefecture: '大阪府',
        city: '大阪市北区',
        address1: '梅田2-4-9',
      })
      .returning();
    const url = `/v1/me/user-addresses/${theirs!.id}`;
    for (const [method, path, payload] of [
      ['GET', url, undefined],
      ['PUT', url, { ...ADDRESS, id: theirs!.id }],
      ['DELETE', url, undefined],
      ['PATCH', `${url}/use`, undefined],
      ['PATCH', `${url}/use-sender`, undefined],
    ] as const) {
      const res = await standard({
        method,
        url: path,
        token: taro,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const [still] = await t.db
      .select()
      .from(schema.userAddresses)
      .where(eq(schema.userAddresses.id, theirs!.id));
    expect(still).toMatchObject({ lastName: '佐藤', isDefault: false, isSenderDefault: false });
  });

  it('sets the default and the sender default, clearing the flag on the others', async () => {
    const other = (await create({ ...ADDRESS, nickname: '別宅', is_default: false })).json().data
      .id as number;
    const use = await standard({
      method: 'PATCH',
      url: `/v1/me/user-addresses/${other}/use`,
      token: taro,
    });
    expect(use.statusCode).toBe(200);
    expect(use.json().data).toMatchObject({ id: other, is_default: true });
    const sender = await standard({
      method: 'PATCH',
      url: `/v1/me/user-addresses/${other}/use-sender`,
      token: taro,
    });
    expect(sender.json().data).toMatchObject({ is_default: true, is_sender_default: true });
    const { rows } = await list();
    expect(rows.filter((row) => row.is_default).map((row) => row.id)).toEqual([other]);
    expect(rows.filter((row) => row.is_sender_default).map((row) => row.id)).toEqual([other]);

    // Deleting the default gives the flags back to the own address.
    await standard({ method: 'DELETE', url: `/v1/me/user-addresses/${other}`, token: taro });
    const own = (await list()).rows.find((row) => row.division_ct === 1)!;
    expect(own).toMatchObject({ is_sender_default: true });
  });

  it('never deletes the own address, and editing it changes the profile', async () => {
    const own = (await list()).rows.find((row) => row.division_ct === 1)!;
    const res = await standard({
      method: 'DELETE',
      url: `/v1/me/user-addresses/${own.id}`,
      token: taro,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'ご本人の住所は削除できません。会員情報の変更から編集してください',
      code: 'user_address.own_undeletable',
    });

    const put = await standard({
      method: 'PUT',
      url: `/v1/me/user-addresses/${own.id}`,
      token: taro,
      payload: {
        ...ADDRESS,
        shipping_first_name: '太郎',
        shipping_first_name_kana: 'タロウ',
        postal_code: '1500001',
        prefecture: '東京都',
        city: '渋谷区',
        address1: '神宮前1-2-3',
        address2: '',
        phone_number: '',
        cell_phone_number: '09012345678',
        is_default: undefined,
      },
    });
    expect(put.statusCode).toBe(200);
    const me = await standard({ method: 'GET', url: '/v1/me/user', token: taro });
    expect(me.json().data).toMatchObject({
      city: '渋谷区',
      address1: '神宮前1-2-3',
      postal_code: '1500001',
    });
  });

  it('keeps the own address in step with a profile edit', async () => {
    const me = (await standard({ method: 'GET', url: '/v1/me/user', token: taro })).json().data;
    const res = await standard({
      method: 'PUT',
      url: '/v1/me/user',
      token: taro,
      payload: { ...me, city: '千代田区', address1: '丸の内1-1-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const own = (await list()).rows.find((row) => row.division_ct === 1)!;
    expect(own).toMatchObject({ city: '千代田区' });
  });

  it('deletes all but the own address, which becomes the default again', async () => {
    await create({ ...ADDRESS, nickname: 'A' });
    await create({ ...ADDRESS, nickname: 'B', is_sender_default: true });
    const res = await standard({
      method: 'DELETE',
      url: '/v1/me/user-addresses-all',
      token: taro,
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await list();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ division_ct: 1, is_default: true, is_sender_default: true });
    const stored = await t.db
      .select()
      .from(schema.userAddresses)
      .where(and(eq(schema.userAddresses.userId, taroId)));
    expect(stored).toHaveLength(1);
  });

  it('answers 422 for an id that is not a number', async () => {
    const res = await standard({ method: 'GET', url: '/v1/me/user-addresses/abc', token: taro });
    expect(res.statusCode).toBe(422);
  });

  it('refuses more addresses than USER_ADDRESS.LIMIT, counting the own address', async () => {
    await t.db
      .insert(schema.settings)
      .values({ channelId: 'standard', key: 'USER_ADDRESS.LIMIT', value: 2 });
    expect((await create()).statusCode).toBe(201);
    const res = await create();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'user_address.limit' });
    expect(res.json().message).toContain('2件まで');
    expect((await list()).limit).toBe('2');
    await t.db
      .delete(schema.settings)
      .where(
        and(
          eq(schema.settings.channelId, 'standard'),
          eq(schema.settings.key, 'USER_ADDRESS.LIMIT'),
        ),
      );
  });

  it('welcomes a new member with 500 points and the own address', async () => {
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
    const addresses = await t.db
      .select()
      .from(schema.userAddresses)
      .where(eq(schema.userAddresses.userId, user!.id));
    expect(addresses).toEqual([
      expect.objectContaining({
        divisionCt: 1,
        lastName: '田中',
        city: '渋谷区',
        cellPhoneNumber: '08011112222',
        isDefault: true,
      }),
    ]);
  });
});
