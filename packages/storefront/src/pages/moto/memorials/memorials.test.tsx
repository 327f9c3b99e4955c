// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, openShop, prepareWindow, TEST_THEMES } from '../../../../test/shop.js';

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

const theme = TEST_THEMES.moto;

describe('/mypage/memorial (motorcycle shop)', () => {
  it('adds a memorial, refusing a day the month lacks without losing the form, then lists it', async () => {
    const cookies = await loggedIn(api, 'rider', 'moto');
    const { user } = await openShop(api, '/mypage/memorial/add', { theme, cookies });
    const form = await screen.findByRole('form', { name: '記念日' });
    await user.type(within(form).getByLabelText(/記念日の名前/), '納車記念日');
    await user.type(within(form).getByLabelText(/お名前/), '高橋健太');
    await user.selectOptions(within(form).getByLabelText(/続柄/), 'ご本人');
    await user.selectOptions(within(form).getByLabelText(/^月/), '4月');
    await user.selectOptions(within(form).getByLabelText(/^日/), '31日');
    await user.click(within(form).getByRole('button', { name: '登録する' }));
    expect(await within(form).findByText('日付が無効です')).toBeInTheDocument();
    expect(within(form).getByLabelText(/記念日の名前/)).toHaveValue('納車記念日');

    await user.selectOptions(within(form).getByLabelText(/^日/), '12日');
    await user.click(within(form).getByRole('button', { name: '登録する' }));
    const list = await screen.findByRole('list', { name: '登録済みの記念日' });
    const row = within(list).getByRole('listitem', { name: '納車記念日' });
    expect(row).toHaveTextContent('4月12日');
    expect(row).toHaveTextContent('高橋健太（ご本人）');
    expect(screen.getByText('登録済み 1件（最大5件まで登録できます）')).toBeInTheDocument();
  });

  it('deletes after confirming', async () => {
    const cookies = await loggedIn(api, 'rider', 'moto');
    const { user } = await openShop(api, '/mypage/memorial', { theme, cookies });
    await user.click(await screen.findByRole('button', { name: '納車記念日を削除' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'この記念日を削除しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('登録されている記念日はありません。')).toBeInTheDocument();
  });

  it('lists the stylists with their photos, each linking its page', async () => {
    await openShop(api, '/stylist', { theme });
    const list = await screen.findByRole('list', { name: 'スタイリスト一覧' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('img', { name: '佐藤 美咲の写真' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '中村 健のプロフィールを見る' })).toHaveAttribute(
      'href',
      '/stylist/nakamura-ken',
    );
  });
});
