// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { randomBytes } from 'node:crypto';
import { insertOrder, schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { createMemoryCookies } from '@mise/store';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openShop, prepareWindow } from '../../../test/shop.js';
import { keyOf } from './SocialGiftPage.js';

// Every step goes through the real API; on a busy two-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 30_000 });

let api: RunningTestApp;
let productName: string;

beforeAll(async () => {
  api = await startTestServer();
  prepareWindow();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

/** A gift order as the decision makes it: its shipping empty, its key waiting. */
async function gift(accepted = false): Promise<string> {
  const product = await api.db.query.products.findFirst({
    where: (p, { and, eq }) => and(eq(p.channelId, 'standard'), eq(p.isShow, true)),
  });
  productName = product!.name;
  const made = await insertOrder(api.db, {
    channelId: 'standard',
    userId: null,
    lines: [{ key: product!.key, quantity: 1 }],
  });
  const token = randomBytes(32).toString('base64url');
  await api.db.insert(schema.socialGifts).values({
    channelId: 'standard',
    orderId: made.order.id,
    orderShippingId: made.shippings[0]!.id,
    token,
    senderName: 'はなこ',
    message: 'お誕生日おめでとう',
    expiresAt: new Date(Date.now() + 86_400_000),
    acceptedAt: accepted ? new Date() : null,
  });
  return token;
}

describe('keyOf', () => {
  it('takes the key of a pasted link or the key itself, and nothing else', () => {
    expect(keyOf(' https://shop.example.jp/social-gift/abcDEF_123-xyz?x=1 ')).toBe(
      'abcDEF_123-xyz',
    );
    expect(keyOf('abcDEF_123-xyz')).toBe('abcDEF_123-xyz');
    expect(keyOf('これはURLではありません')).toBeNull();
    expect(keyOf('https://shop.example.jp/product/1')).toBeNull();
  });
});

describe('/social-gift/{key}', () => {
  it('shows who sent what, and leads to the address step, where a refused submit keeps what was typed', async () => {
    const key = await gift();
    const { user, router } = await openShop(api, `/social-gift/${key}`);
    expect(
      await screen.findByRole('heading', { name: 'はなこ 様からギフトが届いています' }),
    ).toBeInTheDocument();
    expect(screen.getByText('お誕生日おめでとう')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'ギフトの商品' })).getByText(`${productName} × 1`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'お届け先を入力する' }));
    const form = await screen.findByRole('form', { name: 'お届け先' });
    await user.type(within(form).getByLabelText('姓', { exact: false }), '北川');
    await user.type(within(form).getByLabelText('郵便番号', { exact: false }), '12-34');
    await user.click(within(form).getByRole('button', { name: 'お届け日時の指定へ進む' }));
    expect(
      await within(form).findByText(/郵便番号は郵便番号の形式で入力してください/),
    ).toBeInTheDocument();
    // Nothing typed is lost on a refused submit.
    expect(within(form).getByLabelText('姓', { exact: false })).toHaveValue('北川');
    expect(router.state.location.pathname).toBe(`/social-gift/${key}/shipping`);
  });

  it('shows a used key’s page in Japanese, with a way on', async () => {
    const key = await gift(true);
    await openShop(api, `/social-gift/${key}`);
    expect(
      await screen.findByText('このギフトはすでに受け取りの手続きが完了しています。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ソーシャルギフトについて' })).toHaveAttribute(
      'href',
      '/social-gift',
    );
  });

  it('opens the steps without the key in the address for the gift opened last', async () => {
    const key = await gift();
    const cookies = createMemoryCookies();
    await openShop(api, `/social-gift/${key}`, { cookies });
    expect(
      await screen.findByRole('heading', { name: 'はなこ 様からギフトが届いています' }),
    ).toBeInTheDocument();
    cleanup();

    // A new page load of the session, at the step's address without the key.
    const { user, router } = await openShop(api, '/social-gift/shipping', { cookies });
    const form = await screen.findByRole('form', { name: 'お届け先' });
    await user.type(within(form).getByLabelText('姓', { exact: false }), '北川');
    expect(router.state.location.pathname).toBe('/social-gift/shipping');
    cleanup();
    await openShop(api, '/social-gift/delivery', { cookies });
    expect(await screen.findByRole('heading', { name: 'お届け日時の指定' })).toBeInTheDocument();
    expect(screen.queryByText('ギフトの受け取り用URLが正しくありません。')).toBeNull();
  });

  it('says the link is wrong at a step without a key when no gift was opened', async () => {
    await openShop(api, '/social-gift/shipping');
    expect(
      await screen.findByText('ギフトの受け取り用URLが正しくありません。'),
    ).toBeInTheDocument();
  });

  it('explains social gifts at /social-gift and asks for the link', async () => {
    await openShop(api, '/social-gift');
    expect(
      await screen.findByRole('heading', { name: 'ソーシャルギフトとは' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /受け取り用URL/ })).toBeInTheDocument();
  });
});
