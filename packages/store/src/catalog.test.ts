import { DEMO_PASSWORD, schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorefrontState } from './create-default.js';
import { createMemoryCookies } from './env.js';
import { login, logoutSession } from './slices/account/index.js';
import {
  addBookmark,
  fetchBookmarks,
  fetchBrands,
  fetchCategoryTree,
  fetchMaker,
  fetchMakers,
  fetchProduct,
  fetchProductHistory,
  fetchProductRelations,
  fetchProductRequestHistory,
  fetchProducts,
  productListStale,
  fetchProductSearchHistory,
  fetchReviews,
  postProductHistory,
  postProductSearchHistory,
  postReview,
  productQueryKey,
  RECENT_PRODUCTS_LIMIT,
  removeBookmark,
  removeProductHistory,
  removeProductRequestHistory,
  removeProductSearchHistory,
  setFavorite,
  productHistoryFlushed,
} from './slices/catalog/index.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(schema.loginAttempts);
});

/** A store + client as one browser tab has them; `urls` lists every request it sends. */
async function tab(channel = 'standard') {
  const { store, api: client } = createStorefrontState({
    api: { baseURL: api.baseURL, channel, events: { log: () => undefined } },
    cookies: createMemoryCookies(),
  });
  const urls: string[] = [];
  const http = await client.instance();
  http.interceptors.request.use((config) => {
    const query = config.params
      ? `?${new URLSearchParams(config.params as Record<string, string>).toString()}`
      : '';
    urls.push(`${config.method?.toUpperCase()} ${config.url}${query}`);
    return config;
  });
  return { store, client, urls };
}

async function member(loginId = 'taro', channel = 'standard') {
  const t = await tab(channel);
  await t.store.dispatch(login({ login_id: loginId, password: DEMO_PASSWORD })).unwrap();
  return t;
}

/** Keys of products of the demo catalogue, first page. */
async function someProducts(t: Awaited<ReturnType<typeof tab>>, count: number) {
  const { data } = await t.client.products.list({ per: count });
  return data;
}

describe('product list', () => {
  it('reads 15 a page and does not ask again for the query already shown', async () => {
    const t = await tab();
    await t.store.dispatch(fetchProducts({ page: 1 })).unwrap();
    const { products } = t.store.getState();
    expect(products.list).toHaveLength(15);
    expect(products.page).toMatchObject({ perPage: 15, currentPage: 1 });
    expect(products.page!.total).toBeGreaterThan(15);

    // The same filters in another order, with empty ones: the same query, no request.
    const before = t.urls.length;
    await t.store.dispatch(fetchProducts({ keyword: '', page: 1 }));
    expect(t.urls).toHaveLength(before);

    await t.store.dispatch(fetchProducts({ page: 2 })).unwrap();
    expect(t.urls).toHaveLength(before + 1);
    expect(t.store.getState().products.page?.currentPage).toBe(2);
  });

  it('reads the list shown again once it is marked stale (a shared page, then a member)', async () => {
    const t = await tab();
    await t.store.dispatch(fetchProducts({ page: 1 })).unwrap();
    const before = t.urls.length;
    t.store.dispatch(productListStale());
    await t.store.dispatch(fetchProducts({ page: 1 })).unwrap();
    expect(t.urls).toHaveLength(before + 1);
    expect(t.store.getState().products.list).toHaveLength(15);
  });

  it('narrows by keyword, category (with its children), price and stock', async () => {
    const t = await tab();
    await t.store.dispatch(fetchCategoryTree()).unwrap();
    const root = t.store.getState().categories.tree[0]!;
    await t.store
      .dispatch(fetchProducts({ category: root.id, price_min: 1000, price_max: 5000, in_stock: 1 }))
      .unwrap();
    expect(t.urls.at(-1)).toContain('child=true');
    const { list } = t.store.getState().products;
    expect(list.length).toBeGreaterThan(0);
    for (const product of list) {
      expect(product.product_price_with_tax).toBeGreaterThanOrEqual(1000);
      expect(product.product_price_with_tax).toBeLessThanOrEqual(5000);
      expect(product.is_stock_available).toBe(true);
      expect(product.product_model.categories[0]?.id).toBe(root.id);
    }

    const word = list[0]!.name.split(' ')[0]!;
    await t.store.dispatch(fetchProducts({ keyword: word })).unwrap();
    expect(t.store.getState().products.list.every((product) => product.name.includes(word))).toBe(
      true,
    );
  });

  it('keys a query the same whatever the order of its filters', () => {
    expect(productQueryKey({ page: 1, keyword: 'マグ', brand: '' })).toBe(
      productQueryKey({ keyword: 'マグ', page: 1 }),
    );
  });
});

describe('reference data', () => {
  it('fetches brands, makers and the category tree once, while they are empty', async () => {
    const t = await tab();
    await Promise.all([
      t.store.dispatch(fetchBrands()),
      t.store.dispatch(fetchBrands()),
      t.store.dispatch(fetchMakers()),
      t.store.dispatch(fetchCategoryTree()),
    ]);
    await t.store.dispatch(fetchBrands());
    await t.store.dispatch(fetchMakers());
    await t.store.dispatch(fetchCategoryTree());
    expect(t.urls.filter((url) => url.startsWith('GET /v1/brands'))).toEqual([
      'GET /v1/brands?per=all',
    ]);
    expect(t.urls.filter((url) => url.startsWith('GET /v1/makers'))).toHaveLength(1);
    expect(t.urls.filter((url) => url.startsWith('GET /v1/categories'))).toHaveLength(1);
    const state = t.store.getState();
    expect(state.brands.list.length).toBeGreaterThan(0);
    expect(state.makers.list.length).toBeGreaterThan(0);
    expect(state.categories.tree[0]?.children.length).toBeGreaterThan(0);

    const maker = state.makers.list[0]!;
    await t.store.dispatch(fetchMaker(maker.key)).unwrap();
    expect(t.store.getState().makers.detail?.name).toBe(maker.name);
  });
});

describe('product page', () => {
  it('loads the product with its variants, related products and reviews; 404 for an unknown key', async () => {
    const t = await tab();
    const [first] = await someProducts(t, 1);
    await Promise.all([
      t.store.dispatch(fetchProduct(first!.key)),
      t.store.dispatch(fetchProductRelations(first!.key)),
      t.store.dispatch(fetchReviews({ key: first!.key })),
    ]);
    const { products } = t.store.getState();
    expect(products.detail?.key).toBe(first!.key);
    expect(products.detail?.product_model.products.some((p) => p.key === first!.key)).toBe(true);
    expect(products.reviewsKey).toBe(first!.key);
    expect(products.reviewsPage?.perPage).toBe(10);

    await expect(t.store.dispatch(fetchProduct('no-such-product')).unwrap()).rejects.toMatchObject({
      status: 404,
    });
    expect(t.store.getState().products.detail).toBeNull();
  });

  it('a member posts a review, which shows first; a second review of the same product is refused', async () => {
    const t = await member();
    const [, product] = await someProducts(t, 2);
    const review = {
      rating: 4,
      title: '使いやすい',
      body: '毎日使っています。',
      nickname: 'たろう',
    };
    await t.store
      .dispatch(postReview({ key: product!.key, productId: product!.id, review }))
      .unwrap();
    const { reviews } = t.store.getState().products;
    expect(reviews[0]).toMatchObject({ title: '使いやすい', rating: 4, nickname: 'たろう' });
    await expect(
      t.store.dispatch(postReview({ key: product!.key, productId: product!.id, review })).unwrap(),
    ).rejects.toMatchObject({ status: 422, message: 'この商品のレビューは投稿済みです' });
  });

  it('favourite on and off flips is_favorite in the list, on the page and in recently viewed', async () => {
    const t = await member();
    await t.store.dispatch(fetchProducts({ sort: 'new' })).unwrap();
    const product = t.store.getState().products.list[0]!;
    await t.store.dispatch(fetchProduct(product.key)).unwrap();
    await t.store.dispatch(postProductHistory(product.id)).unwrap();

    await t.store.dispatch(
      setFavorite({ key: product.key, productId: product.id, favorite: true }),
    );
    let state = t.store.getState();
    expect(state.products.list[0]!.is_favorite).toBe(true);
    expect(state.products.detail!.is_favorite).toBe(true);
    expect(state.productHistory.list[0]!.product.is_favorite).toBe(true);

    await t.store.dispatch(
      setFavorite({ key: product.key, productId: product.id, favorite: false }),
    );
    state = t.store.getState();
    expect(state.products.list[0]!.is_favorite).toBe(false);
    expect(state.productHistory.list[0]!.product.is_favorite).toBe(false);
    const again = await t.client.products.detail(product.key);
    expect(again.data.is_favorite).toBe(false);
  });

  it('a guest cannot like: the server message is rethrown', async () => {
    const t = await tab();
    const [product] = await someProducts(t, 1);
    await expect(
      t.store
        .dispatch(setFavorite({ key: product!.key, productId: product!.id, favorite: true }))
        .unwrap(),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('recently viewed products', () => {
  it('a guest: the viewed product moves to the front once, the list keeps 10, flush empties', async () => {
    const t = await tab();
    const products = await someProducts(t, 12);
    const first = await t.store.dispatch(postProductHistory(products[0]!.id)).unwrap();
    // The browser keeps the guest id in a cookie; here it travels as the header.
    (await t.client.instance()).defaults.headers.common['X-Guest-Id'] = first.guest_id!;
    t.store.dispatch(productHistoryFlushed());
    await t.store.dispatch(fetchProductHistory()).unwrap();
    expect(t.urls.at(-1)).toContain('GET /v1/guest/product-histories');
    expect(t.store.getState().productHistory.list.map((item) => item.product_id)).toEqual([
      products[0]!.id,
    ]);

    for (const product of products.slice(1)) {
      await t.store.dispatch(postProductHistory(product.id)).unwrap();
    }
    await t.store.dispatch(postProductHistory(products[5]!.id)).unwrap();
    const ids = t.store.getState().productHistory.list.map((item) => item.product_id);
    expect(ids).toHaveLength(RECENT_PRODUCTS_LIMIT);
    expect(ids[0]).toBe(products[5]!.id);
    expect(ids[1]).toBe(products[11]!.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(products[0]!.id);

    // Fetched only while empty.
    const before = t.urls.length;
    await t.store.dispatch(fetchProductHistory());
    expect(t.urls).toHaveLength(before);
    t.store.dispatch(productHistoryFlushed());
    expect(t.store.getState().productHistory.list).toEqual([]);
    await t.store.dispatch(fetchProductHistory()).unwrap();
    expect(t.store.getState().productHistory.list[0]!.product_id).toBe(products[5]!.id);
  });

  it('the product page records its view and the shelf reads no list meanwhile; a read sent before the view does not take the list back', async () => {
    const t = await tab();
    const [viewed, other] = await someProducts(t, 2);
    const first = await t.store.dispatch(postProductHistory(other!.id)).unwrap();
    (await t.client.instance()).defaults.headers.common['X-Guest-Id'] = first.guest_id!;
    t.store.dispatch(productHistoryFlushed());

    // The shelf's read, sent while the page's view is on its way, is not sent: the view's
    // answer is the list.
    const recording = t.store.dispatch(postProductHistory(viewed!.id));
    await t.store.dispatch(fetchProductHistory());
    await recording;
    expect(t.urls.filter((url) => url.includes('/v1/guest/product-histories'))).toEqual([]);
    expect(t.store.getState().productHistory.list.map((item) => item.product_id)).toEqual([
      viewed!.id,
      other!.id,
    ]);

    // A read that went out first and is answered after the view: its older list is not taken.
    t.store.dispatch(productHistoryFlushed());
    const reading = t.store.dispatch(fetchProductHistory());
    t.store.dispatch({
      type: postProductHistory.fulfilled.type,
      payload: { data: first.data, guest_id: first.guest_id, owner: 'guest' },
      meta: { arg: other!.id, requestId: 'r', requestStatus: 'fulfilled' },
    });
    await reading;
    expect(t.store.getState().productHistory).toMatchObject({ status: 'loaded', owner: 'guest' });
    expect(t.store.getState().productHistory.list.map((item) => item.product_id)).toEqual([
      other!.id,
    ]);
  });

  it("a member's list comes from /v1/me; delete removes one and lowers the total; logout resets it", async () => {
    const t = await member('rider', 'moto');
    const products = await someProducts(t, 3);
    for (const product of products)
      await t.client.histories.postProduct({ product_id: product.id });
    await t.store.dispatch(fetchProductHistory()).unwrap();
    expect(t.urls.at(-1)).toContain('GET /v1/me/product-histories');
    const { list, page } = t.store.getState().productHistory;
    expect(list.map((item) => item.product_id)).toEqual(products.map((p) => p.id).reverse());
    const total = page!.total;

    await t.store.dispatch(removeProductHistory(list[1]!.id)).unwrap();
    const after = t.store.getState().productHistory;
    expect(after.list.map((item) => item.id)).not.toContain(list[1]!.id);
    expect(after.page!.total).toBe(total - 1);

    await t.store.dispatch(logoutSession());
    expect(t.store.getState().productHistory).toMatchObject({ list: [], page: null });
  });
});

describe('search and request histories, bookmarks', () => {
  it('a search word is recorded unless blank; deleting one lowers the total', async () => {
    const t = await member('buyer', 'business');
    const before = t.urls.length;
    await t.store.dispatch(postProductSearchHistory('   '));
    expect(t.urls).toHaveLength(before);
    await t.store.dispatch(postProductSearchHistory(' 封筒 ')).unwrap();
    await t.store.dispatch(postProductSearchHistory('ボールペン')).unwrap();
    await t.store.dispatch(fetchProductSearchHistory(1)).unwrap();
    const { list, page } = t.store.getState().productSearchHistory;
    expect(list.map((item) => item.query).slice(0, 2)).toEqual(['ボールペン', '封筒']);

    await t.store.dispatch(removeProductSearchHistory(list[0]!.id)).unwrap();
    const after = t.store.getState().productSearchHistory;
    expect(after.list.map((item) => item.query)[0]).toBe('封筒');
    expect(after.page!.total).toBe(page!.total - 1);
  });

  it('deleting a request history removes it and decrements the total', async () => {
    const t = await member();
    await t.client.products.request({
      name: '大きめの土鍋',
      quantity: 1,
      body: '10号サイズがほしいです',
    });
    await t.client.products.request({ name: '竹のまな板', quantity: 2 });
    await t.store.dispatch(fetchProductRequestHistory(1)).unwrap();
    const { list, page } = t.store.getState().productRequestHistory;
    expect(list.map((item) => item.name).slice(0, 2)).toEqual(['竹のまな板', '大きめの土鍋']);

    await t.store.dispatch(removeProductRequestHistory(list[0]!.id)).unwrap();
    const after = t.store.getState().productRequestHistory;
    expect(after.list.map((item) => item.name)[0]).toBe('大きめの土鍋');
    expect(after.page!.total).toBe(page!.total - 1);
  });

  it('bookmarks: added, listed by page, removed with the total lowered', async () => {
    const t = await member();
    const products = await someProducts(t, 2);
    for (const product of products) await t.store.dispatch(addBookmark(product.id)).unwrap();
    await t.store.dispatch(fetchBookmarks(1)).unwrap();
    const { list, page } = t.store.getState().bookmark;
    expect(list.map((item) => item.product_id).sort()).toEqual(products.map((p) => p.id).sort());
    await t.store.dispatch(removeBookmark(list[0]!.id)).unwrap();
    expect(t.store.getState().bookmark.list).toHaveLength(list.length - 1);
    expect(t.store.getState().bookmark.page!.total).toBe(page!.total - 1);
  });
});
