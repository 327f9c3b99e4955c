// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { and, eq, gt } from 'drizzle-orm';
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

/** A shown product of the standard shop: in stock, or sold out. */
async function productWith(inStock: boolean) {
  const [row] = await api.db
    .select({ key: schema.products.key, name: schema.products.name })
    .from(schema.products)
    .where(
      and(
        eq(schema.products.channelId, 'standard'),
        eq(schema.products.isShow, true),
        inStock ? gt(schema.products.stock, 5) : eq(schema.products.stock, 0),
      ),
    )
    .limit(1);
  return row!;
}

describe('/mypage/list', () => {
  it('adds a product to a new list from the product page, shows it with its price, and removes it', async () => {
    const product = await productWith(true);
    const cookies = await loggedIn(api, 'taro');
    const { user, router } = await openShop(api, `/product/${product.key}`, { cookies });
    await user.click(await screen.findByRole('button', { name: 'リストに追加' }));
    const dialog = await screen.findByRole('dialog', { name: 'リストに追加' });
    await user.click(within(dialog).getByRole('button', { name: '作成して追加' }));
    expect(await within(dialog).findByText('リスト名は必須項目です')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/新しいリスト名/), 'キッチン');
    await user.click(within(dialog).getByRole('button', { name: '作成して追加' }));
    expect(await screen.findByText('「キッチン」に追加しました')).toBeInTheDocument();

    await router.navigate('/mypage/list');
    const lists = await screen.findByRole('list', { name: 'マイリスト' });
    expect(within(lists).getByRole('link', { name: 'キッチン' })).toBeInTheDocument();
    expect(within(lists).getByText(/1件の商品/)).toBeInTheDocument();

    await user.click(within(lists).getByRole('link', { name: 'キッチン' }));
    const items = await screen.findByRole('list', { name: '「キッチン」の商品' });
    expect(within(items).getByRole('link', { name: product.name })).toBeInTheDocument();
    expect(within(items).getAllByText(/¥[\d,]+/).length).toBeGreaterThan(0);
    await user.click(
      within(items).getByRole('button', { name: `「${product.name}」をカートに入れる` }),
    );
    expect(await screen.findByText('カートに商品を追加しました')).toBeInTheDocument();
    await user.click(
      within(items).getByRole('button', { name: `「${product.name}」をリストから削除` }),
    );
    expect(await screen.findByText('このリストに商品はありません。')).toBeInTheDocument();
  });

  it('creates, renames and deletes a list after confirmation; a blank name is refused in Japanese', async () => {
    const cookies = await loggedIn(api, 'taro');
    const { user } = await openShop(api, '/mypage/list', { cookies });
    const create = await screen.findByRole('form', { name: '新しいリストを作成' });
    await user.click(within(create).getByRole('button', { name: 'リストを作成' }));
    expect(await within(create).findByText('リスト名は必須項目です')).toBeInTheDocument();
    await user.type(within(create).getByLabelText(/リスト名/), '旅行の準備');
    await user.click(within(create).getByRole('button', { name: 'リストを作成' }));
    const lists = await screen.findByRole('list', { name: 'マイリスト' });
    expect(await within(lists).findByRole('link', { name: '旅行の準備' })).toBeInTheDocument();

    await user.click(within(lists).getByRole('button', { name: '「旅行の準備」の名前を変更' }));
    const rename = await screen.findByRole('form', { name: '「旅行の準備」の名前を変更' });
    const field = within(rename).getByLabelText(/新しいリスト名/);
    await user.clear(field);
    await user.type(field, '夏休みの旅行');
    await user.click(within(rename).getByRole('button', { name: '変更する' }));
    expect(await within(lists).findByRole('link', { name: '夏休みの旅行' })).toBeInTheDocument();

    await user.click(within(lists).getByRole('button', { name: '「夏休みの旅行」を削除' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'このリストを削除しますか？' });
    await user.click(within(confirm).getByRole('button', { name: '削除する' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: '夏休みの旅行' })).not.toBeInTheDocument(),
    );
  });
});

describe('product requests from the product page', () => {
  it('a member asks for a sold-out product to be restocked; the request is in the history', async () => {
    const product = await productWith(false);
    const cookies = await loggedIn(api, 'taro');
    const { user, router } = await openShop(api, `/product/${product.key}`, { cookies });
    await user.click(await screen.findByRole('button', { name: '再入荷をリクエスト' }));
    expect(await screen.findByRole('button', { name: 'リクエスト済み' })).toBeDisabled();
    await router.navigate('/mypage/product_request_history');
    expect(
      await screen.findByText(new RegExp(`再入荷リクエスト：${product.name}`)),
    ).toBeInTheDocument();
  });

  it('a product of a requestable model in stock takes a product request (商品をリクエスト)', async () => {
    const [row] = await api.db
      .select({ key: schema.products.key, name: schema.products.name })
      .from(schema.products)
      .innerJoin(schema.productModels, eq(schema.productModels.id, schema.products.modelId))
      .where(
        and(
          eq(schema.products.channelId, 'standard'),
          eq(schema.productModels.isRequestable, true),
          gt(schema.products.stock, 0),
        ),
      )
      .limit(1);
    const cookies = await loggedIn(api, 'taro');
    const { user, router } = await openShop(api, `/product/${row!.key}`, { cookies });
    expect(screen.queryByRole('button', { name: '再入荷をリクエスト' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '商品をリクエスト' }));
    expect(await screen.findByRole('button', { name: 'リクエスト済み' })).toBeDisabled();
    await router.navigate('/mypage/product_request_history');
    expect(
      await screen.findByText(new RegExp(`^商品リクエスト：${row!.name}`)),
    ).toBeInTheDocument();
  });

  it('a guest is offered the login instead', async () => {
    const product = await productWith(false);
    await openShop(api, `/product/${product.key}`);
    expect(
      await screen.findByRole('link', { name: 'ログインして再入荷をリクエスト' }),
    ).toHaveAttribute('href', `/login/?re=${encodeURIComponent(`/product/${product.key}`)}`);
    expect(screen.queryByRole('button', { name: 'リストに追加' })).not.toBeInTheDocument();
  });
});
