import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerShop } from '../../../test/server-shop.js';
import type { ServerShop } from '../../../test/server-shop.js';

let shop: ServerShop;

beforeAll(async () => {
  shop = await startServerShop();
});
afterAll(() => shop.close());

describe('my page rendered on the server for the member', () => {
  it('/mypage/point has the balance and the history in the HTML, not the loading labels', async () => {
    const { token, cookie } = await shop.session('taro');
    const summary = await shop.call<{ points: number }>('GET', '/v1/me/points', { token });
    const { status, html } = await shop.page('/mypage/point', cookie);
    expect(status).toBe(200);
    expect(html).toContain(`<strong>${summary.points.toLocaleString('ja-JP')}pt</strong>`);
    expect(html).toContain('ショップからの付与');
    expect(html).not.toContain('ポイントを読み込んでいます');
    expect(html).not.toContain('ポイント履歴を読み込んでいます');
  });

  it('/mypage/address has the member’s own address in the HTML', async () => {
    const { cookie } = await shop.session('taro');
    const { status, html } = await shop.page('/mypage/address', cookie);
    expect(status).toBe(200);
    expect(html).toContain('東京都千代田区丸の内1-1-1');
    expect(html).not.toContain('お届け先を読み込んでいます');
  });
});
