import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { COOKIES, createMemoryCookies } from '../../env.js';
import { fetchProduct, fetchProducts, selectProductList } from './catalog.js';
import { fetchTags, readTagTokens, selectTags, selectUnlockedTags, unlockTag } from './tags.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

const shop = (cookies = createMemoryCookies()) => ({
  cookies,
  ...createStorefrontState({
    api: { baseURL: api.baseURL, channel: 'standard', events: { log: () => undefined } },
    cookies,
  }),
});

describe('tags', () => {
  it('a protected tag lists nothing until its password unlocks it, then its products open', async () => {
    const { store, cookies } = shop();
    await store.dispatch(fetchTags()).unwrap();
    const secret = selectTags(store.getState()).find((tag) => tag.is_password_protected);
    expect(secret?.key).toBe('members-secret');
    expect(selectUnlockedTags(store.getState())).toEqual([]);

    await store.dispatch(fetchProducts({ tag: 'members-secret' })).unwrap();
    expect(selectProductList(store.getState())).toEqual([]);

    const wrong = await store.dispatch(unlockTag({ tag: 'members-secret', password: 'nope' }));
    expect(wrong.payload).toBeUndefined();
    expect(unlockTag.rejected.match(wrong) && wrong.error).toMatchObject({
      status: 422,
      message: 'パスワードが正しくありません',
    });
    expect(cookies.get(COOKIES.tagTokens)).toBeUndefined();

    await store.dispatch(unlockTag({ tag: 'members-secret', password: 'himitsu2026' })).unwrap();
    expect(selectUnlockedTags(store.getState())).toEqual(['members-secret']);
    expect(Object.keys(readTagTokens(cookies))).toEqual(['members-secret']);

    // The same filters again: the token makes it another query, which lists the tag's products.
    await store.dispatch(fetchProducts({ tag: 'members-secret' })).unwrap();
    const products = selectProductList(store.getState());
    expect(products.length).toBeGreaterThan(0);
    await store.dispatch(fetchProduct(products[0]!.key)).unwrap();

    // Another store of the same browser (the next server render) knows from the cookie.
    const next = shop(cookies);
    await next.store.dispatch(fetchTags()).unwrap();
    expect(selectUnlockedTags(next.store.getState())).toEqual(['members-secret']);
    const locked = shop();
    expect((await locked.store.dispatch(fetchProduct(products[0]!.key))).type).toBe(
      fetchProduct.rejected.type,
    );
  });
});
