// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { insertOrder, schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggedIn, openShop, prepareWindow } from '../../../test/shop.js';

// Every step goes through the real API; on a busy two-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 30_000 });

let api: RunningTestApp;
let taroId: number;
let productKey: string;
const saved: string[] = [];

async function memberId(username: string): Promise<number> {
  const member = await api.db.query.users.findFirst({
    where: (u, { and, eq }) => and(eq(u.channelId, 'standard'), eq(u.username, username)),
  });
  return member!.id;
}

beforeAll(async () => {
  // The API runs in this process; vitest's jsdom puts jsdom's own typed arrays on the globals, and
  // pdfkit then no longer recognises the font bytes Node read (Uint8Array of another realm).
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype)
    .constructor as Uint8ArrayConstructor;
  globalThis.ArrayBuffer = new globalThis.Uint8Array(0).buffer
    .constructor as ArrayBufferConstructor;
  api = await startTestServer();
  prepareWindow();
  // jsdom has no blob URLs; the download only needs one to hand to the link it clicks.
  URL.createObjectURL = () => 'blob:receipt';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  taroId = await memberId('taro');
  const product = await api.db.query.products.findFirst({
    where: (p, { and, eq }) => and(eq(p.channelId, 'standard'), eq(p.isShow, true)),
  });
  productKey = product!.key;
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(schema.loginAttempts);
});
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const order = (extra: Partial<Parameters<typeof insertOrder>[1]> = {}) =>
  insertOrder(api.db, {
    channelId: 'standard',
    userId: taroId,
    lines: [{ key: productKey, quantity: 2 }],
    ...extra,
  });

describe('/mypage/order_history', () => {
  it('lists the member’s orders with their total, and refuses a period that ends before it starts', async () => {
    const kept = await order({ orderedAt: new Date('2026-04-02T03:00:00Z') });
    const cancelled = await order({
      orderedAt: new Date('2026-04-01T03:00:00Z'),
      status: 'cancelled',
    });
    const { user } = await openShop(api, '/mypage/order_history', {
      cookies: await loggedIn(api, 'taro'),
    });
    const list = await screen.findByRole('list', { name: 'ご注文一覧' });
    expect(
      within(list).getByRole('link', { name: `ご注文番号 ${kept.order.orderNo}` }),
    ).toHaveAttribute('href', `/mypage/order_history/${kept.order.id}/`);
    expect(within(list).getByText('2026.04.01 12:00', { exact: false })).toBeInTheDocument();
    expect(within(list).getAllByText('キャンセル済み').length).toBeGreaterThan(0);
    expect(screen.getByText(/ご購入金額合計/)).toHaveTextContent(
      `¥${kept.order.totalPayment.toLocaleString('ja-JP')}`,
    );
    expect(within(list).getByText(`ご注文番号 ${cancelled.order.orderNo}`)).toBeInTheDocument();

    const from = screen.getByRole('group', { name: '参照開始日' });
    const to = screen.getByRole('group', { name: '参照終了日' });
    await user.selectOptions(within(from).getByLabelText('年'), '2026');
    await user.selectOptions(within(from).getByLabelText('月'), '4');
    await user.selectOptions(within(from).getByLabelText('日'), '2');
    await user.selectOptions(within(to).getByLabelText('年'), '2026');
    await user.selectOptions(within(to).getByLabelText('月'), '4');
    await user.selectOptions(within(to).getByLabelText('日'), '1');
    await user.click(screen.getByRole('button', { name: '絞り込む' }));
    expect(await screen.findByText('参照終了日は参照開始日より大きです。')).toBeInTheDocument();
  });
});

describe('/mypage/order_history/{key}', () => {
  it('shows the order, keeps memos, downloads a receipt and cancels with a reason after confirming', async () => {
    const { order: made } = await order({ shippings: [{}] });
    const { user } = await openShop(api, `/mypage/order_history/${made.id}`, {
      cookies: await loggedIn(api, 'taro'),
    });
    expect(await screen.findByText(made.orderNo)).toBeInTheDocument();
    const totals = screen.getByLabelText('ご注文金額');
    expect(
      within(totals).getByText(`¥${made.totalPayment.toLocaleString('ja-JP')}`),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/新しいメモ/), '父の日のプレゼント');
    await user.click(screen.getByRole('button', { name: 'メモを追加する' }));
    const memos = await screen.findByRole('list', { name: 'メモ一覧' });
    expect(within(memos).getByText('父の日のプレゼント')).toBeInTheDocument();

    const addressee = screen.getByLabelText(/^宛名/);
    await user.clear(addressee);
    await user.type(addressee, '株式会社テスト');
    await user.click(screen.getByRole('button', { name: '宛名を保存する' }));
    // Finding a toast is the check: the toaster may render its node anew just after.
    await screen.findByText('領収書の宛名を保存しました');
    await user.click(screen.getByRole('button', { name: '領収書をダウンロード（PDF）' }));
    await screen.findByText('ダウンロードが完了しました');
    expect(saved).toContain(`領収書_${made.orderNo}.pdf`);
    expect(await screen.findByText(/領収書は1回発行済みです/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/キャンセル理由/), 'サイズを間違えました');
    await user.click(screen.getByRole('button', { name: 'このご注文をキャンセルする' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ご注文をキャンセルしますか？' });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセルを確定する' }));
    expect(await screen.findByText('サイズを間違えました')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'このご注文をキャンセルする' })).toBeNull(),
    );
    expect(screen.getAllByText('キャンセル済み').length).toBeGreaterThan(0);
  });

  it('another member’s order is not found', async () => {
    const { order: foreign } = await insertOrder(api.db, {
      channelId: 'standard',
      userId: await memberId('hanako'),
      lines: [{ key: productKey, quantity: 1 }],
    });
    await openShop(api, `/mypage/order_history/${foreign.id}`, {
      cookies: await loggedIn(api, 'taro'),
    });
    expect(await screen.findByText('ご注文が見つかりませんでした')).toBeInTheDocument();
  });
});

describe('/orders/receipt', () => {
  it('checks the number and token, lets the guest set the addressee and download; a wrong token is refused', async () => {
    const { order: made } = await insertOrder(api.db, {
      channelId: 'standard',
      userId: null,
      lines: [{ key: productKey, quantity: 1 }],
    });
    const { user } = await openShop(
      api,
      `/orders/receipt?no=${made.orderNo}&t=${encodeURIComponent(made.guestToken)}`,
    );
    expect(await screen.findByText(made.orderNo)).toBeInTheDocument();
    const addressee = screen.getByLabelText(/^宛名/);
    expect(addressee).toHaveValue('鈴木 一郎');
    await user.clear(addressee);
    await user.type(addressee, 'ゲスト商店');
    await user.click(screen.getByRole('button', { name: '宛名を保存する' }));
    // Finding a toast is the check: the toaster may render its node anew just after.
    await screen.findByText('領収書の宛名を保存しました');
    await user.click(screen.getByRole('button', { name: '領収書をダウンロード（PDF）' }));
    await screen.findByText('ダウンロードが完了しました');
    cleanup();

    await openShop(api, `/orders/receipt?no=${made.orderNo}&t=wrong`);
    expect(
      await screen.findByText(/ご注文番号または確認用トークンが正しくありません/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/確認用トークン/)).toHaveValue('wrong');
  });
});
