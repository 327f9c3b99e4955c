import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { openHydrated, SHOPS, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';
import { memberCookies } from './member.js';
import type { SessionCookie } from './member.js';

/**
 * Product lists (お気に入りリスト) and product requests, in every shop, as the shop's demo
 * member: a list made on /mypage/list gets a product from the product page's 「リストに追加」,
 * shows it with its price, sends it to the cart, is renamed and deleted; a sold-out variant's
 * 再入荷をリクエスト lands in /mypage/product_request_history.
 */

type Variant = {
  key: string;
  name: string;
  variant_label: string | null;
  stock: number;
  product_price_with_tax: number;
};
type Detail = { data: { name: string; product_model: { products: Variant[] } } };

const yen = (value: number) => `¥${value.toLocaleString('ja-JP')}`;

/** A bearer token's caller of the shop's /v1 proxy. */
function caller(request: APIRequestContext, shop: Shop, cookies: SessionCookie[]) {
  const token = cookies[0]!.value;
  return async <T>(method: 'GET' | 'DELETE', path: string): Promise<T> => {
    const answer = await request.fetch(`${shopUrl(shop)}/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
}

/** Variants of the first products of the shop's list, with their model's name. */
async function variants(request: APIRequestContext, shop: Shop, page: number) {
  const list = await request.get(`${shopUrl(shop)}/v1/products?page=${page}`);
  const { data } = (await list.json()) as { data: { key: string }[] };
  const found: Variant[] = [];
  for (const item of data) {
    const detail = (await (
      await request.get(`${shopUrl(shop)}/v1/products/${item.key}`)
    ).json()) as Detail;
    found.push(...detail.data.product_model.products);
  }
  return found;
}

async function findVariant(
  request: APIRequestContext,
  shop: Shop,
  wanted: (variant: Variant) => boolean,
): Promise<Variant> {
  for (let page = 1; page <= 4; page++) {
    const match = (await variants(request, shop, page)).find(wanted);
    if (match) return match;
  }
  throw new Error(`no matching product in ${shop.channel}`);
}

async function openAs(page: Page, shop: Shop, cookies: SessionCookie[], path: string) {
  await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: shopUrl(shop) })));
  await openHydrated(page, `${shopUrl(shop)}${path}`);
}

for (const shop of SHOPS) {
  test.describe(`${shop.theme}: my page lists and product requests`, () => {
    test('makes a list, adds a product from its page, buys it from the list, renames and deletes the list', async ({
      page,
      request,
    }) => {
      const cookies = await memberCookies(request, shop);
      const product = await findVariant(request, shop, (variant) => variant.stock >= 5);
      const name = `E2E ${shop.theme} ${Date.now().toString(36)}`;
      const renamed = `${name} 改`;

      await openAs(page, shop, cookies, '/mypage/list');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('リスト');
      const create = page.getByRole('form', { name: '新しいリストを作成' });
      await create.getByRole('button', { name: 'リストを作成' }).click();
      await expect(create.getByText('リスト名は必須項目です')).toBeVisible();
      await create.getByLabel(/^リスト名/).fill(name);
      await create.getByRole('button', { name: 'リストを作成' }).click();
      const lists = page.getByRole('list', { name: 'マイリスト' });
      const row = lists.getByRole('listitem').filter({ hasText: name });
      await expect(row.getByRole('link', { name })).toBeVisible();
      await expect(row).toContainText('0件の商品');

      // The product page is hydrated in islands: 「リストに追加」 is one of them.
      await openHydrated(page, `${shopUrl(shop)}/product/${product.key}`);
      await page.getByRole('button', { name: 'リストに追加' }).click();
      const dialog = page.getByRole('dialog', { name: 'リストに追加' });
      await dialog.getByRole('button', { name: `「${name}」に追加` }).click();
      await expect(page.getByText(`「${name}」に追加しました`)).toBeVisible();
      await expect(dialog).toBeHidden();

      await openHydrated(page, `${shopUrl(shop)}/mypage/list`);
      await expect(row).toContainText('1件の商品');
      await row.getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/mypage\/list\/[A-Za-z0-9_-]+\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const items = page.getByRole('list', { name: `「${name}」の商品` });
      const entry = items.getByRole('listitem').filter({ hasText: product.name });
      await expect(entry.getByRole('link', { name: product.name })).toBeVisible();
      await expect(entry.getByText(yen(product.product_price_with_tax)).first()).toBeVisible();
      await entry.getByRole('button', { name: `「${product.name}」をカートに入れる` }).click();
      await expect(page.getByText('カートに商品を追加しました')).toBeVisible();
      await openHydrated(page, `${shopUrl(shop)}/cart`);
      await expect(page.getByRole('table', { name: 'カートの商品' })).toContainText(product.name);

      await openHydrated(page, `${shopUrl(shop)}/mypage/list`);
      await row.getByRole('button', { name: `「${name}」の名前を変更` }).click();
      const rename = page.getByRole('form', { name: `「${name}」の名前を変更` });
      await rename.getByLabel(/^新しいリスト名/).fill(renamed);
      await rename.getByRole('button', { name: '変更する' }).click();
      const renamedRow = lists.getByRole('listitem').filter({ hasText: renamed });
      await expect(renamedRow.getByRole('link', { name: renamed })).toBeVisible();
      await expect(renamedRow).toContainText('1件の商品');

      await renamedRow.getByRole('button', { name: `「${renamed}」を削除` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'このリストを削除しますか？' });
      await expect(confirm).toContainText(`「${renamed}」（1件の商品）を削除します。`);
      await confirm.getByRole('button', { name: '削除する' }).click();
      await expect(page.getByText(`「${renamed}」を削除しました`)).toBeVisible();
      await expect(lists.getByRole('link', { name: renamed })).toHaveCount(0);
    });

    test('asks for a sold-out variant to be restocked and finds it in the request history', async ({
      page,
      request,
    }) => {
      const cookies = await memberCookies(request, shop);
      const api = caller(request, shop, cookies);
      const soldOut = await findVariant(request, shop, (variant) => variant.stock === 0);
      const shown = soldOut.variant_label
        ? `${soldOut.name}（${soldOut.variant_label}）`
        : soldOut.name;
      // An open request of an earlier run would be refused as asked already: start without it.
      const { data: earlier } = await api<{ data: { id: number; name: string }[] }>(
        'GET',
        '/me/product-request-histories?per=100',
      );
      for (const entry of earlier.filter((item) => item.name === shown))
        await api('DELETE', `/me/product-request-histories/${entry.id}`);

      await openAs(page, shop, cookies, `/product/${soldOut.key}`);
      await expect(page.getByRole('button', { name: '在庫切れ' }).first()).toBeDisabled();
      await page.getByRole('button', { name: '再入荷をリクエスト' }).click();
      await expect(page.getByText('再入荷をリクエストしました')).toBeVisible();
      await expect(page.getByRole('button', { name: 'リクエスト済み' })).toBeDisabled();

      await openHydrated(page, `${shopUrl(shop)}/mypage/product_request_history`);
      await expect(page.getByText(`再入荷リクエスト：${shown}（1点）`)).toBeVisible();
      await expect(page.getByRole('link', { name: soldOut.name }).first()).toBeVisible();
    });
  });
}
