import { insertOrder } from '@mise/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerShop } from '../../../test/server-shop.js';
import type { ServerShop } from '../../../test/server-shop.js';

let shop: ServerShop;
let orderNo: string;
let orderId: number;
let guestOrder: { orderNo: string; guestToken: string };

beforeAll(async () => {
  shop = await startServerShop();
  const { db } = shop.api;
  const member = await db.query.users.findFirst({
    where: (u, { and, eq }) => and(eq(u.channelId, 'standard'), eq(u.username, 'taro')),
  });
  const product = await db.query.products.findFirst({
    where: (p, { and, eq }) => and(eq(p.channelId, 'standard'), eq(p.isShow, true)),
  });
  const { order } = await insertOrder(db, {
    channelId: 'standard',
    userId: member!.id,
    lines: [{ key: product!.key, quantity: 1 }],
  });
  orderNo = order.orderNo;
  orderId = order.id;
  ({ order: guestOrder } = await insertOrder(db, {
    channelId: 'standard',
    userId: null,
    lines: [{ key: product!.key, quantity: 1 }],
  }));
});
afterAll(() => shop.close());

/** The cookies the storefront's login leaves in the browser, sent with each page. */
const memberCookies = async () => (await shop.session('taro')).cookie;

describe('member order pages rendered on the server', () => {
  it('/mypage/order_history has the member’s orders in the HTML, not the loading label', async () => {
    const { status, html } = await shop.page('/mypage/order_history', await memberCookies());
    expect(status).toBe(200);
    expect(html).toContain(`href="/mypage/order_history/${orderId}/"`);
    expect(html).toContain(orderNo);
    expect(html).not.toContain('ご注文履歴を読み込んでいます');
  });

  it('/mypage/order_history/{id} has the order in the HTML; an unknown one its message', async () => {
    const cookie = await memberCookies();
    const shown = await shop.page(`/mypage/order_history/${orderId}`, cookie);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(orderNo);
    expect(shown.html).toContain('ご注文情報');
    expect(shown.html).not.toContain('ご注文を読み込んでいます');

    const unknown = await shop.page('/mypage/order_history/999999', cookie);
    expect(unknown.html).toContain('ご注文履歴へ');
    expect(unknown.html).not.toContain('ご注文を読み込んでいます');
  });

  it('sends a visitor without a session to the login screen', async () => {
    const { status, location } = await shop.page('/mypage/order_history');
    expect(status).toBe(302);
    expect(location).toBe('/login/');
  });
});

describe('the guest receipt rendered on the server', () => {
  const receipt = (no: string, t: string) =>
    shop.page(`/orders/receipt?${new URLSearchParams({ no, t }).toString()}`);

  it('/orders/receipt?no=&t= has the order and its receipt in the HTML, not the loading label', async () => {
    const { status, html } = await receipt(guestOrder.orderNo, guestOrder.guestToken);
    expect(status).toBe(200);
    expect(html).toContain(guestOrder.orderNo);
    expect(html).toContain('ご注文内容');
    expect(html).toContain('領収書をダウンロード（PDF）');
    expect(html).not.toContain('ご注文を確認しています');
  });

  it('shows a wrong token’s message above the lookup form, rendered by the server', async () => {
    const { status, html } = await receipt(guestOrder.orderNo, 'not-the-token');
    expect(status).toBe(200);
    expect(html).toContain('ご注文番号または確認用トークンが正しくありません。');
    expect(html).toContain('aria-label="ご注文の確認"');
    expect(html).not.toContain('ご注文内容');
    expect(html).not.toContain('ご注文を確認しています');
  });
});
