import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestApp, login, schema, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import type { CartData } from '../../services/cart/serialize.js';

type Shop = ReturnType<typeof shop>;
type Memorial = { id: number; name: string; month: number; date: number; call: string };
type Entry = { id: number; purpose: string; values: Record<string, number> };

const memorial = {
  target_user_name: '高橋健太',
  division_ct: 1,
  name: '納車記念日',
  month: 4,
  date: 12,
  call: 'けんちゃん',
};

describe('the motorcycle shop extras', () => {
  let t: TestApp;
  let moto: Shop;
  let standard: Shop;
  let rider: string;
  let taro: string;

  beforeAll(async () => {
    t = await createTestApp();
    moto = shop(t.app, 'moto');
    standard = shop(t.app, 'standard');
    rider = String((await login(t.app, 'moto', 'rider', DEMO_PASSWORD)).body.access_token);
    taro = String((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body.access_token);
  });
  afterAll(() => t.close());

  it('is for members only', async () => {
    for (const [method, url] of [
      ['GET', '/v1/me/user-memorials'],
      ['POST', '/v1/me/user-memorials'],
      ['GET', '/v1/me/user-memorials/1'],
      ['PUT', '/v1/me/user-memorials/1'],
      ['DELETE', '/v1/me/user-memorials/1'],
      ['GET', '/v1/me/timeseries?purpose=body'],
      ['POST', '/v1/me/timeseries'],
      ['DELETE', '/v1/me/timeseries/?purpose=body'],
      ['GET', '/v1/me/name-embroidery'],
      ['PUT', '/v1/me/name-embroidery'],
    ] as const) {
      // A valid body: the schema is checked before the login.
      const payload = url.includes('timeseries') ? { purpose: 'body' } : {};
      const res = await moto({ method, url, payload: method === 'GET' ? undefined : payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('memorials', () => {
    it('adds, lists by day, edits and deletes with x-limit', async () => {
      const empty = await moto({ method: 'GET', url: '/v1/me/user-memorials', token: rider });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ data: [] });
      expect(empty.headers['x-limit']).toBe('5');

      const added = await moto({
        method: 'POST',
        url: '/v1/me/user-memorials',
        token: rider,
        payload: memorial,
      });
      expect(added.statusCode).toBe(201);
      const created = added.json<{ data: Memorial }>().data;
      expect(created).toMatchObject(memorial);

      const early = await moto({
        method: 'POST',
        url: '/v1/me/user-memorials',
        token: rider,
        // Form values arrive as text: they are cast like the form casts them.
        payload: { ...memorial, name: '車検日', month: '2', date: '29', division_ct: '1' },
      });
      expect(early.statusCode).toBe(201);

      const list = await moto({ method: 'GET', url: '/v1/me/user-memorials', token: rider });
      expect(list.json<{ data: Memorial[] }>().data.map((m) => m.name)).toEqual([
        '車検日',
        '納車記念日',
      ]);
      expect(list.headers['x-total']).toBe('2');

      const edited = await moto({
        method: 'PUT',
        url: `/v1/me/user-memorials/${created.id}`,
        token: rider,
        payload: { ...memorial, name: '初ツーリング記念日', month: 5, date: 3 },
      });
      expect(edited.statusCode).toBe(200);
      const one = await moto({
        method: 'GET',
        url: `/v1/me/user-memorials/${created.id}`,
        token: rider,
      });
      expect(one.json<{ data: Memorial }>().data).toMatchObject({
        name: '初ツーリング記念日',
        month: 5,
        date: 3,
      });

      const removed = await moto({
        method: 'DELETE',
        url: `/v1/me/user-memorials/${created.id}`,
        token: rider,
      });
      expect(removed.json()).toEqual({ result: true });
      const after = await moto({ method: 'GET', url: '/v1/me/user-memorials', token: rider });
      expect(after.json<{ data: Memorial[] }>().data).toHaveLength(1);
    });

    it('refuses a day the month does not have, and empty fields, in Japanese', async () => {
      const res = await moto({
        method: 'POST',
        url: '/v1/me/user-memorials',
        token: rider,
        payload: { ...memorial, month: 4, date: 31 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.date).toEqual(['日付が無効です']);
      const blank = await moto({
        method: 'POST',
        url: '/v1/me/user-memorials',
        token: rider,
        payload: {},
      });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().message).toBe('入力内容に誤りがあります');
      expect(blank.json().errors.name).toEqual(['記念日の名前は必須項目です']);
      const badMonth = await moto({
        method: 'PUT',
        url: '/v1/me/user-memorials/1',
        token: rider,
        payload: { ...memorial, month: 13 },
      });
      expect(badMonth.statusCode).toBe(422);
    });

    it("answers another member's memorial as not found", async () => {
      const theirs = await standard({
        method: 'POST',
        url: '/v1/me/user-memorials',
        token: taro,
        payload: memorial,
      });
      expect(theirs.statusCode).toBe(201);
      const id = theirs.json<{ data: Memorial }>().data.id;
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await moto({
          method,
          url: `/v1/me/user-memorials/${id}`,
          token: rider,
          payload: method === 'PUT' ? memorial : undefined,
        });
        expect(res.statusCode, method).toBe(404);
        expect(res.json().message).toBe('記念日が見つかりませんでした');
      }
    });

    it('refuses an add at the limit with a Japanese message', async () => {
      const list = await moto({ method: 'GET', url: '/v1/me/user-memorials', token: rider });
      const have = list.json<{ data: Memorial[] }>().data.length;
      for (let i = have; i < 5; i++) {
        const res = await moto({
          method: 'POST',
          url: '/v1/me/user-memorials',
          token: rider,
          payload: { ...memorial, name: `記念日${i}` },
        });
        expect(res.statusCode).toBe(201);
      }
      const over = await moto({
        method: 'POST',
        url: '/v1/me/user-memorials',
        token: rider,
        payload: memorial,
      });
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toBe(
        '登録できる記念日は5件までです。不要な記念日を削除してから登録してください。',
      );
    });
  });

  describe('measurements (timeseries)', () => {
    it('records entries and lists them newest first with x-limit', async () => {
      const first = await moto({
        method: 'POST',
        url: '/v1/me/timeseries',
        token: rider,
        payload: { purpose: 'body', values: { height: '172.5', weight: 64 } },
      });
      expect(first.statusCode).toBe(201);
      expect(first.json<{ data: Entry }>().data.values).toEqual({ height: 172.5, weight: 64 });
      const second = await moto({
        method: 'POST',
        url: '/v1/me/timeseries',
        token: rider,
        payload: { purpose: 'body', values: { height: 172.5, weight: 66, head: 58 } },
      });
      expect(second.statusCode).toBe(201);
      const list = await moto({
        method: 'GET',
        url: '/v1/me/timeseries?purpose=body',
        token: rider,
      });
      expect(list.headers['x-limit']).toBe('10');
      expect(list.json<{ data: Entry[] }>().data.map((e) => e.values.weight)).toEqual([66, 64]);
    });

    it('refuses out-of-range, badly written and empty values in Japanese', async () => {
      const res = await moto({
        method: 'POST',
        url: '/v1/me/timeseries',
        token: rider,
        payload: { purpose: 'body', values: { height: '172.55', weight: 5 } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        height: ['身長（cm）は小数点第1位までの数値を入力してください'],
        weight: ['体重（kg）は10〜300の範囲で入力してください'],
      });
      const empty = await moto({
        method: 'POST',
        url: '/v1/me/timeseries',
        token: rider,
        payload: { purpose: 'body', values: {} },
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.height).toEqual(['いずれかは必須項目です']);
      const purpose = await moto({
        method: 'POST',
        url: '/v1/me/timeseries',
        token: rider,
        payload: { purpose: 'shoe', values: { height: 170 } },
      });
      expect(purpose.statusCode).toBe(422);
    });

    it("deletes one entry, not another member's, and refuses an add at the limit", async () => {
      const theirs = await standard({
        method: 'POST',
        url: '/v1/me/timeseries',
        token: taro,
        payload: { purpose: 'body', values: { height: 180 } },
      });
      const theirId = theirs.json<{ data: Entry }>().data.id;
      const foreign = await moto({
        method: 'DELETE',
        url: `/v1/me/timeseries/?id=${theirId}`,
        token: rider,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('採寸データが見つかりませんでした');

      const list = await moto({
        method: 'GET',
        url: '/v1/me/timeseries?purpose=body',
        token: rider,
      });
      const newest = list.json<{ data: Entry[] }>().data[0]!;
      const one = await moto({
        method: 'DELETE',
        url: `/v1/me/timeseries/?id=${newest.id}`,
        token: rider,
      });
      expect(one.json()).toEqual({ result: true, deleted: 1 });

      const nothing = await moto({ method: 'DELETE', url: '/v1/me/timeseries/', token: rider });
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json().message).toBe('削除する採寸データを指定してください');

      // Fill up to the limit through the API (whatever is there already counts).
      for (;;) {
        const res = await moto({
          method: 'POST',
          url: '/v1/me/timeseries',
          token: rider,
          payload: { purpose: 'body', values: { waist: 80 } },
        });
        if (res.statusCode === 422) {
          expect(res.json().message).toBe(
            '採寸データは10件まで保存できます。古いデータを削除してから登録してください。',
          );
          break;
        }
        expect(res.statusCode).toBe(201);
      }
      const all = await moto({
        method: 'DELETE',
        url: '/v1/me/timeseries/?purpose=body',
        token: rider,
      });
      expect(all.json()).toEqual({ result: true, deleted: 10 });
    });
  });

  describe('name embroidery', () => {
    it('saves the text, style and colour, refusing what cannot be stitched', async () => {
      const none = await moto({ method: 'GET', url: '/v1/me/name-embroidery', token: rider });
      expect(none.json()).toEqual({ data: null });
      const bad = await moto({
        method: 'PUT',
        url: '/v1/me/name-embroidery',
        token: rider,
        payload: { text: '高橋', style: 'script', color: 'gold' },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.text[0]).toMatch(/半角英数字/);
      const saved = await moto({
        method: 'PUT',
        url: '/v1/me/name-embroidery',
        token: rider,
        payload: { text: 'K. TAKAHASHI', style: 'script', color: 'gold' },
      });
      expect(saved.statusCode).toBe(200);
      const read = await moto({ method: 'GET', url: '/v1/me/name-embroidery', token: rider });
      expect(read.json().data).toEqual({
        text: 'K. TAKAHASHI',
        style: 'script',
        style_label: '筆記体',
        color: 'gold',
        color_label: 'ゴールド',
      });
    });

    it('is not listed or found among the goods, only offered beside them', async () => {
      const list = await moto({ method: 'GET', url: '/v1/products?per_page=100&sort=new' });
      expect(list.statusCode).toBe(200);
      const keys = (list.json().data as { key: string }[]).map((p) => p.key);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys).not.toContain('name-embroidery');
      const search = await moto({ method: 'GET', url: '/v1/products?keyword=刺繍' });
      expect((search.json().data as { key: string }[]).map((p) => p.key)).not.toContain(
        'name-embroidery',
      );
    });

    it('is offered on jackets and gloves and goes into the cart as a priced accessory line', async () => {
      const [service] = await t.db
        .select()
        .from(schema.embroideryServices)
        .where(eq(schema.embroideryServices.channelId, 'moto'));
      expect(service).toBeDefined();
      const [relation] = await t.db
        .select({ key: schema.products.key })
        .from(schema.productRelations)
        .innerJoin(schema.products, eq(schema.products.id, schema.productRelations.productId))
        .where(
          and(
            eq(schema.productRelations.relatedId, service!.productId),
            eq(schema.productRelations.kind, 'accessory'),
          ),
        )
        .limit(1);
      const key = relation!.key;
      const offer = await moto({ method: 'GET', url: `/v1/products/${key}/embroidery` });
      expect(offer.statusCode).toBe(200);
      expect(offer.json().data).toMatchObject({
        product_key: 'name-embroidery',
        name: 'ネーム刺繍',
        unit_price: 1000,
        unit_price_with_tax: 1100,
      });
      const other = await moto({ method: 'GET', url: '/v1/products/name-embroidery/embroidery' });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('この商品はネーム刺繍に対応していません');

      const init = await moto({ method: 'POST', url: '/v1/carts/init', payload: {}, token: rider });
      const token = init.json<{ data: CartData }>().data.token;
      const added = await moto({
        method: 'PATCH',
        url: '/v1/carts/products/add',
        token: rider,
        payload: { token, products: [{ product_key: key, quantity: 1 }] },
      });
      expect(added.statusCode, added.body).toBe(200);
      const parent = added.json<{ data: CartData }>().data.detail.products[0]!;
      const without = await moto({
        method: 'PATCH',
        url: '/v1/carts/accessories/add',
        token: rider,
        payload: { token, parent_key: parent.key, product_key: 'name-embroidery', quantity: 1 },
      });
      expect(without.statusCode).toBe(422);
      expect(without.json().message).toBe('刺繍する文字・書体・糸の色を指定してください');
      const stitched = await moto({
        method: 'PATCH',
        url: '/v1/carts/accessories/add',
        token: rider,
        payload: {
          token,
          parent_key: parent.key,
          product_key: 'name-embroidery',
          quantity: 1,
          embroidery: { text: 'K. TAKAHASHI', style: 'script', color: 'gold' },
        },
      });
      expect(stitched.statusCode).toBe(200);
      const cart = stitched.json<{ data: CartData }>().data;
      const line = cart.detail.products.find((p) => p.product_key === 'name-embroidery')!;
      expect(line).toMatchObject({ parent_key: parent.key, unit_price: 1000, quantity: 1 });
      expect(line.product_info.embroidery).toMatchObject({
        text: 'K. TAKAHASHI',
        style_label: '筆記体',
      });
      expect(parent.product_info.embroidery).toBeNull();
    });
  });

  describe('stylists', () => {
    it('lists the shop’s stylists with photo, name and profile, and one by key', async () => {
      const list = await moto({ method: 'GET', url: '/v1/stylists' });
      const stylists = list.json<{
        data: { key: string; name: string; photo: { path: string } }[];
      }>().data;
      expect(stylists.map((s) => s.name)).toEqual(['佐藤 美咲', '小林 亮', '中村 健']);
      const one = await moto({ method: 'GET', url: `/v1/stylists/${stylists[0]!.key}` });
      expect(one.json().data.profile).toContain('ツーリング歴15年');
      const photo = await t.app.inject({ method: 'GET', url: stylists[0]!.photo.path });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect((await moto({ method: 'GET', url: '/v1/stylists/nobody' })).statusCode).toBe(404);
      expect((await standard({ method: 'GET', url: '/v1/stylists' })).json()).toEqual({ data: [] });
    });
  });
});
