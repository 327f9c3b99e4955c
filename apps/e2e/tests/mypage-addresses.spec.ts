import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { openHydrated, SHOPS, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';
import { memberCookies } from './member.js';
import type { SessionCookie } from './member.js';

/**
 * The address book of my page in every shop, as the shop's demo member: the own address with
 * its badges, an address added with the postal code fill, edited, made the default and
 * deleted; the CSV download (Shift_JIS, Japanese headings) and an import whose preview shows
 * a bad row's errors before a good file is imported. Every address but the own one is deleted
 * before and after, so other specs see the demo member as seeded.
 */

const HEADING =
  '登録名,姓,名,セイ,メイ,会社名,郵便番号,都道府県,市区町村,丁目・番地・号,建物名・部屋番号,電話番号,携帯電話番号,いつものお届け先,いつもの依頼主';
const csvFile = (rows: string[]) => ({
  name: 'お届け先.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[HEADING, ...rows].join('\r\n')}\r\n`, 'utf8'),
});

type Address = { id: number; division_ct: number; nickname: string; shipping_name: string };

async function api<T>(
  request: APIRequestContext,
  shop: Shop,
  cookies: SessionCookie[],
  method: 'GET' | 'DELETE',
  path: string,
): Promise<T> {
  const token = cookies[0]!.value;
  const answer = await request.fetch(`${shopUrl(shop)}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

async function openAs(page: Page, shop: Shop, cookies: SessionCookie[], path: string) {
  await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: shopUrl(shop) })));
  await openHydrated(page, `${shopUrl(shop)}${path}`);
}

const book = (page: Page) => page.getByRole('list', { name: 'お届け先一覧' });
const row = (page: Page, name: string) => book(page).getByRole('listitem', { name });

for (const shop of SHOPS) {
  test.describe(`${shop.theme}: my page address book`, () => {
    let cookies: SessionCookie[];
    let ownLabel: string;

    test.beforeEach(async ({ request }) => {
      cookies = await memberCookies(request, shop);
      await api(request, shop, cookies, 'DELETE', '/me/user-addresses-all');
      const { data } = await api<{ data: Address[] }>(
        request,
        shop,
        cookies,
        'GET',
        '/me/user-addresses',
      );
      const own = data.find((address) => address.division_ct === 1)!;
      ownLabel = own.nickname || `${own.shipping_name}様`;
    });
    test.afterEach(async ({ request }) => {
      await api(request, shop, cookies, 'DELETE', '/me/user-addresses-all');
    });

    test('lists the own address with its badges; adds, edits, makes default and deletes an address', async ({
      page,
    }) => {
      await openAs(page, shop, cookies, '/mypage/address');
      const own = row(page, ownLabel);
      await expect(own.getByText('ご本人の住所', { exact: true })).toBeVisible();
      await expect(own.getByText('いつものお届け先', { exact: true })).toBeVisible();
      await expect(own.getByText('いつもの依頼主', { exact: true })).toBeVisible();
      await expect(own.getByText('ご本人の住所は削除できません')).toBeVisible();
      await expect(page.getByText(/登録件数/)).toHaveText(/登録件数 1件／最大\d+件/);
      await expect(page.getByText('お届け先の登録について')).toBeVisible();

      await page.getByRole('link', { name: '新しいお届け先を追加する' }).click();
      await expect(page).toHaveURL(/\/mypage\/address\/add\/?$/);
      const form = page.getByRole('form', { name: 'お届け先' });
      await form.getByLabel('登録名').fill('大阪の実家');
      await form.getByLabel('姓', { exact: true }).fill('佐藤');
      await form.getByLabel('名', { exact: true }).fill('一郎');
      await form.getByLabel('セイ').fill('サトウ');
      await form.getByLabel('メイ').fill('イチロウ');
      await form.getByLabel('郵便番号').fill('5300001');
      // The postal code fills the prefecture and the city.
      await expect(form.getByLabel('都道府県')).toHaveValue('大阪府');
      await expect(form.getByLabel('市区町村')).toHaveValue('大阪市北区梅田');
      await form.getByLabel('丁目・番地・号').fill('1-1-1');
      await form.getByLabel('携帯電話番号').fill('09011112222');
      await form.getByRole('button', { name: 'お届け先を登録する' }).click();
      await expect(page).toHaveURL(/\/mypage\/address\/?$/);
      const added = row(page, '大阪の実家');
      await expect(added.getByText(/〒530-0001 大阪府大阪市北区梅田1-1-1/)).toBeVisible();
      await expect(page.getByText(/登録件数/)).toHaveText(/登録件数 2件／/);

      await added.getByRole('link', { name: '大阪の実家を編集' }).click();
      await expect(page).toHaveURL(/\/mypage\/address\/\d+\/edit\/?$/);
      const edit = page.getByRole('form', { name: 'お届け先' });
      await expect(edit.getByLabel('郵便番号')).toHaveValue('530-0001');
      await edit.getByLabel('建物名・部屋番号').fill('梅田ビル 3階');
      await edit.getByRole('button', { name: '変更を保存する' }).click();
      await expect(page).toHaveURL(/\/mypage\/address\/?$/);
      await expect(added.getByText(/梅田1-1-1 梅田ビル 3階/)).toBeVisible();

      await added.getByRole('button', { name: '大阪の実家をいつものお届け先にする' }).click();
      await expect(added.getByText('いつものお届け先', { exact: true })).toBeVisible();
      await expect(own.getByText('いつものお届け先', { exact: true })).toHaveCount(0);

      await added.getByRole('button', { name: '大阪の実家を削除' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'お届け先の削除' });
      await expect(dialog).toContainText('「大阪の実家」');
      await dialog.getByRole('button', { name: '削除する' }).click();
      await expect(added).toHaveCount(0);
      await expect(own.getByText('いつものお届け先', { exact: true })).toBeVisible();
    });

    test('downloads a Shift_JIS CSV with Japanese headings, previews a bad import and imports a good one', async ({
      page,
    }) => {
      await openAs(page, shop, cookies, '/mypage/address');
      await expect(row(page, ownLabel)).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'CSVダウンロード（Excel用・Shift_JIS）' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^お届け先_\d{8}\.csv$/);
      const bytes = await readFile(await download.path());
      const text = new TextDecoder('shift_jis').decode(bytes);
      expect(text.split('\r\n')[0]).toBe(HEADING);
      // Shift_JIS, not UTF-8: the same text read as UTF-8 would not give the heading.
      expect(bytes.toString('utf8').startsWith('登録名')).toBe(false);
      await expect(page.getByText('ダウンロードが完了しました')).toBeVisible();

      const input = page.getByLabel('CSVファイルから取り込む');
      await input.setInputFiles(
        csvFile([
          '会社,鈴木,花子,スズキ,ハナコ,,530-0001,大阪府,大阪市北区,梅田1-1-1,,0661234567,,,',
          '誤り,鈴木,花子,suzuki,ハナコ,,abc,大阪府,大阪市北区,梅田1-1-1,,0661234567,,,',
        ]),
      );
      const table = page.getByRole('table', { name: '取り込むお届け先の確認' });
      await expect(table.getByText('3行目', { exact: true })).toBeVisible();
      const errors = table.getByRole('list', { name: '3行目のエラー' });
      await expect(errors).toContainText('セイは全角カタカナで入力してください');
      await expect(errors).toContainText('郵便番号は郵便番号の形式で入力してください');
      // Only the valid row would be written, and nothing is while one row is wrong.
      await expect(page.getByRole('button', { name: '取り込む（1件）' })).toBeDisabled();

      await input.setInputFiles(
        csvFile([
          '会社,鈴木,花子,スズキ,ハナコ,,530-0001,大阪府,大阪市北区,梅田1-1-1,,0661234567,,,',
          '倉庫,田中,一郎,タナカ,イチロウ,,060-0001,北海道,札幌市中央区,北一条西1-1,,0111234567,,,1',
        ]),
      );
      const importButton = page.getByRole('button', { name: '取り込む（2件）' });
      await expect(importButton).toBeEnabled();
      await importButton.click();
      await expect(page.getByText('2件のお届け先を取り込みました')).toBeVisible();
      await expect(row(page, '会社')).toBeVisible();
      await expect(row(page, '倉庫').getByText('いつもの依頼主', { exact: true })).toBeVisible();
      await expect(page.getByText(/登録件数/)).toHaveText(/登録件数 3件／/);
    });
  });
}
