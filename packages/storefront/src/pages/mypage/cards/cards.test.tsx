// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, openShop, prepareWindow } from '../../../../test/shop.js';

// Every step goes through the real API; on a busy two-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 30_000 });

let api: RunningTestApp;

beforeAll(async () => {
  api = await startTestServer();
  prepareWindow();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const year = String(new Date().getFullYear() + 3);

describe('/mypage/card and /mypage/card/add', () => {
  it('adds a card typed with spaces and an expiry chosen as month and year; the list shows it masked as main', async () => {
    const { user } = await openShop(api, '/mypage/card/add', {
      cookies: await loggedIn(api, 'taro'),
    });
    const form = await screen.findByRole('form', { name: 'クレジットカードの登録' });
    await user.type(within(form).getByLabelText(/カード番号/), '4111 1111 1111 1112');
    await user.click(within(form).getByRole('button', { name: '登録する' }));
    expect(await within(form).findByText('カード番号が正しくありません')).toBeInTheDocument();
    expect(within(form).getByText('有効期限は必須項目です')).toBeInTheDocument();

    const number = within(form).getByLabelText(/カード番号/);
    await user.clear(number);
    await user.type(number, '4111 1111 1111 1111');
    await user.type(within(form).getByLabelText(/カード名義/), 'TARO YAMADA');
    await user.selectOptions(within(form).getByLabelText(/有効期限（月）/), '03');
    await user.selectOptions(within(form).getByLabelText(/有効期限（年）/), year);
    await user.type(within(form).getByLabelText(/セキュリティコード/), '123');
    await user.click(within(form).getByRole('button', { name: '登録する' }));

    const list = await screen.findByRole('list', { name: '登録済みのクレジットカード' });
    const row = within(list).getByRole('listitem', { name: 'VISA 下4桁1111' });
    expect(row).toHaveTextContent('**** **** **** 1111');
    expect(row).toHaveTextContent(`有効期限 03/${year}`);
    expect(within(row).getByText('メイン')).toBeInTheDocument();

    const rows = await api.db.select().from(schema.userCards);
    expect(rows.map((card) => [card.maskedNumber, card.expiration])).toEqual([
      ['************1111', `${year}03`],
    ]);
    expect(JSON.stringify(rows)).not.toContain('411111111111');
  });

  it('disables adding at the limit with a Japanese message', async () => {
    await api.db
      .insert(schema.settings)
      .values({ channelId: 'standard', key: 'USER_CARD.LIMIT', value: 1 })
      .onConflictDoUpdate({
        target: [schema.settings.channelId, schema.settings.key],
        set: { value: 1 },
      });
    await openShop(api, '/mypage/card', { cookies: await loggedIn(api, 'taro') });
    expect(
      await screen.findByText(/登録できるカードは1枚までです。/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'カードを追加する' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'カードを追加する' })).toBeNull();
    await api.db.delete(schema.settings).where(eq(schema.settings.key, 'USER_CARD.LIMIT'));
  });

  it('deletes a card after confirming', async () => {
    const { user } = await openShop(api, '/mypage/card', { cookies: await loggedIn(api, 'taro') });
    await user.click(await screen.findByRole('button', { name: 'VISA 下4桁1111のカードを削除' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'このカードを削除しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(
      await screen.findByText('登録されているクレジットカードはありません。'),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await api.db.select().from(schema.userCards)).toEqual([]));
  });
});

describe('/mypage/point', () => {
  it('shows the balance, the expiring points and the history in Japanese', async () => {
    await openShop(api, '/mypage/point', { cookies: await loggedIn(api, 'taro') });
    const summary = await screen.findByRole('region', { name: '保有ポイント' });
    expect(summary).toHaveTextContent('現在の保有ポイント：3,000pt');
    expect(summary).toHaveTextContent(/\d{4}\.\d{2}\.\d{2}までに失効するポイント：3,000pt/);
    const table = await screen.findByRole('table', { name: 'ポイント履歴' });
    const row = within(table).getByText('ショップからの付与').closest('tr')!;
    expect(row).toHaveTextContent('+3,000pt');
  });
});
