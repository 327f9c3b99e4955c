import type { APIRequestContext, Page } from '@playwright/test';
import { COOKIES } from '@mise/store';
import { expect, test } from '../fixtures.js';
import { DEMO_PASSWORD, openHydrated, SHOPS, shopUrl } from '../shops.js';

/**
 * The motorcycle shop's extras, as its demo member: memorials (add with a refused day, edit,
 * delete, the limit), measurements (newest first), name embroidery saved and bought on an
 * embroiderable product, and the stylists' list and detail pages.
 */

const moto = SHOPS.find((shop) => shop.theme === 'moto')!;
const base = shopUrl(moto);

type Call = <T>(method: string, path: string, data?: unknown) => Promise<T>;

/** Logs the rider in through the shop's /v1 proxy: the browser's cookies and an API caller. */
async function session(page: Page, request: APIRequestContext): Promise<Call> {
  const response = await request.post(`${base}/v1/auth/login`, {
    data: { login_id: moto.member, password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { access_token: token, expires_in: expiresIn } = (await response.json()) as {
    access_token: string;
    expires_in: number;
  };
  await page.context().addCookies([
    { name: COOKIES.accessToken, value: token, url: base },
    {
      name: COOKIES.tokenExpiresAt,
      value: String(Date.now() + (expiresIn - 60) * 1000),
      url: base,
    },
  ]);
  return async <T>(method: string, path: string, data?: unknown) => {
    const answer = await request.fetch(`${base}/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
}

const MEMORIAL = {
  target_user_name: '高橋健太',
  division_ct: 1,
  name: '記念日',
  month: 1,
  date: 1,
  call: '',
};

async function clearMemorials(api: Call) {
  const { data } = await api<{ data: { id: number }[] }>('GET', '/me/user-memorials?per=100');
  for (const memorial of data) await api('DELETE', `/me/user-memorials/${memorial.id}`);
}

test.describe('motorcycle shop extras', () => {
  test('memorials: add (a day the month lacks is refused), edit, delete, and the limit', async ({
    page,
    request,
  }) => {
    const api = await session(page, request);
    await clearMemorials(api);
    await openHydrated(page, `${base}/mypage/memorial/`);
    await expect(page.getByRole('heading', { level: 1, name: '記念日' })).toBeVisible();
    await expect(page.getByText('登録されている記念日はありません。')).toBeVisible();
    await expect(page.getByText('登録済み 0件（最大5件まで登録できます）')).toBeVisible();

    await page.getByRole('link', { name: '記念日を追加する' }).click();
    await expect(page).toHaveURL(/\/mypage\/memorial\/add\/?$/);
    const form = page.getByRole('form', { name: '記念日' });
    await form.getByLabel('記念日の名前').fill('納車記念日');
    await form.getByLabel('お名前').fill('高橋健太');
    await form.getByLabel('続柄').selectOption({ label: 'ご本人' });
    await form.getByLabel('月', { exact: true }).selectOption({ label: '4月' });
    await form.getByLabel('日', { exact: true }).selectOption({ label: '31日' });
    await form.getByRole('button', { name: '登録する' }).click();
    await expect(form.getByText('日付が無効です')).toBeVisible();
    // Nothing typed is lost.
    await expect(form.getByLabel('記念日の名前')).toHaveValue('納車記念日');

    await form.getByLabel('日', { exact: true }).selectOption({ label: '12日' });
    await form.getByRole('button', { name: '登録する' }).click();
    await expect(page).toHaveURL(/\/mypage\/memorial\/?$/);
    const list = page.getByRole('list', { name: '登録済みの記念日' });
    const row = list.getByRole('listitem', { name: '納車記念日' });
    await expect(row).toContainText('4月12日');
    await expect(row).toContainText('高橋健太（ご本人）');

    await row.getByRole('link', { name: '納車記念日を編集' }).click();
    const edit = page.getByRole('form', { name: '記念日' });
    await expect(edit.getByLabel('記念日の名前')).toHaveValue('納車記念日');
    await edit.getByLabel('記念日の名前').fill('車検日');
    await edit.getByLabel('月', { exact: true }).selectOption({ label: '2月' });
    await edit.getByLabel('日', { exact: true }).selectOption({ label: '29日' });
    await edit.getByRole('button', { name: '変更を保存する' }).click();
    const edited = page.getByRole('list', { name: '登録済みの記念日' }).getByRole('listitem', {
      name: '車検日',
    });
    await expect(edited).toContainText('2月29日');

    await edited.getByRole('button', { name: '車検日を削除' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'この記念日を削除しますか？' });
    await expect(dialog).toContainText('2月29日「車検日」を削除します。');
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(page.getByText('登録されている記念日はありません。')).toBeVisible();

    for (let i = 1; i <= 5; i++)
      await api('POST', '/me/user-memorials', { ...MEMORIAL, name: `記念日${i}`, date: i });
    await openHydrated(page, `${base}/mypage/memorial/`);
    await expect(page.getByRole('listitem', { name: '記念日5' })).toContainText('1月5日');
    await expect(page.getByRole('button', { name: '記念日を追加する' })).toBeDisabled();
    await expect(page.getByText(/登録できる記念日は5件までです/)).toBeVisible();
    await openHydrated(page, `${base}/mypage/memorial/add/`);
    await expect(page.getByText(/登録できる記念日は5件までです/)).toBeVisible();
    await clearMemorials(api);
  });

  test('measurements: a refused value keeps the form; entries show newest first', async ({
    page,
    request,
  }) => {
    const api = await session(page, request);
    await api('DELETE', '/me/timeseries/?purpose=body');
    await openHydrated(page, `${base}/mypage/measurement/`);
    await expect(page.getByText('登録されている採寸データはありません。')).toBeVisible();
    await page.getByRole('link', { name: '採寸データを登録する' }).click();
    const form = page.getByRole('form', { name: '採寸データ' });
    await form.getByLabel('身長（cm）').fill('172.5');
    await form.getByLabel('体重（kg）').fill('5');
    await form.getByRole('button', { name: '登録する' }).click();
    await expect(form.getByText('体重（kg）は10〜300の範囲で入力してください')).toBeVisible();
    await expect(form.getByLabel('身長（cm）')).toHaveValue('172.5');
    await form.getByLabel('体重（kg）').fill('64');
    await form.getByRole('button', { name: '登録する' }).click();
    await expect(page).toHaveURL(/\/mypage\/measurement\/?$/);

    await page.getByRole('link', { name: '採寸データを登録する' }).click();
    const again = page.getByRole('form', { name: '採寸データ' });
    // The newest values are where the next entry starts.
    await expect(again.getByLabel('体重（kg）')).toHaveValue('64');
    await again.getByLabel('体重（kg）').fill('66.5');
    await again.getByRole('button', { name: '登録する' }).click();

    const history = page.getByRole('table', { name: '採寸データの履歴' });
    const rows = history.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('66.5');
    await expect(rows.nth(1)).toContainText('64');
    await expect(page.getByRole('table', { name: '最新の採寸データ' })).toContainText('66.5');
  });

  test('name embroidery is saved, offered on an embroiderable product and priced in the cart', async ({
    page,
    request,
  }) => {
    await session(page, request);
    await openHydrated(page, `${base}/mypage/name-embroidery/edit/`);
    const form = page.getByRole('form', { name: 'ネーム刺繍' });
    // The choices first: a message shown when the text loses focus would move them mid-click.
    await form.getByRole('radio', { name: '筆記体' }).check();
    await form.getByRole('radio', { name: 'ゴールド' }).check();
    await form.getByLabel('刺繍する文字').fill('高橋');
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      "刺繍する文字はブロック体・筆記体では半角英数字とスペース・記号（. & ' -）で入力してください",
    );
    await form.getByLabel('刺繍する文字').fill('K. TAKAHASHI');
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(page).toHaveURL(/\/mypage\/name-embroidery\/?$/);
    const saved = page.getByRole('definition').filter({ hasText: 'K. TAKAHASHI' });
    await expect(saved).toBeVisible();
    await expect(page.getByText('筆記体')).toBeVisible();

    // An embroiderable product: a jacket or glove whose offer the API answers.
    const search = await request.get(
      `${base}/v1/products?keyword=${encodeURIComponent('ジャケット')}&per=50`,
      {
        headers: { accept: 'application/json' },
      },
    );
    const products = ((await search.json()) as { data: { key: string }[] }).data;
    let key = '';
    for (const product of products) {
      const offer = await request.get(`${base}/v1/products/${product.key}/embroidery`);
      if (offer.ok()) {
        key = product.key;
        break;
      }
    }
    expect(key).not.toBe('');
    await openHydrated(page, `${base}/product/${key}`);
    const option = page.getByRole('region', { name: /ネーム刺繍（＋¥1,100・税込）/ });
    await expect(option).toContainText('刺繍：K. TAKAHASHI（筆記体・ゴールド）');
    await option.getByRole('button', { name: 'ネーム刺繍を入れてカートに入れる' }).click();
    await expect(page.getByText('ネーム刺繍を入れてカートに追加しました').first()).toBeVisible();

    await openHydrated(page, `${base}/cart/`);
    const line = page
      .getByRole('row')
      .filter({ hasText: '刺繍：K. TAKAHASHI（筆記体・ゴールド）' });
    await expect(line).toContainText('ネーム刺繍');
    await expect(line).toContainText('¥1,100');
  });

  test('/stylist lists the stylists and a link opens a stylist page', async ({ page }) => {
    await openHydrated(page, `${base}/stylist/`);
    const list = page.getByRole('list', { name: 'スタイリスト一覧' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list).toContainText('佐藤 美咲');
    await expect(list).toContainText('ツーリング歴15年');
    await expect(list.getByRole('img', { name: '佐藤 美咲の写真' })).toBeVisible();
    await list.getByRole('link', { name: '小林 亮のプロフィールを見る' }).click();
    await expect(page).toHaveURL(/\/stylist\/kobayashi-ryo\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: '小林 亮' })).toBeVisible();
    await expect(page.getByText('ヘルメット・グローブ担当／コバヤシ リョウ')).toBeVisible();
    await expect(page.getByText(/頭囲と手囲の採寸から/)).toBeVisible();
  });
});
