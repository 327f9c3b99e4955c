import { DEMO_PASSWORD, insertOrder, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { createMemoryCookies } from '../../env.js';
import { logout } from '../../logout.js';
import { waitFor } from '../../waits.js';
import { login } from '../account/index.js';
import {
  addOrderMemo,
  cancelOrder,
  checkGuestReceipt,
  downloadGuestReceipt,
  downloadOrderDocument,
  fetchGuestReceipt,
  fetchOrder,
  fetchOrders,
  openGuestReceipt,
  removeOrderMemo,
  saveGuestReceipt,
} from './user-order.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

/** Any product of the standard shop (the fixture order needs one). */
async function anyProduct() {
  const product = await api.db.query.products.findFirst({
    where: (p, { eq }) => eq(p.channelId, 'standard'),
  });
  if (!product) throw new Error('no product seeded');
  return product;
}

function tab() {
  return createStorefrontState({
    api: { baseURL: api.baseURL, channel: 'standard', events: { log: () => undefined } },
    cookies: createMemoryCookies(),
  });
}

describe('userOrder', () => {
  it('lists orders, and a cancel replaces the shown order and its list entry with the server’s answer', async () => {
    const { store } = tab();
    await store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap();
    const taro = await api.db.query.users.findFirst({
      where: (u, { and, eq }) => and(eq(u.channelId, 'standard'), eq(u.username, 'taro')),
    });
    const made = await insertOrder(api.db, {
      channelId: 'standard',
      userId: taro!.id,
      lines: [{ key: (await anyProduct()).key, quantity: 1 }],
    });

    await store.dispatch(fetchOrders({ page: 1 })).unwrap();
    let state = store.getState().userOrder;
    expect(state.list.map((o) => o.order_no)).toContain(made.order.orderNo);
    expect(state.totalPayment).toBeGreaterThanOrEqual(made.order.totalPayment);
    const totalBefore = state.totalPayment!;

    await store.dispatch(fetchOrder(made.order.id)).unwrap();
    await store.dispatch(addOrderMemo({ orderId: made.order.id, memo: '贈答用' })).unwrap();
    expect(store.getState().userOrder.order?.memos.map((m) => m.memo)).toEqual(['贈答用']);
    const memoId = store.getState().userOrder.order!.memos[0]!.id;
    await store.dispatch(removeOrderMemo(memoId)).unwrap();
    expect(store.getState().userOrder.order?.memos).toEqual([]);

    await store.dispatch(cancelOrder({ id: made.order.id, reason: '間違えました' })).unwrap();
    state = store.getState().userOrder;
    expect(state.order).toMatchObject({ status: 'cancelled', cancel_reason: '間違えました' });
    expect(state.list.find((o) => o.id === made.order.id)?.status).toBe('cancelled');
    expect(state.totalPayment).toBe(totalBefore - made.order.totalPayment);

    const again = await store.dispatch(cancelOrder({ id: made.order.id, reason: 'もう一度' }));
    expect(again.meta.requestStatus).toBe('rejected');
    expect((again as { error: { message?: string } }).error.message).toBe(
      'このご注文はすでにキャンセルされています。',
    );

    store.dispatch(logout());
    expect(store.getState().userOrder).toMatchObject({ list: [], order: null, totalPayment: null });
  });

  it('runs the guest receipt flow: check, then get, then put', async () => {
    const { order } = await insertOrder(api.db, {
      channelId: 'standard',
      userId: null,
      lines: [{ key: (await anyProduct()).key, quantity: 2 }],
    });
    const { store } = tab();
    const wrong = await store.dispatch(
      openGuestReceipt({ orderNo: order.orderNo, token: 'not-the-token' }),
    );
    expect(wrong.meta.requestStatus).toBe('rejected');
    expect(store.getState().userOrder.guest).toMatchObject({ status: 'failed' });
    expect(store.getState().userOrder.guest?.error?.message).toBeTruthy();
    expect(store.getState().userOrder.guestReceipt).toBeNull();

    const args = { orderNo: order.orderNo, token: order.guestToken };
    await store.dispatch(openGuestReceipt(args)).unwrap();
    expect(store.getState().userOrder.guest).toEqual({ ...args, status: 'loaded', error: null });
    expect(store.getState().userOrder.guestReceipt?.total_payment).toBe(order.totalPayment);
    await store
      .dispatch(saveGuestReceipt({ ...args, info: { addressee: 'ミセ商店', proviso: '' } }))
      .unwrap();
    expect(store.getState().userOrder.guestReceipt?.receipt_info).toEqual({
      addressee: 'ミセ商店',
      proviso: 'お品代として',
    });
  });

  it('hands the member’s receipt and quotation PDFs to the page; a receipt counts as issued', async () => {
    const { store } = tab();
    await store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap();
    const taro = await api.db.query.users.findFirst({
      where: (u, { and, eq }) => and(eq(u.channelId, 'standard'), eq(u.username, 'taro')),
    });
    const { order } = await insertOrder(api.db, {
      channelId: 'standard',
      userId: taro!.id,
      lines: [{ key: (await anyProduct()).key, quantity: 1 }],
    });
    await store.dispatch(fetchOrder(order.id)).unwrap();
    expect(store.getState().userOrder.order?.receipt_issued_count).toBe(0);

    const save = vi.fn();
    await store.dispatch(downloadOrderDocument({ id: order.id, kind: 'quotation', save })).unwrap();
    expect(save).toHaveBeenCalledTimes(1);
    const [quotation] = save.mock.calls[0] as [Blob, string];
    expect(quotation.type).toBe('application/pdf');

    await store.dispatch(downloadOrderDocument({ id: order.id, kind: 'receipt', save })).unwrap();
    expect(save).toHaveBeenCalledTimes(2);
    expect((save.mock.calls[1] as [Blob, string])[1]).toMatch(/\.pdf$/);
    // The order is read again after a receipt: its 再発行 note depends on the count.
    expect(
      await waitFor(() => store.getState().userOrder.order?.receipt_issued_count === 1, {
        interval: 20,
        timeout: 5000,
      }),
    ).toBe(true);

    const refused = await store.dispatch(
      downloadOrderDocument({ id: order.id + 100_000, kind: 'receipt', save }),
    );
    expect(refused.meta.requestStatus).toBe('rejected');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('hands the guest’s receipt PDF to the page and reads the receipt again', async () => {
    const { order } = await insertOrder(api.db, {
      channelId: 'standard',
      userId: null,
      lines: [{ key: (await anyProduct()).key, quantity: 1 }],
    });
    const { store } = tab();
    const args = { orderNo: order.orderNo, token: order.guestToken };
    await store.dispatch(checkGuestReceipt(args)).unwrap();
    await store.dispatch(fetchGuestReceipt(args)).unwrap();
    expect(store.getState().userOrder.guestReceipt?.receipt_issued_count).toBe(0);
    const save = vi.fn();
    await store.dispatch(downloadGuestReceipt({ ...args, save })).unwrap();
    expect(save).toHaveBeenCalledTimes(1);
    expect((save.mock.calls[0] as [Blob, string])[0].type).toBe('application/pdf');
    expect(store.getState().userOrder.guestReceipt?.receipt_issued_count).toBe(1);

    await expect(
      store.dispatch(downloadGuestReceipt({ ...args, token: 'not-the-token', save })).unwrap(),
    ).rejects.toMatchObject({ message: expect.any(String) });
    expect(save).toHaveBeenCalledTimes(1);
  });
});
