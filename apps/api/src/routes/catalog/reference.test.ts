import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Node = {
  id: number;
  key: string;
  name: string;
  depth: number;
  parent_id: number | null;
  product_count: number;
  children: Node[];
};
type Company = {
  id: number;
  key: string;
  name: string;
  product_count: number;
  image: { path: string };
};

describe('catalogue: categories, brands, makers, tags', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
  });
  afterAll(() => t.close());

  it('answers the product category tree, three levels with counts', async () => {
    const res = await standard({
      method: 'GET',
      url: '/v1/categories/hierarchy',
      query: { table: 'products' },
    });
    expect(res.statusCode).toBe(200);
    const tree = res.json<{ data: Node[] }>().data;
    expect(tree.map((node) => node.name)).toEqual([
      'ファッション',
      'キッチン・日用品',
      '食品・飲料',
      '美容・健康',
    ]);
    const kitchen = tree[1] as Node;
    expect(kitchen.depth).toBe(1);
    expect(kitchen.parent_id).toBeNull();
    const cookware = kitchen.children[0] as Node;
    expect(cookware).toMatchObject({ name: '調理器具', depth: 2, parent_id: kitchen.id });
    const frypan = cookware.children.find((node) => node.key === 'frypan') as Node;
    expect(frypan).toMatchObject({ name: 'フライパン', depth: 3, children: [] });
    expect(frypan.product_count).toBeGreaterThan(0);
    // A parent counts the products below it.
    expect(kitchen.product_count).toBeGreaterThanOrEqual(
      cookware.children.reduce((sum, node) => Math.max(sum, node.product_count), 0),
    );
    const listed = await standard({
      method: 'GET',
      url: '/v1/products',
      query: { category: String(kitchen.id), child: 'true' },
    });
    expect(listed.headers['x-total']).toBe(String(kitchen.product_count));
    // Without a table: products.
    const plain = await standard({ method: 'GET', url: '/v1/categories/hierarchy' });
    expect(plain.json<{ data: Node[] }>().data.map((node) => node.key)).toEqual(
      tree.map((node) => node.key),
    );
  });

  it('answers the inquiry subjects, and refuses another table', async () => {
    const res = await standard({
      method: 'GET',
      url: '/v1/categories/hierarchy',
      query: { table: 'inquiries' },
    });
    const tree = res.json<{ data: Node[] }>().data;
    expect(tree[0]).toMatchObject({ name: 'ご注文について', product_count: 0 });
    expect(tree[0]?.children.map((node) => node.name)).toContain('お届け日時・配送について');
    const bad = await standard({
      method: 'GET',
      url: '/v1/categories/hierarchy',
      query: { table: 'users' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ message: string }>().message).toBe('入力内容に誤りがあります');
  });

  it('lists brands all at once or by page', async () => {
    const all = await standard({ method: 'GET', url: '/v1/brands', query: { per: 'all' } });
    const brands = all.json<{ data: Company[] }>().data;
    expect(brands.length).toBeGreaterThanOrEqual(5);
    expect(brands[0]).toMatchObject({ key: 'mise-basic', name: 'ミセベーシック' });
    expect(brands.every((brand) => brand.product_count > 0)).toBe(true);
    const page = await standard({
      method: 'GET',
      url: '/v1/brands',
      query: { per: '2', page: '2' },
    });
    expect(page.headers).toMatchObject({
      'x-total': String(brands.length),
      'x-per-page': '2',
      'x-current-page': '2',
    });
    expect(page.json<{ data: Company[] }>().data.map((brand) => brand.key)).toEqual(
      brands.slice(2, 4).map((brand) => brand.key),
    );
    const logo = await t.app.inject({ method: 'GET', url: String(brands[0]?.image.path) });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('ミセベーシック');
    expect(
      (await standard({ method: 'GET', url: '/v1/brands', query: { per: 'lots' } })).statusCode,
    ).toBe(422);
  });

  it('lists makers and shows one by id or key; moto makers are the bike makers', async () => {
    const moto = shop(t.app, 'moto');
    const list = await moto({ method: 'GET', url: '/v1/makers', query: { per: 'all' } });
    const makers = list.json<{ data: Company[] }>().data;
    expect(makers.map((maker) => maker.name)).toEqual(['ホンダ', 'ヤマハ', 'カワサキ', 'スズキ']);
    const byKey = await moto({ method: 'GET', url: '/v1/makers/honda' });
    expect(byKey.statusCode).toBe(200);
    const honda = byKey.json<{ data: Company & { url: string | null } }>().data;
    expect(honda).toMatchObject({ key: 'honda', name: 'ホンダ' });
    expect(honda.product_count).toBeGreaterThan(0);
    const byId = await moto({ method: 'GET', url: `/v1/makers/${honda.id}` });
    expect(byId.json<{ data: Company }>().data.key).toBe('honda');
    const paged = await standard({ method: 'GET', url: '/v1/makers' });
    expect(paged.headers['x-per-page']).toBe('10');
    const missing = await moto({ method: 'GET', url: '/v1/makers/no-such-maker' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'メーカーが見つかりませんでした',
      code: 'maker_not_found',
    });
    // Another shop's maker is not this shop's.
    expect((await standard({ method: 'GET', url: '/v1/makers/honda' })).statusCode).toBe(404);
  });

  it('hides the products of a password-protected tag until its password is given', async () => {
    const tags = (await standard({ method: 'GET', url: '/v1/tags' })).json<{
      data: { key: string; name: string; is_password_protected: boolean; product_count: number }[];
    }>().data;
    const secret = tags.find((tag) => tag.is_password_protected);
    expect(secret).toMatchObject({ key: 'members-secret', name: '会員限定シークレットセール' });
    expect(secret?.product_count).toBe(5);
    expect(tags.filter((tag) => tag.is_password_protected)).toHaveLength(1);

    const hidden = await standard({
      method: 'GET',
      url: '/v1/products',
      query: { tag: 'members-secret' },
    });
    expect(hidden.json<{ data: unknown[] }>().data).toEqual([]);
    const result = await t.db.execute(
      sql`select p.key from products p join product_model_tags mt on mt.model_id = p.model_id join tags t on t.id = mt.tag_id where t.key = 'members-secret' and t.channel_id = 'standard' and p.position = 0 limit 1`,
    );
    const [row] = rowsOf<{ key: string }>(result);
    expect((await standard({ method: 'GET', url: `/v1/products/${row?.key}` })).statusCode).toBe(
      404,
    );

    const unlock = (payload: object) =>
      standard({ method: 'POST', url: '/v1/tags/password', payload });
    const wrong = await unlock({ tag: 'members-secret', password: 'wrong' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'パスワードが正しくありません',
      errors: { password: ['パスワードが正しくありません'] },
    });
    const empty = await unlock({});
    expect(empty.json()).toMatchObject({
      errors: { tag: ['タグを指定してください'], password: ['パスワードは必須項目です'] },
    });
    // The password gate's form rule (@mise/validation), whatever the length sent.
    expect((await unlock({ tag: 'members-secret', password: 'p'.repeat(300) })).json()).toEqual({
      message: '入力内容に誤りがあります',
      errors: { password: ['パスワードは100文字以内で入力してください'] },
    });
    expect((await unlock({ tag: 'sale', password: 'x' })).json()).toMatchObject({
      code: 'tag_not_protected',
    });
    expect((await unlock({ tag: 'nope', password: 'x' })).statusCode).toBe(404);

    const ok = await unlock({ tag: 'members-secret', password: 'himitsu2026' });
    expect(ok.statusCode).toBe(200);
    const { tag_token: tagToken } = ok.json<{ tag_token: string }>();
    expect(ok.json()).toMatchObject({ result: true, data: { key: 'members-secret' } });
    const shown = await standard({
      method: 'GET',
      url: '/v1/products',
      query: { tag: 'members-secret', tag_token: tagToken },
    });
    expect(shown.headers['x-total']).toBe('5');
    expect(
      (
        await standard({
          method: 'GET',
          url: `/v1/products/${row?.key}`,
          query: { tag_token: tagToken },
        })
      ).statusCode,
    ).toBe(200);
    // The token is for this shop only.
    const business = shop(t.app, 'business');
    expect(
      (
        await business({
          method: 'GET',
          url: '/v1/products',
          query: { tag: 'members-secret', tag_token: tagToken },
        })
      ).json<{ data: unknown[] }>().data,
    ).toEqual([]);
  });
});
