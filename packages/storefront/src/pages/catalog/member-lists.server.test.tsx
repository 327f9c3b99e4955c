import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerShop } from '../../../test/server-shop.js';
import type { ServerShop } from '../../../test/server-shop.js';

let shop: ServerShop;

beforeAll(async () => {
  shop = await startServerShop();
});
afterAll(() => shop.close());

type Listed = { id: number; name: string };

async function productOf(keyword: string): Promise<Listed> {
  const found = await shop.call<Listed[]>(
    'GET',
    `/v1/products?keyword=${encodeURIComponent(keyword)}`,
  );
  return found[0]!;
}

describe('the member’s product lists rendered on the server', () => {
  it('/mypage/bookmark has the bookmarked product in the HTML, not the loading label', async () => {
    const { token, cookie } = await shop.session('taro');
    const product = await productOf('タンブラー');
    await shop.call('POST', '/v1/me/bookmarks', { token, payload: { product_id: product.id } });
    const { status, html } = await shop.page('/mypage/bookmark', cookie);
    expect(status).toBe(200);
    expect(html).toContain(`${product.name}を削除`);
    expect(html).not.toContain('読み込んでいます…');
  });

  it('/mypage/product_history has the viewed product in the HTML', async () => {
    const { token, cookie } = await shop.session('taro');
    const product = await productOf('マグカップ');
    await shop.call('POST', '/v1/product-histories', {
      token,
      payload: { product_id: product.id },
    });
    const { status, html } = await shop.page('/mypage/product_history', cookie);
    expect(status).toBe(200);
    expect(html).toContain(`${product.name}を削除`);
    expect(html).not.toContain('読み込んでいます…');
  });

  it('/mypage/product_search_history and product_request_history show their words or empty messages', async () => {
    const { token, cookie } = await shop.session('taro');
    const words = await shop.call<{ query: string }[]>('GET', '/v1/me/product-search-histories', {
      token,
    });
    const searches = (await shop.page('/mypage/product_search_history', cookie)).html;
    expect(searches).toContain(
      words[0] ? `検索キーワード「${words[0].query}」を削除` : '検索履歴はありません。',
    );
    expect(searches).not.toContain('読み込んでいます…');

    const requests = await shop.call<{ name: string }[]>(
      'GET',
      '/v1/me/product-request-histories',
      {
        token,
      },
    );
    const requested = (await shop.page('/mypage/product_request_history', cookie)).html;
    expect(requested).toContain(
      requests[0]
        ? `「${requests[0].name}」のリクエストを削除`
        : '商品リクエストの履歴はありません。',
    );
    expect(requested).not.toContain('読み込んでいます…');
  });
});
