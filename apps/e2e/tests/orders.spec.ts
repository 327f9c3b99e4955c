import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { closeThanks, SHOPS, shopUrl, openHydrated } from '../shops.js';
import type { Shop } from '../shops.js';
import { memberCookies } from './member.js';

/**
 * Orders after a checkout: the member checks out through the checkout screens and then finds
 * the order in the history, keeps a memo, downloads the receipt PDF and cancels; the guest's
 * order is placed through the cart calls (init, add, shipping, payment, decision) and its
 * receipt opened by order number and token.
 */

const ADDRESS = {
  last_name: '山田',
  first_name: '花子',
  last_name_kana: 'ヤマダ',
  first_name_kana: 'ハナコ',
  company_name: '',
  postal_code: '150-0001',
  prefecture: '東京都',
  city: '渋谷区',
  address1: '神宮前1-2-3',
  address2: '',
  phone_number: '03-1234-5678',
};

type Placed = { orderNo: string; guestToken: string | null };

/** Places an order for the shop's member (cookies given) or a guest, through the shop's /v1 proxy. */
async function placeOrder(
  request: APIRequestContext,
  shop: Shop,
  session?: { name: string; value: string }[],
  options: { linesOnly?: boolean } = {},
): Promise<Placed | null> {
  const base = `${shopUrl(shop)}/v1`;
  const token = session?.find((cookie) => cookie.name === 'access_token')?.value;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const call = async <T>(method: 'GET' | 'POST' | 'PATCH', path: string, data?: object) => {
    const response = await request.fetch(`${base}${path}`, {
      method,
      headers: path.endsWith('/decision')
        ? { ...headers, 'idempotency-key': randomUUID() }
        : headers,
      ...(data ? { data } : {}),
    });
    if (!response.ok())
      throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };

  let cart = await call<{ token: string; detail: { shippings: { key: string }[] } }>(
    'POST',
    '/carts/init',
    { token: null },
  );
  // A member's open cart may hold lines of an earlier run: start from an empty one.
  cart = await call('PATCH', '/carts/reset', { token: cart.token });
  // The first listed product with a unit in stock (a listed model may have sold-out variants).
  const products = await call<{ key: string }[]>('GET', '/products?per=15');
  let added = false;
  for (const product of products) {
    const response = await request.fetch(`${base}/carts/products/add`, {
      method: 'PATCH',
      headers,
      data: { token: cart.token, products: [{ product_key: product.key, quantity: 1 }] },
    });
    if (response.ok()) {
      added = true;
      break;
    }
  }
  if (!added) throw new Error(`no product in stock in ${shop.channel}`);
  if (options.linesOnly) return null;
  await call('PATCH', '/carts/shippings/modify', {
    token: cart.token,
    key: cart.detail.shippings[0]?.key,
    ...ADDRESS,
    ...(shop.theme === 'business' ? { company_name: '株式会社テスト商会' } : {}),
  });
  const payments = await call<{ id: number; code: string; is_available: boolean }[]>(
    'GET',
    `/payments/carts/${cart.token}`,
  );
  const payment = payments.find((item) => item.is_available && item.code !== 'card');
  if (!payment) throw new Error(`no payment without a card in ${shop.channel}`);
  await call('PATCH', '/carts/order/modify', {
    token: cart.token,
    payment_id: payment.id,
    ...(token ? {} : { orderer: { ...ADDRESS, email: `guest-${Date.now()}@example.jp` } }),
  });
  const decided = await call<{ order_no: string; guest_token: string | null }>(
    'POST',
    `/carts/${cart.token}/decision`,
    {},
  );
  return { orderNo: decided.order_no, guestToken: decided.guest_token };
}

/**
 * The member's checkout on the screens, from a cart with one line: a new delivery address,
 * bank transfer, confirm; answers the order number of the complete page.
 */
async function checkout(page: Page, shop: Shop): Promise<string> {
  const base = shopUrl(shop);
  const business = shop.theme === 'business';
  await openHydrated(page, `${base}/cart/shipping-select/`);
  await page.getByRole('link', { name: '新しいお届け先を入力する' }).click();
  const form = page.getByRole('form', { name: 'お届け先' });
  await form.getByLabel('姓', { exact: true }).fill('佐藤');
  await form.getByLabel('名', { exact: true }).fill('一郎');
  await form.getByLabel('セイ', { exact: true }).fill('サトウ');
  await form.getByLabel('メイ', { exact: true }).fill('イチロウ');
  if (business) await form.getByLabel('会社名', { exact: true }).fill('株式会社テスト商会');
  await form.getByLabel('郵便番号', { exact: true }).fill('1500001');
  await form.getByLabel('都道府県', { exact: true }).selectOption('東京都');
  await form.getByLabel('市区町村', { exact: true }).fill('渋谷区神宮前');
  await form.getByLabel('丁目・番地・号', { exact: true }).fill('1-2-3');
  await form.getByLabel('電話番号', { exact: true }).fill('0398765432');
  await form.getByRole('button', { name: 'このお届け先に届ける' }).click();
  await expect(page).toHaveURL(/\/cart\/shipping-select\/?$/);
  await page.getByRole('button', { name: 'お届け方法の指定へ進む' }).click();
  await page.getByRole('button', { name: 'お支払い方法の選択へ進む' }).click();
  await expect(page).toHaveURL(/\/cart\/payment\/?$/);
  await page.getByLabel(/^銀行振込/).check();
  await page.getByRole('button', { name: 'ご注文内容の確認へ進む' }).click();
  await expect(page).toHaveURL(/\/cart\/confirm\/?$/);
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/cart\/complete/);
  await expect(page.getByTestId('order-number')).not.toBeEmpty();
  if (shop.tracksEvents) await closeThanks(page);
  const orderNo = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNo).toMatch(/^\d{8}-\d+$/);
  return orderNo;
}

/** Clicks a download button and answers the text of the PDF it saves. */
async function downloadedText(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const file = await download.path();
  const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

for (const shop of SHOPS) {
  test(`${shop.theme}: the member finds the order, keeps a memo, downloads the receipt and cancels`, async ({
    page,
    request,
    context,
  }) => {
    const base = shopUrl(shop);
    const session = await memberCookies(request, shop);
    // The member's cart gets its line through the cart calls; the rest is the checkout screens.
    await placeOrder(request, shop, session, { linesOnly: true });
    await context.addCookies(session.map((cookie) => ({ ...cookie, url: base })));
    const orderNo = await checkout(page, shop);

    await page.getByRole('link', { name: 'ご注文履歴を見る' }).click();
    const list = page.getByRole('list', { name: 'ご注文一覧' });
    await list.getByRole('link', { name: `ご注文番号 ${orderNo}` }).click();
    await expect(page).toHaveURL(/\/mypage\/order_history\/\d+\/?$/);
    await expect(page.getByText(orderNo, { exact: true })).toBeVisible();

    await page.getByLabel('新しいメモ').fill('会議室の備品として');
    await page.getByRole('button', { name: 'メモを追加する' }).click();
    await expect(page.getByRole('list', { name: 'メモ一覧' })).toContainText('会議室の備品として');

    await page.getByLabel('宛名', { exact: true }).fill('株式会社ミセ商事');
    await page.getByRole('button', { name: '宛名を保存する' }).click();
    await expect(page.getByText('領収書の宛名を保存しました')).toBeVisible();
    const receipt = await downloadedText(page, '領収書をダウンロード（PDF）');
    expect(receipt).toContain(orderNo);
    expect(receipt).toContain('株式会社ミセ商事');
    await expect(page.getByText('ダウンロードが完了しました')).toBeVisible();

    await page.getByLabel('キャンセル理由').fill('注文内容を間違えました');
    await page.getByRole('button', { name: 'このご注文をキャンセルする' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'ご注文をキャンセルしますか？' });
    await dialog.getByRole('button', { name: 'キャンセルを確定する' }).click();
    // The cancel form goes away; the reason is shown with the order.
    await expect(page.getByRole('button', { name: 'このご注文をキャンセルする' })).toHaveCount(0);
    await expect(page.getByText('注文内容を間違えました', { exact: true })).toBeVisible();
    await expect(page.getByText('キャンセル済み').first()).toBeVisible();

    await openHydrated(page, `${base}/mypage/order_history/`);
    const entry = page.getByRole('listitem').filter({ hasText: orderNo });
    await expect(entry).toContainText('キャンセル済み');
  });

  test(`${shop.theme}: a guest downloads the receipt with the order number and token; a wrong token is refused`, async ({
    page,
    request,
  }) => {
    const base = shopUrl(shop);
    const placed = await placeOrder(request, shop);
    if (!placed?.guestToken) throw new Error('a guest order has a token');
    const query = new URLSearchParams({ no: placed.orderNo, t: placed.guestToken });
    await openHydrated(page, `${base}/orders/receipt?${query.toString()}`);
    await expect(page.getByText(placed.orderNo, { exact: true })).toBeVisible();
    await page.getByLabel('宛名', { exact: true }).fill('ゲスト商店');
    await page.getByRole('button', { name: '宛名を保存する' }).click();
    await expect(page.getByText('領収書の宛名を保存しました')).toBeVisible();
    const receipt = await downloadedText(page, '領収書をダウンロード（PDF）');
    expect(receipt).toContain(placed.orderNo);
    expect(receipt).toContain('ゲスト商店');
    await expect(page.getByText('ダウンロードが完了しました')).toBeVisible();

    await openHydrated(page, `${base}/orders/receipt?no=${placed.orderNo}&t=not-the-token`);
    await expect(page.getByText(/ご注文番号または確認用トークンが正しくありません/)).toBeVisible();
    await expect(page.getByRole('button', { name: '領収書をダウンロード（PDF）' })).toHaveCount(0);
  });
}
