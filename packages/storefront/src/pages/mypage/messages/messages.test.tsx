// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { insertOrder, schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggedIn, openShop, prepareWindow } from '../../../../test/shop.js';

// Every step goes through the real API; on a busy two-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 30_000 });

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
  prepareWindow();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(schema.loginAttempts);
});
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('message centre', () => {
  it('marks unread messages, opens one with its order link, and the unread counts drop', async () => {
    const taro = await api.db.query.users.findFirst({
      where: (u, { and, eq }) => and(eq(u.channelId, 'standard'), eq(u.username, 'taro')),
    });
    const product = await api.db.query.products.findFirst({
      where: (p, { and, eq }) => and(eq(p.channelId, 'standard'), eq(p.isShow, true)),
    });
    const { order } = await insertOrder(api.db, {
      channelId: 'standard',
      userId: taro!.id,
      lines: [{ key: product!.key, quantity: 1 }],
    });
    const ship = await api.app.inject({ method: 'POST', url: `/dev/orders/${order.id}/ship` });
    expect(ship.statusCode).toBe(200);

    const { user, router } = await openShop(api, '/mypage/', {
      cookies: await loggedIn(api, 'taro'),
    });
    const menu = await screen.findByRole('navigation', { name: 'メニュー' });
    const centre = within(menu).getByRole('link', { name: /^メッセージ/ });
    expect(await within(centre).findByText('未読メッセージ 3件')).toBeInTheDocument();
    for (const name of ['会員情報', '退会', 'ポイント', 'お気に入り', 'ご注文履歴']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }

    await user.click(centre);
    const list = await screen.findByRole('list', { name: 'メッセージ一覧' });
    expect(screen.getByText('全4件（未読3件）')).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(`ご注文の商品を発送しました（注文番号 ${order.orderNo}）`);
    expect(within(rows[0]!).getByText('未読')).toBeInTheDocument();
    expect(within(rows[3]!).queryByText('未読')).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('link'));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/mypage\/message-center\/\d+\/?$/),
    );
    expect(await screen.findByText(/商品を発送しました。/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ご注文の詳細を見る/ })).toHaveAttribute(
      'href',
      `/mypage/order_history/${order.id}/`,
    );

    await user.click(screen.getByRole('link', { name: 'メッセージ一覧へ戻る' }));
    expect(await screen.findByText('全4件（未読2件）')).toBeInTheDocument();
  });

  it('says so when the message is not the member’s', async () => {
    await openShop(api, '/mypage/message-center/999999', {
      cookies: await loggedIn(api, 'taro'),
    });
    expect(await screen.findByText('メッセージが見つかりませんでした')).toBeInTheDocument();
  });
});
