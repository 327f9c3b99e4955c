import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { COOKIES } from '@mise/store';
import { expect, test } from '../fixtures.js';
import { DEMO_PASSWORD, openHydrated, SHOPS, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';
import type { SessionCookie } from './member.js';

/**
 * Saved cards, points and the login history of my page, in every shop, as the shop's demo
 * member: cards are added through the card form (tokenised in the browser), set main and
 * deleted; the points page shows the balance and the demo grant; the login history shows a
 * login this test made from an iPhone.
 */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Api = <T>(method: 'GET' | 'DELETE', path: string) => Promise<T>;

/** Logs the member in through the shop's /v1 proxy (from an iPhone) and answers cookies and a caller. */
async function session(
  request: APIRequestContext,
  shop: Shop,
): Promise<{ cookies: SessionCookie[]; api: Api }> {
  const response = await request.post(`${shopUrl(shop)}/v1/auth/login`, {
    data: { login_id: shop.member, password: DEMO_PASSWORD },
    headers: { 'user-agent': IPHONE },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { access_token: token, expires_in: expiresIn } = (await response.json()) as {
    access_token: string;
    expires_in: number;
  };
  const api: Api = async <T>(method: 'GET' | 'DELETE', path: string) => {
    const answer = await request.fetch(`${shopUrl(shop)}/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  return {
    cookies: [
      { name: COOKIES.accessToken, value: token },
      { name: COOKIES.tokenExpiresAt, value: String(Date.now() + (expiresIn - 60) * 1000) },
    ],
    api,
  };
}

async function openAs(page: Page, shop: Shop, cookies: SessionCookie[], path: string) {
  await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: shopUrl(shop) })));
  await openHydrated(page, `${shopUrl(shop)}${path}`);
}

const cardRow = (page: Page, brand: string, last4: string): Locator =>
  page
    .getByRole('list', { name: '登録済みのクレジットカード' })
    .getByRole('listitem', { name: `${brand} 下4桁${last4}` });

async function addCard(page: Page, number: string, year: string) {
  await page.getByRole('link', { name: 'カードを追加する' }).click();
  await expect(page).toHaveURL(/\/mypage\/card\/add\/?$/);
  const form = page.getByRole('form', { name: 'クレジットカードの登録' });
  await form.getByLabel('カード番号').fill(number);
  await form.getByLabel('カード名義').fill('TARO YAMADA');
  await form.getByLabel('有効期限（月）').selectOption('12');
  await form.getByLabel('有効期限（年）').selectOption(year);
  await form.getByLabel('セキュリティコード').fill('123');
  await form.getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/mypage\/card\/?$/);
}

for (const shop of SHOPS) {
  test.describe(`${shop.theme}: my page cards, points and login history`, () => {
    test('adds cards from the card form, makes one main and deletes', async ({ page, request }) => {
      const { cookies, api } = await session(request, shop);
      // Start without cards (a run that stopped half-way may have left some).
      const { data: before } = await api<{ data: { id: number }[] }>('GET', '/me/user-cards');
      for (const card of before) await api('DELETE', `/me/user-cards/${card.id}`);

      await openAs(page, shop, cookies, '/mypage/card/');
      await expect(page.getByRole('heading', { level: 1, name: 'クレジットカード' })).toBeVisible();
      await expect(page.getByText('登録されているクレジットカードはありません。')).toBeVisible();
      await expect(page.getByText('登録済み 0枚（最大5枚まで登録できます）')).toBeVisible();

      const year = String(new Date().getFullYear() + 2);
      // A number with a wrong check digit is refused before anything is sent.
      await page.getByRole('link', { name: 'カードを追加する' }).click();
      const form = page.getByRole('form', { name: 'クレジットカードの登録' });
      await expect(form.getByLabel('有効期限（月）')).toHaveJSProperty('tagName', 'SELECT');
      await form.getByLabel('カード番号').fill('4111 1111 1111 1112');
      // Leaving the field shows its message (and moves the button down) before the click.
      await form.getByLabel('カード番号').blur();
      await expect(form.getByText('カード番号が正しくありません')).toBeVisible();
      await form.getByRole('button', { name: '登録する' }).click();
      await expect(form.getByText('有効期限は必須項目です')).toBeVisible();
      await page.getByRole('link', { name: 'クレジットカード一覧へ戻る' }).click();
      await expect(page).toHaveURL(/\/mypage\/card\/?$/);

      // The number as printed, with spaces: tokenised and saved masked, as the main card.
      await addCard(page, '4111 1111 1111 1111', year);
      const visa = cardRow(page, 'VISA', '1111');
      await expect(visa).toContainText('**** **** **** 1111');
      await expect(visa).toContainText(`有効期限 12/${year}`);
      await expect(visa).toContainText('TARO YAMADA');
      await expect(visa.getByText('メイン', { exact: true })).toBeVisible();
      await expect(page.getByText('登録済み 1枚（最大5枚まで登録できます）')).toBeVisible();

      // A second card, with hyphens: not main until chosen.
      await addCard(page, '5555-5555-5555-4444', year);
      const master = cardRow(page, 'Mastercard', '4444');
      await expect(master).toContainText('**** **** **** 4444');
      await expect(master.getByText('メイン', { exact: true })).toHaveCount(0);
      await master.getByRole('button', { name: 'メインにする' }).click();
      await expect(master.getByText('メイン', { exact: true })).toBeVisible();
      await expect(visa.getByText('メイン', { exact: true })).toHaveCount(0);
      await expect(visa.getByRole('button', { name: 'メインにする' })).toBeVisible();

      // Deleting the main card asks first, then the other card becomes main.
      await master.getByRole('button', { name: 'Mastercard 下4桁4444のカードを削除' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'このカードを削除しますか？' });
      await expect(dialog).toContainText('Mastercard **** **** **** 4444');
      await dialog.getByRole('button', { name: '削除する' }).click();
      await expect(master).toHaveCount(0);
      await expect(visa.getByText('メイン', { exact: true })).toBeVisible();

      // The database keeps the masked number only.
      const { data: saved } = await api<{ data: { masked_number: string }[] }>(
        'GET',
        '/me/user-cards',
      );
      expect(saved.map((card) => card.masked_number)).toEqual(['************1111']);

      await visa.getByRole('button', { name: 'VISA 下4桁1111のカードを削除' }).click();
      await page
        .getByRole('alertdialog', { name: 'このカードを削除しますか？' })
        .getByRole('button', { name: '削除する' })
        .click();
      await expect(page.getByText('登録されているクレジットカードはありません。')).toBeVisible();
    });

    test('shows the point balance, the expiring points and the history', async ({
      page,
      request,
    }) => {
      const { cookies, api } = await session(request, shop);
      const { data: summary } = await api<{
        data: { points: number; next_expiring: { points: number } | null };
      }>('GET', '/me/points');
      const { data: entries } = await api<{ data: { reason: string; points: number }[] }>(
        'GET',
        '/me/point-histories?per=100',
      );
      // The demo grant of 3,000 points, wherever later orders have pushed it in the history.
      const grant = entries.findIndex((entry) => entry.reason === 'admin' && entry.points === 3000);
      expect(grant).toBeGreaterThanOrEqual(0);
      const page1 = Math.floor(grant / 10) + 1;

      await openAs(
        page,
        shop,
        cookies,
        page1 > 1 ? `/mypage/point/?page=${page1}` : '/mypage/point/',
      );
      await expect(page.getByRole('heading', { level: 1, name: 'ポイント' })).toBeVisible();
      const balance = page.getByRole('region', { name: '保有ポイント' });
      await expect(balance).toContainText(
        `現在の保有ポイント：${summary.points.toLocaleString('ja-JP')}pt`,
      );
      if (summary.next_expiring)
        await expect(balance).toContainText(
          `までに失効するポイント：${summary.next_expiring.points.toLocaleString('ja-JP')}pt`,
        );

      const table = page.getByRole('table', { name: 'ポイント履歴' });
      await expect(table.getByRole('columnheader')).toHaveText([
        '日時',
        '内容',
        'ポイント',
        'ご注文番号',
        '有効期限',
      ]);
      const row = table.getByRole('row').filter({ hasText: 'ショップからの付与' });
      await expect(row.first()).toContainText('+3,000pt');
      await expect(row.first()).toContainText(/\d{4}\.\d{2}\.\d{2} \d{1,2}:\d{2}/);
      await expect(page.getByText(`全${entries.length.toLocaleString('ja-JP')}件`)).toBeVisible();
    });

    test('lists the login this test made, with device, browser and a masked IP', async ({
      page,
      request,
    }) => {
      const { cookies } = await session(request, shop);
      await openAs(page, shop, cookies, '/mypage/login_history/');
      await expect(page.getByRole('heading', { level: 1, name: 'ログイン履歴' })).toBeVisible();
      const table = page.getByRole('table', { name: 'ログイン履歴' });
      await expect(table.getByRole('columnheader')).toHaveText([
        '日時',
        '端末・ブラウザ',
        'IPアドレス',
        'ログイン方法',
      ]);
      const newest = table.getByRole('row').nth(1);
      await expect(newest).toContainText('iPhone / Safari');
      await expect(newest).toContainText('パスワード');
      await expect(newest).toContainText(/\d{4}\.\d{2}\.\d{2} \d{1,2}:\d{2}/);
      await expect(newest.getByRole('cell').nth(2)).toHaveText(
        /^(\d{1,3}\.\d{1,3}\.\*\.\*|[0-9a-f:]+:\*\*\*\*|\*\*\*\*)$/,
      );
    });
  });
}
