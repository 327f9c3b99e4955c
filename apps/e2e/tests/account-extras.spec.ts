import { expect, test } from '../fixtures.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { openHydrated, SHOPS, shopUrl } from '../shops.js';
import { readyCart } from './carts.js';
import { mailed } from '../outbox.js';
import { setSetting as setShopSetting } from '../settings.js';
import { fillRegistration } from '../registration.js';

// Issue 21: the school key check on registration (MEMBER.SCHOOL_KEY.IS_REQUIRED on and off), the
// registration form's template (GET /v1/users/dummy) and the notices caution, product-index and
// pre-order-info-1/2 where the shop shows them.
const shop = SHOPS[0];
const base = shopUrl(shop);

const setSetting = (request: APIRequestContext, key: string, value: unknown) =>
  setShopSetting(request, shop.channel, key, value);

test.describe('school key on registration (MEMBER.SCHOOL_KEY.IS_REQUIRED)', () => {
  test.describe.configure({ mode: 'serial' });
  let before: unknown;
  test.beforeAll(async ({ request }) => {
    before = await setSetting(request, 'MEMBER.SCHOOL_KEY.IS_REQUIRED', true);
  });
  test.afterAll(async ({ request }) => {
    await setSetting(request, 'MEMBER.SCHOOL_KEY.IS_REQUIRED', before === true);
  });

  test('on: a wrong key is refused on its field with the form kept; a right one sets the school', async ({
    page,
    request,
  }) => {
    const email = `e2e-school-${Date.now()}@example.jp`;
    await openHydrated(page, `${base}/register/`);
    const key = page.getByLabel('学校キー', { exact: true });
    const school = page.getByLabel('学校名', { exact: true });
    await expect(key).toBeVisible();
    await fillRegistration(page, email);

    // Sending without a key, then with a wrong one: the key's field says why, nothing is lost.
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('学校キーを入力してください')).toBeVisible();
    await key.fill('NOT-A-SCHOOL');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(
      page.getByText('学校キーが正しくありません。学校からお知らせしたキーをご確認ください'),
    ).toBeVisible();
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register\/?$/);
    await expect(page.getByLabel('メールアドレス', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('秘密の質問の答え', { exact: true })).toHaveValue('カレー');
    await expect(page.getByLabel('携帯電話番号', { exact: true })).toHaveValue('09011112222');

    // 確認する shows the school of a right key.
    await key.fill('KNN-3307-JH');
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(school).toHaveValue('港南中学校');

    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page).toHaveURL(/\/register\/complete\/?$/);
    await page
      .getByLabel('確認コード', { exact: true })
      .fill(await mailed(request, email, /確認コード: (\d{6})/));
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page).toHaveURL(/\/mypage\/?$/);
    await openHydrated(page, `${base}/mypage/user_info/`);
    await expect(page.getByText('港南中学校')).toBeVisible();
  });

  test('on: the API refuses a registration without a key, whatever the form does', async ({
    request,
  }) => {
    const answer = await request.post(`${base}/v1/users`, {
      data: {
        last_name: '山田',
        first_name: '花子',
        last_name_kana: 'ヤマダ',
        first_name_kana: 'ハナコ',
        email: `e2e-school-api-${Date.now()}@example.jp`,
        postal_code: '1000001',
        prefecture: '東京都',
        city: '千代田区',
        address1: '千代田1-1',
        cell_phone_number: '09033334444',
        is_receive_newsletter: 1,
        password: 'yamada2026',
        password_confirmation: 'yamada2026',
        question_ct: 4,
        answer: 'カレー',
      },
    });
    expect(answer.status()).toBe(422);
    expect(await answer.json()).toMatchObject({ errors: { school_key: [expect.any(String)] } });
  });

  test('off: the form asks for no school key', async ({ page, request }) => {
    await setSetting(request, 'MEMBER.SCHOOL_KEY.IS_REQUIRED', false);
    await openHydrated(page, `${base}/register/`);
    await expect(page.getByLabel('秘密の質問の答え', { exact: true })).toBeVisible();
    await expect(page.getByLabel('学校キー', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('学校名', { exact: true })).toHaveCount(0);
  });
});

test('the registration form starts from the shop template (GET /v1/users/dummy)', async ({
  page,
  request,
}) => {
  type Choice = { value: number; label: string };
  const template = (
    (await (await request.get(`${base}/v1/users/dummy`)).json()) as {
      data: { reminder: Choice[]; is_receive_newsletter: number; newsletter_options: Choice[] };
    }
  ).data;
  // The server paints the template's questions already (the page's loader asked for it).
  const html = await (await request.get(`${base}/register/`)).text();
  for (const question of template.reminder) expect(html).toContain(question.label);

  await openHydrated(page, `${base}/register/`);
  const questions = page.getByLabel('秘密の質問', { exact: true }).locator('option');
  const labels = (await questions.allTextContents()).filter((label) => !label.includes('選択'));
  expect(labels).toEqual(template.reminder.map((question) => question.label));
  const chosen = template.newsletter_options.find(
    (option) => option.value === template.is_receive_newsletter,
  )!;
  await expect(page.getByRole('radio', { name: chosen.label, exact: true })).toBeChecked();
});

type Listed = { key: string; is_pre_order: boolean; released_at: string };

/** The shop's pre-orders (予約商品): its newest products, released weeks from now in the demo. */
async function preOrder(request: APIRequestContext): Promise<Listed> {
  const answer = await request.get(`${base}/v1/products?sort=new&per=5`);
  const listed = ((await answer.json()) as { data: Listed[] }).data;
  const found = listed.find((item) => item.is_pre_order);
  if (!found) throw new Error('the demo shop has no pre-order');
  return found;
}

const notice = (page: Page, code: string) => page.locator(`[data-notice="${code}"]`);

/**
 * The notice `code` shows on `path` from the server's first paint; closing it keeps it hidden
 * (cookie `${code}Message` with its updated_at), on reload too, before the page's code runs.
 */
async function closesForGood(page: Page, request: APIRequestContext, path: string, code: string) {
  const marker = `data-notice="${code}"`;
  expect(await (await request.get(`${base}${path}`)).text()).toContain(marker);
  await openHydrated(page, `${base}${path}`);
  await expect(notice(page, code)).toBeVisible();
  await notice(page, code).getByRole('button', { name: '閉じる' }).click();
  await expect(notice(page, code)).toHaveCount(0);
  const cookie = (await page.context().cookies(base)).find((c) =>
    c.name.endsWith(`${code}Message`),
  );
  expect(cookie?.value).toBeTruthy();
  await openHydrated(page, `${base}${path}`);
  await expect(page.locator('main')).toBeVisible();
  // The page is shared (the same for every shopper): the page's first script hides the notice
  // this shopper closed before it paints.
  await expect(notice(page, code)).toBeHidden();
}

test.describe('notices where the shop shows them', () => {
  test('caution on the top page and the product page, until closed', async ({ page, request }) => {
    const { key } = await preOrder(request);
    await closesForGood(page, request, '/', 'caution');
    // Closed once, it stays closed on the product pages too (one cookie per notice).
    await openHydrated(page, `${base}/product/${key}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(page, 'caution')).toBeHidden();
  });

  test('caution on a product page to a new visitor', async ({ page }) => {
    await openHydrated(page, `${base}/product`);
    await page.locator('main a[href^="/product/"]').first().click();
    await expect(notice(page, 'caution')).toBeVisible();
  });

  test('product-index on the product list', async ({ page, request }) => {
    await closesForGood(page, request, '/product', 'product-index');
  });

  test('pre-order-info-1 on a pre-order product page only', async ({ page, request }) => {
    const item = await preOrder(request);
    await openHydrated(page, `${base}/product/${item.key}`);
    await expect(page.getByText(/予約商品（発売予定日：/)).toBeVisible();
    await closesForGood(page, request, `/product/${item.key}`, 'pre-order-info-1');

    const regular = (
      (await (await request.get(`${base}/v1/products?per=3`)).json()) as { data: Listed[] }
    ).data.find((entry) => !entry.is_pre_order)!;
    await page.context().clearCookies();
    await openHydrated(page, `${base}/product/${regular.key}`);
    await expect(notice(page, 'caution')).toBeVisible();
    await expect(notice(page, 'pre-order-info-1')).toHaveCount(0);
    await expect(page.getByText(/予約商品（発売予定日：/)).toHaveCount(0);
  });

  test('pre-order-info-2 in a cart holding a pre-order, not in one without', async ({
    page,
    request,
  }) => {
    const item = await preOrder(request);
    const token = await readyCart(request, base, item.key);
    await page.context().addCookies([{ name: 'cartToken', value: token, url: base }]);
    await openHydrated(page, `${base}/cart`);
    await expect(page.getByText(/予約商品（発売予定日：/)).toBeVisible();
    await expect(notice(page, 'pre-order-info-2')).toBeVisible();
    await notice(page, 'pre-order-info-2').getByRole('button', { name: '閉じる' }).click();
    await expect(notice(page, 'pre-order-info-2')).toHaveCount(0);
    await openHydrated(page, `${base}/cart`);
    await expect(page.getByRole('table', { name: 'カートの商品' })).toBeVisible();
    await expect(notice(page, 'pre-order-info-2')).toHaveCount(0);

    await page.context().clearCookies();
    const regular = (
      (await (await request.get(`${base}/v1/products?per=3&in_stock=1`)).json()) as {
        data: Listed[];
      }
    ).data.find((entry) => !entry.is_pre_order)!;
    const other = await readyCart(request, base, regular.key);
    await page.context().addCookies([{ name: 'cartToken', value: other, url: base }]);
    await openHydrated(page, `${base}/cart`);
    await expect(page.getByRole('table', { name: 'カートの商品' })).toBeVisible();
    await expect(notice(page, 'cart-index')).toBeVisible();
    await expect(notice(page, 'pre-order-info-2')).toHaveCount(0);
  });
});
