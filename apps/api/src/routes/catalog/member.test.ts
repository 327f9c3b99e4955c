import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestApp, login, memberSession, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Item = { id: number; key: string; name: string; is_stock_available: boolean };
type History = {
  id: number;
  product_id: number;
  product: { id: number; key: string; is_favorite: boolean };
};

describe('catalogue: histories, search words, requests and bookmarks', () => {
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

  it("keeps a guest's last 10 viewed products, newest first, each once", async () => {
    const first = await standard({
      method: 'POST',
      url: '/v1/product-histories',
      payload: { product_id: items[0]?.id },
    });
    expect(first.statusCode).toBe(200);
    const guestId = first.json<{ guest_id: string }>().guest_id;
    expect(guestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(first.headers['set-cookie'])).toContain(`mise_guest_id=${guestId}`);
    const asGuest = { 'x-guest-id': guestId };
    for (const item of items.slice(1, 12))
      await standard({
        method: 'POST',
        url: '/v1/product-histories',
        payload: { product_id: item.key },
        headers: asGuest,
      });
    // Viewing the third one again moves it to the front.
    const again = await standard({
      method: 'POST',
      url: '/v1/product-histories',
      payload: { product_id: items[2]?.id },
      headers: asGuest,
    });
    const recent = again.json<{ data: History[] }>().data;
    expect(recent).toHaveLength(10);
    expect(recent.map((entry) => entry.product_id)).toEqual(
      [items[2], ...items.slice(3, 12).reverse()].map((item) => item?.id),
    );
    const listed = await standard({
      method: 'GET',
      url: '/v1/guest/product-histories',
      cookies: { mise_guest_id: guestId },
    });
    expect(listed.headers['x-total']).toBe('10');
    expect(listed.json<{ data: History[] }>().data.map((entry) => entry.product_id)).toEqual(
      recent.map((entry) => entry.product_id),
    );
    // Another guest (or none) sees nothing.
    expect((await standard({ method: 'GET', url: '/v1/guest/product-histories' })).json()).toEqual({
      data: [],
    });
    const bad = await standard({ method: 'POST', url: '/v1/product-histories', payload: {} });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { product_id: ['商品を指定してください'] } });
    const unknown = await standard({
      method: 'POST',
      url: '/v1/product-histories',
      payload: { product_id: 'nope' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps a member's history with the favourite flag, and deletes their own entries only", async () => {
    await standard({ method: 'POST', url: `/v1/products/${items[4]?.key}/likes`, token });
    for (const item of items.slice(3, 6))
      await standard({
        method: 'POST',
        url: '/v1/product-histories',
        payload: { product_id: item.id },
        token,
      });
    const res = await standard({ method: 'GET', url: '/v1/me/product-histories', token });
    const entries = res.json<{ data: History[] }>().data;
    expect(entries.map((entry) => entry.product.key)).toEqual([
      items[5]?.key,
      items[4]?.key,
      items[3]?.key,
    ]);
    expect(entries.map((entry) => entry.product.is_favorite)).toEqual([false, true, false]);
    expect((await standard({ method: 'GET', url: '/v1/me/product-histories' })).statusCode).toBe(
      401,
    );

    const target = entries[1] as History;
    const foreign = await standard({
      method: 'DELETE',
      url: `/v1/me/product-histories/${target.id}`,
      token: hanakoToken,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe('閲覧履歴が見つかりませんでした');
    const removed = await standard({
      method: 'DELETE',
      url: `/v1/me/product-histories/${target.id}`,
      token,
    });
    expect(removed.json()).toEqual({ result: true });
    const after = await standard({ method: 'GET', url: '/v1/me/product-histories', token });
    expect(after.headers['x-total']).toBe('2');
    expect(
      (await standard({ method: 'DELETE', url: '/v1/me/product-histories/abc', token })).statusCode,
    ).toBe(422);
  });

  it('records search words, refuses a blank one, pages them by 10', async () => {
    for (const word of ['  ', '　']) {
      const blank = await standard({
        method: 'POST',
        url: '/v1/product-search-histories',
        payload: { query: word },
        token,
      });
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toMatchObject({
        errors: { query: ['検索キーワードを入力してください'] },
      });
    }
    for (let i = 1; i <= 12; i++)
      await standard({
        method: 'POST',
        url: '/v1/product-search-histories',
        payload: { query: `キーワード${i}` },
        token,
      });
    const repeated = await standard({
      method: 'POST',
      url: '/v1/product-search-histories',
      payload: { query: ' キーワード3 ' },
      token,
    });
    expect(repeated.statusCode).toBe(201);
    expect(repeated.json()).toMatchObject({ data: { query: 'キーワード3' }, guest_id: null });
    const page1 = await standard({ method: 'GET', url: '/v1/me/product-search-histories', token });
    expect(page1.headers).toMatchObject({
      'x-total': '12',
      'x-per-page': '10',
      'x-last-page': '2',
    });
    const words = page1.json<{ data: { id: number; query: string }[] }>().data;
    expect(words.map((word) => word.query).slice(0, 3)).toEqual([
      'キーワード3',
      'キーワード12',
      'キーワード11',
    ]);
    const page2 = await standard({
      method: 'GET',
      url: '/v1/me/product-search-histories',
      query: { page: '2' },
      token,
    });
    expect(page2.json<{ data: unknown[] }>().data).toHaveLength(2);
    const remove = await standard({
      method: 'DELETE',
      url: `/v1/me/product-search-histories/${words[0]?.id}`,
      token,
    });
    expect(remove.json()).toEqual({ result: true });
    expect(
      (
        await standard({
          method: 'DELETE',
          url: `/v1/me/product-search-histories/${words[0]?.id}`,
          token,
        })
      ).statusCode,
    ).toBe(404);
    // Guests may search too; nothing is listed for them under /me.
    const guest = await standard({
      method: 'POST',
      url: '/v1/product-search-histories',
      payload: { query: '靴' },
    });
    expect(guest.statusCode).toBe(201);
  });

  it('takes restock and new-product requests from members and lists them', async () => {
    const soldOut = (
      await standard({ method: 'GET', url: '/v1/products', query: { per: '100', sort: 'new' } })
    ).json<{ data: (Item & { product_model: { id: number } })[] }>().data;
    // A sold-out variant: find one through the details.
    let soldOutKey: string | undefined;
    for (const item of soldOut) {
      const detail = (await standard({ method: 'GET', url: `/v1/products/${item.key}` })).json<{
        data: { product_model: { products: { key: string; stock: number }[] } };
      }>().data;
      soldOutKey = detail.product_model.products.find((variant) => variant.stock === 0)?.key;
      if (soldOutKey) break;
    }
    expect(soldOutKey).toBeDefined();
    const post = (payload: object, auth: string = token) =>
      standard({ method: 'POST', url: '/v1/product-requests', payload, token: auth });
    expect((await post({ name: 'x' }, '')).statusCode).toBe(401);
    const restock = await post({ product_id: soldOutKey, quantity: 2, body: '入荷したら買います' });
    expect(restock.statusCode).toBe(201);
    expect(restock.json()).toMatchObject({
      data: { kind: 'restock', quantity: 2, product: { key: soldOutKey } },
    });
    const inStock = items.find((item) => item.is_stock_available);
    const refused = await post({ product_id: inStock?.key });
    // A model in stock may still have this variant sold out; only a product with stock is refused.
    if (refused.statusCode === 422)
      expect(refused.json()).toMatchObject({ code: 'product_in_stock' });
    const created = await post({ name: '折りたたみ傘', body: '軽いものが欲しいです' });
    expect(created.json()).toMatchObject({
      data: { kind: 'new', name: '折りたたみ傘', product: null, quantity: 1 },
    });
    const invalid = await post({ quantity: 0 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      errors: {
        name: ['商品名は必須項目です'],
        quantity: ['数量は1〜999の数字で入力してください'],
      },
    });

    const list = await standard({ method: 'GET', url: '/v1/me/product-request-histories', token });
    const entries = list.json<{ data: { id: number; name: string }[] }>().data;
    expect(entries[0]?.name).toBe('折りたたみ傘');
    const total = Number(list.headers['x-total']);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(
      (
        await standard({
          method: 'GET',
          url: '/v1/me/product-request-histories',
          token: hanakoToken,
        })
      ).json(),
    ).toEqual({ data: [] });
    await standard({
      method: 'DELETE',
      url: `/v1/me/product-request-histories/${entries[0]?.id}`,
      token,
    });
    const after = await standard({ method: 'GET', url: '/v1/me/product-request-histories', token });
    expect(after.headers['x-total']).toBe(String(total - 1));
  });

  it('bookmarks products for the member: add once, list, show, remove', async () => {
    const add = (productId: unknown, auth: string = token) =>
      standard({
        method: 'POST',
        url: '/v1/me/bookmarks',
        payload: { product_id: productId },
        token: auth,
      });
    expect((await add(items[0]?.id, '')).statusCode).toBe(401);
    const first = await add(items[0]?.id);
    expect(first.statusCode).toBe(201);
    const bookmark = first.json<{
      data: { id: number; product_id: number; product: { name: string } };
    }>().data;
    expect(bookmark).toMatchObject({ product_id: items[0]?.id, product: { name: items[0]?.name } });
    const twice = await add(items[0]?.key);
    expect(twice.statusCode).toBe(200);
    expect(twice.json<{ data: { id: number } }>().data.id).toBe(bookmark.id);
    await add(items[1]?.key);
    expect((await add(undefined)).json()).toMatchObject({
      errors: { product_id: ['商品を指定してください'] },
    });
    expect((await add('nope')).statusCode).toBe(404);

    const list = await standard({ method: 'GET', url: '/v1/me/bookmarks', token });
    expect(list.headers['x-total']).toBe('2');
    expect(
      list.json<{ data: { product_id: number }[] }>().data.map((entry) => entry.product_id),
    ).toEqual([items[1]?.id, items[0]?.id]);
    expect(
      (await standard({ method: 'GET', url: `/v1/me/bookmarks/${bookmark.id}`, token })).statusCode,
    ).toBe(200);
    const foreign = await standard({
      method: 'GET',
      url: `/v1/me/bookmarks/${bookmark.id}`,
      token: hanakoToken,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe('ブックマークが見つかりませんでした');
    expect(
      (
        await standard({
          method: 'DELETE',
          url: `/v1/me/bookmarks/${bookmark.id}`,
          token: hanakoToken,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await standard({ method: 'DELETE', url: `/v1/me/bookmarks/${bookmark.id}`, token })).json(),
    ).toEqual({ result: true });
    const after = await standard({ method: 'GET', url: '/v1/me/bookmarks', token });
    expect(after.headers['x-total']).toBe('1');
  });
});
