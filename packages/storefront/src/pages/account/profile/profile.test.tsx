// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { DEMO_PASSWORD, schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggedIn, openShop, prepareWindow, TEST_THEMES } from '../../../../test/shop.js';

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

describe('/mypage/user_info', () => {
  it('shows every field of a business member, company first', async () => {
    await openShop(api, '/mypage/user_info', {
      theme: TEST_THEMES.business,
      cookies: await loggedIn(api, 'buyer', 'business'),
    });
    const company = await screen.findByRole('region', { name: '会社情報' });
    expect(within(company).getByText('株式会社見世商事')).toBeInTheDocument();
    expect(within(company).getByText('購買部 課長')).toBeInTheDocument();
    expect(within(company).getByText('鈴木一郎')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'ご住所・連絡先' });
    expect(within(contact).getByText('100-0005')).toBeInTheDocument();
    expect(within(contact).getByText('0312345680')).toBeInTheDocument();
    expect(screen.getByText('業種')).toBeInTheDocument();
    expect(screen.getByText('小売業')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '会員情報を変更する' })).toHaveAttribute(
      'href',
      '/mypage/user_info/edit/',
    );
  });
});

describe('/mypage/user_info/edit', () => {
  it('keeps what was typed when the server refuses it, then saves and shows the change', async () => {
    const { user, router } = await openShop(api, '/mypage/user_info/edit', {
      cookies: await loggedIn(api, 'taro'),
    });
    const form = await screen.findByRole('form', { name: '会員情報の変更' });
    const city = within(form).getByLabelText('市区町村', { exact: false });
    expect(city).toHaveValue('千代田区');
    await user.clear(city);
    await user.type(city, '港区');
    const email = within(form).getByLabelText('メールアドレス', { exact: false });
    await user.clear(email);
    await user.type(email, 'hanako@example.jp');
    await user.click(within(form).getByRole('button', { name: '変更を保存する' }));
    expect(
      (await within(form).findAllByText('このメールアドレスは既に使用されています')).length,
    ).toBeGreaterThan(0);
    expect(city).toHaveValue('港区');

    await user.clear(email);
    await user.type(email, 'taro@example.jp');
    await user.click(within(form).getByRole('radio', { name: '受け取らない' }));
    await user.click(within(form).getByRole('button', { name: '変更を保存する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/user_info/'));
    expect(await screen.findByText('会員情報を変更しました。')).toBeInTheDocument();
    expect(screen.getByText(/東京都 港区/)).toBeInTheDocument();
    expect(screen.getByText('受け取らない')).toBeInTheDocument();
    expect(screen.queryByText('（未確認）')).not.toBeInTheDocument();
  });
});

describe('/mypage/leave', () => {
  it('refuses a wrong password after the confirm step, then ends the session', async () => {
    const { user, router, store, cookies } = await openShop(api, '/mypage/leave', {
      theme: TEST_THEMES.moto,
      cookies: await loggedIn(api, 'rider', 'moto'),
    });
    const form = await screen.findByRole('form', { name: '退会の手続き' });
    const password = within(form).getByLabelText('パスワード', { exact: false });
    await user.type(password, 'wrong-pass1');
    await user.click(within(form).getByRole('button', { name: '退会の確認へ進む' }));
    await user.click(await within(form).findByRole('button', { name: '退会する' }));
    expect(
      (await within(form).findAllByText('パスワードが正しくありません')).length,
    ).toBeGreaterThan(0);
    expect(store.getState().auth.isLogin).toBe(true);

    await user.clear(password);
    await user.type(password, DEMO_PASSWORD);
    await user.click(within(form).getByRole('button', { name: '退会の確認へ進む' }));
    await user.click(await within(form).findByRole('button', { name: '退会する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.isLogin).toBe(false);
    expect(cookies.get('access_token')).toBeUndefined();
  });
});
