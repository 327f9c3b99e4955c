import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestApp, login, memberSession, schema, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Item = { id: number; key: string; name: string };
type List = { key: string; name: string; count: number };
type Listable = {
  product_id: number;
  stock: number;
  is_stock_available: boolean;
  product: { id: number; key: string; name: string; product_price_with_tax: number };
};

describe('user lists (お気に入りリスト)', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let token: string;
  let hanakoToken: string;
  let items: Item[];

  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    token = String((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body.access_token);
    hanakoToken = (await memberSession(t.app, 'standard', 'hanako')).token;
    items = (await standard({ method: 'GET', url: '/v1/products', query: { per: '15' } })).json<{
      data: Item[];
    }>().data;
  });
  afterAll(() => t.close());

  const create = (name: unknown, auth = token) =>
    standard({ method: 'POST', url: '/v1/me/user-lists', payload: { name }, token: auth });

  it('needs a login', async () => {
    expect((await standard({ method: 'GET', url: '/v1/me/user-lists' })).statusCode).toBe(401);
    expect((await create('x', '')).statusCode).toBe(401);
  });

  it('creates, lists, renames and deletes a list, validating its name in Japanese', async () => {
    const created = await create('  キャンプ用品  ');
    expect(created.statusCode).toBe(201);
    const list = created.json<{ data: List }>().data;
    expect(list).toMatchObject({ name: 'キャンプ用品', count: 0 });
    expect(list.key).toMatch(/^[A-Za-z0-9_-]{12}$/);

    const blank = await create('　');
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ errors: { name: ['リスト名は必須項目です'] } });
    const long = await create('あ'.repeat(31));
    expect(long.json()).toMatchObject({
      errors: { name: ['リスト名は30文字以内で入力してください'] },
    });

    const all = await standard({ method: 'GET', url: '/v1/me/user-lists', token });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-limit']).toBe('20');
    expect(all.headers['x-total']).toBe('1');
    expect(all.headers['x-current-page']).toBe('1');
    expect(all.json<{ data: List[] }>().data.map((entry) => entry.name)).toEqual(['キャンプ用品']);

    const renamed = await standard({
      method: 'PUT',
      url: `/v1/me/user-lists/${list.key}`,
      payload: { name: '冬のキャンプ' },
      token,
    });
    expect(renamed.json()).toMatchObject({ data: { key: list.key, name: '冬のキャンプ' } });
    const badRename = await standard({
      method: 'PUT',
      url: `/v1/me/user-lists/${list.key}`,
      payload: { name: '' },
      token,
    });
    expect(badRename.statusCode).toBe(422);

    const removed = await standard({
      method: 'DELETE',
      url: `/v1/me/user-lists/${list.key}`,
      token,
    });
    expect(removed.json()).toEqual({ result: true });
    const gone = await standard({ method: 'GET', url: `/v1/me/user-lists/${list.key}`, token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'リストが見つかりませんでした' });
  });

  it('attaches products, shows them as product cards with price and stock, and detaches them', async () => {
    const list = (await create('ほしいもの')).json<{ data: List }>().data;
    const [a, b, c] = items;
    const attach = (payload: object) =>
      standard({ method: 'PATCH', url: '/v1/me/user-lists/attach', payload, token });
    const attached = await attach({ key: list.key, table: 'products', ids: [a!.id, b!.key] });
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toMatchObject({ data: { key: list.key, count: 2 } });
    // Attaching again keeps one entry per product.
    expect((await attach({ key: list.key, ids: [a!.key, c!.id] })).json()).toMatchObject({
      data: { count: 3 },
    });

    const unknown = await attach({ key: list.key, ids: ['no-such-product'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'product_not_found' });
    expect((await attach({ key: list.key, ids: [] })).json()).toMatchObject({
      errors: { ids: ['商品を指定してください'] },
    });

    const detail = await standard({
      method: 'GET',
      url: `/v1/me/user-lists/${list.key}`,
      query: { is_listables: '1', per: '2' },
      token,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['x-total']).toBe('3');
    expect(detail.headers['x-last-page']).toBe('2');
    const body = detail.json<{ data: List & { listables: Listable[] } }>().data;
    expect(body).toMatchObject({ name: 'ほしいもの', count: 3 });
    expect(body.listables).toHaveLength(2);
    for (const entry of body.listables) {
      expect(entry.product.id).toBe(entry.product_id);
      expect(entry.product.product_price_with_tax).toBeGreaterThan(0);
      expect(entry.is_stock_available).toBe(entry.stock > 0);
    }

    const detached = await standard({
      method: 'PATCH',
      url: `/v1/me/user-lists/${list.key}/detach`,
      payload: { table: 'products', ids: [a!.id] },
      token,
    });
    expect(detached.json()).toMatchObject({ data: { count: 2 } });

    // A second list holding b: the general detach takes b off both.
    const other = (await attach({ name: '贈り物', ids: [b!.id] })).json<{ data: List }>().data;
    expect(other).toMatchObject({ name: '贈り物', count: 1 });
    expect((await attach({ name: '', ids: [b!.id] })).json()).toMatchObject({
      errors: { name: ['リスト名は必須項目です'] },
    });
    const everywhere = await standard({
      method: 'PATCH',
      url: '/v1/me/user-lists/detach',
      payload: { table: 'products', ids: [b!.key] },
      token,
    });
    expect(everywhere.json()).toEqual({ result: true });
    const lists = (await standard({ method: 'GET', url: '/v1/me/user-lists', token })).json<{
      data: List[];
    }>().data;
    expect(Object.fromEntries(lists.map((entry) => [entry.name, entry.count]))).toMatchObject({
      ほしいもの: 1,
      贈り物: 0,
    });
  });

  it("answers 404 for another member's list, whatever the call", async () => {
    const list = (await create('わたしのリスト')).json<{ data: List }>().data;
    const asHanako = (method: 'GET' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
      standard({ method, url, token: hanakoToken, ...(payload ? { payload } : {}) });
    for (const response of [
      await asHanako('GET', `/v1/me/user-lists/${list.key}`),
      await asHanako('PUT', `/v1/me/user-lists/${list.key}`, { name: '乗っ取り' }),
      await asHanako('DELETE', `/v1/me/user-lists/${list.key}`),
      await asHanako('PATCH', '/v1/me/user-lists/attach', { key: list.key, ids: [items[0]!.id] }),
      await asHanako('PATCH', `/v1/me/user-lists/${list.key}/detach`, { ids: [items[0]!.id] }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'user_list_not_found' });
    }
    const hanakos = await standard({ method: 'GET', url: '/v1/me/user-lists', token: hanakoToken });
    expect(hanakos.json()).toEqual({ data: [] });
    const mine = await standard({ method: 'GET', url: `/v1/me/user-lists/${list.key}`, token });
    expect(mine.json()).toMatchObject({ data: { name: 'わたしのリスト', listables: [] } });
  });

  it('keeps at most 20 lists per member', async () => {
    const [user] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.username, 'taro'));
    const existing = await t.db
      .select()
      .from(schema.userLists)
      .where(eq(schema.userLists.userId, user!.id));
    for (let n = existing.length; n < 20; n += 1)
      expect((await create(`リスト${n}`)).statusCode).toBe(201);
    const over = await create('21個目');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'user_list_limit',
      message: 'リストは20件まで作成できます',
    });
  });
});
