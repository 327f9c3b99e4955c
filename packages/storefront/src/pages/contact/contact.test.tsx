// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openShop, prepareWindow } from '../../../test/shop.js';

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

describe('contact', () => {
  it("keeps the form when the server refuses the message, with the server's message beside the field", async () => {
    const { user, router } = await openShop(api, '/contact/');
    const subject = await screen.findByRole('combobox', { name: 'お問い合わせ種別' });
    await user.selectOptions(subject, '商品について／在庫・入荷予定');
    await user.type(screen.getByLabelText('お問い合わせ内容'), '在庫はありますか。');
    await user.type(screen.getByLabelText('お名前'), '山田太郎');
    await user.type(screen.getByLabelText('フリガナ'), 'ヤマダタロウ');
    await user.type(screen.getByLabelText('メールアドレス'), 'guest@example.jp');
    await user.type(screen.getByLabelText('電話番号'), '0312345678');
    await user.click(screen.getByRole('button', { name: '確認画面へ進む' }));
    expect(await screen.findByRole('button', { name: '送信する' })).toBeInTheDocument();
    expect(screen.getByText('在庫はありますか。')).toBeInTheDocument();

    // The shop removes the subject while the shopper reads the confirm page.
    await api.db
      .delete(schema.categories)
      .where(
        and(
          eq(schema.categories.channelId, 'standard'),
          eq(schema.categories.key, 'inquiry-stock'),
        ),
      );
    await user.click(screen.getByRole('button', { name: '送信する' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/contact\/?$/));
    expect(await screen.findByText('お問い合わせ種別を選択してください')).toBeInTheDocument();
    expect(screen.getByText('入力内容に誤りがあります')).toBeInTheDocument();
    expect(screen.getByLabelText('お名前')).toHaveValue('山田太郎');
    expect(screen.getByLabelText('お問い合わせ内容')).toHaveValue('在庫はありますか。');
  });
});
