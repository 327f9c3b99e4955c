import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { setSetting } from '../settings.js';
import { ADMIN_API_TOKEN, apiUrl, openHydrated, SHOPS, shopUrl } from '../shops.js';
import { memberCookies } from './member.js';

// Issue 21: the top landing page setting (SITE.TOP_LP), tags with the tag-password gate, and
// banner download, as the shopper of the standard demo shop sees them.
const shop = SHOPS[0];
const base = shopUrl(shop);

/** The coupon the fair's landing page hands out (SPRING10). */
const COUPON = '春の新生活フェア 10%OFF';

/** The demo's protected tag (docs/trying-the-shop.md) and its password. */
const SECRET = {
  key: 'members-secret',
  name: '会員限定シークレットセール',
  password: 'himitsu2026',
};

test.describe('top landing page (SITE.TOP_LP)', () => {
  // The settings are the shop's for every spec of the run: the old values go back afterwards.
  test.describe.configure({ mode: 'serial' });
  const before: Record<string, unknown> = {};
  const set = async (request: APIRequestContext, key: string, value: unknown) => {
    const old = await setSetting(request, shop.channel, key, value);
    if (!(key in before)) before[key] = old;
  };
  test.afterAll(async ({ request }) => {
    for (const [key, value] of Object.entries(before))
      await setSetting(request, shop.channel, key, value);
  });

  test('on, / shows the landing page (server HTML too, despite the page cache); off, the shop’s top', async ({
    page,
    request,
  }) => {
    await set(request, 'SITE.TOP_LP.SLUG', 'spring-fair');
    await set(request, 'SITE.TOP_LP.IS_USE', false);
    // Off: the theme's own top. Asked twice, so the theme server's page cache holds it.
    await request.get(`${base}/`);
    const cached = await request.get(`${base}/`);
    expect(cached.headers()['x-cache']).toBe('hit');
    expect(await cached.text()).not.toContain('このページ限定クーポン');
    await openHydrated(page, `${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mise ストアへようこそ');
    await expect(page.getByRole('heading', { name: 'このページ限定クーポン' })).toHaveCount(0);

    // On: the landing page, server-rendered, as soon as the API's change event has reached the
    // theme server and dropped the kept top (milliseconds; longer on a loaded CI machine).
    await set(request, 'SITE.TOP_LP.IS_USE', true);
    await expect
      .poll(async () => {
        const html = await (await request.get(`${base}/`)).text();
        return (
          /<h1[^>]*>春の新生活フェア<\/h1>/.test(html) && html.includes('このページ限定クーポン')
        );
      })
      .toBe(true);
    await openHydrated(page, `${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('春の新生活フェア');
    await expect(page).toHaveTitle(/春の新生活フェア/);
    await expect(page.getByText(COUPON)).toBeVisible();
    // The page shows the shop's header and footer, as its settings say.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // A guest taking the page's coupon logs in first and comes back to the top.
    await page.getByRole('link', { name: 'ログインしてクーポンを獲得する' }).click();
    await expect(page).toHaveURL(/\/login\/\?re=%2F$/);

    // Off again: the top is back on the next request.
    await set(request, 'SITE.TOP_LP.IS_USE', false);
    await openHydrated(page, `${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mise ストアへようこそ');
  });

  test('a landing page without the header shows none at /; an unknown slug leaves the normal top', async ({
    page,
    request,
  }) => {
    await set(request, 'SITE.TOP_LP.IS_USE', true);
    // はじめての方へ hides the header and keeps the footer.
    await set(request, 'SITE.TOP_LP.SLUG', 'beginners');
    await openHydrated(page, `${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('はじめての方へ');
    await expect(page.getByRole('heading', { name: 'ご注文の流れ' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await set(request, 'SITE.TOP_LP.SLUG', 'no-such-page');
    const answer = await page.goto(`${base}/`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mise ストアへようこそ');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('tags', () => {
  test('the product list links the shop’s tags; a tag’s link lists its products', async ({
    page,
  }) => {
    await openHydrated(page, `${base}/product`);
    const tags = page.getByRole('region', { name: 'タグ' });
    await expect(tags.getByRole('link', { name: `#${SECRET.name}（パスワード制）` })).toBeVisible();
    const open = tags.getByRole('link').filter({ hasNotText: 'パスワード制' }).first();
    const name = (await open.textContent())!.replace(/^#/, '');
    await open.click();
    await expect(page).toHaveURL(/\/product\?tag=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`タグ「${name}」`);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a protected tag asks for its password: a wrong one is refused with the form kept, the right one opens its list and products', async ({
    page,
    request,
  }) => {
    // One of the tag's products, as the API lists it to whoever has the password.
    const unlocked = await request.post(`${apiUrl}/v1/tags/password`, {
      headers: { 'x-channel': shop.channel },
      data: { tag: SECRET.key, password: SECRET.password },
    });
    const token = ((await unlocked.json()) as { tag_token: string }).tag_token;
    const listed = await request.get(`${apiUrl}/v1/products?tag=${SECRET.key}&tag_token=${token}`, {
      headers: { 'x-channel': shop.channel },
    });
    const [secret] = ((await listed.json()) as { data: { key: string; name: string }[] }).data;
    expect(secret).toBeDefined();
    // Without the password its page is not there.
    expect((await page.goto(`${base}/product/${secret!.key}`))?.status()).toBe(404);

    await openHydrated(page, `${base}/product?tag=${SECRET.key}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`タグ「${SECRET.name}」`);
    const form = page.getByRole('form', { name: 'タグのパスワード' });
    await expect(page.getByText(`「${SECRET.name}」の商品をご覧いただくには`)).toBeVisible();
    await expect(page.getByRole('link', { name: secret!.name })).toHaveCount(0);

    const password = form.getByLabel('パスワード');
    // Checked before sending, with the API's message for it.
    await form.getByRole('button', { name: '商品を見る' }).click();
    await expect(form.getByText('パスワードは必須項目です')).toBeVisible();
    await password.fill('machigai');
    await form.getByRole('button', { name: '商品を見る' }).click();
    await expect(form.getByRole('alert').first()).toContainText('パスワードが正しくありません');
    await expect(password).toHaveValue('machigai');

    await password.fill(SECRET.password);
    await form.getByRole('button', { name: '商品を見る' }).click();
    await expect(form).toHaveCount(0);
    const product = page.getByRole('link', { name: secret!.name }).first();
    await expect(product).toBeVisible();

    // The token lasts the session: a reload lists them (server-rendered), their pages open.
    const again = await page.goto(`${base}/product?tag=${SECRET.key}`);
    expect(await again?.text()).toContain(secret!.name);
    await page.goto(`${base}/product/${secret!.key}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(secret!.name);
  });
});

test('a downloadable banner saves as its file under the suggested name', async ({ page }) => {
  await openHydrated(page, `${base}/`);
  const button = page.getByRole('button', {
    name: '「Mise ストア リンク用バナー」のバナーをダウンロード',
  });
  // Only the banners the shop offers as files have a button.
  await expect(page.getByRole('button', { name: /のバナーをダウンロード$/ })).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('Miseストア_リンクバナー.svg');
  const content = await readFile(await download.path(), 'utf8');
  expect(content).toContain('<svg');
  await expect(page.getByText('ダウンロードが完了しました')).toBeVisible();
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a member attaches a picture to an inquiry: refused kinds get the API’s message, the file shows in the history and to the operator', async ({
  page,
  request,
}) => {
  const cookies = await memberCookies(request, shop);
  await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
  await openHydrated(page, `${base}/contact/`);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const body = `届いた箱が破損していました（写真を添付します）${Date.now()}`;
  await field('お名前').fill('山田太郎');
  await field('フリガナ').fill('ヤマダタロウ');
  await field('メールアドレス').fill('taro@example.jp');
  await field('電話番号').fill('03-1234-5678');
  await field('お問い合わせ内容').fill(body);

  const attach = page.getByLabel('添付ファイル（任意）');
  // Not a PNG inside: the API refuses it, in Japanese.
  await attach.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('x') });
  await expect(
    page.getByRole('alert').filter({ hasText: 'アップロードできるファイルの種類は' }),
  ).toBeVisible();
  await attach.setInputFiles({ name: 'damaged-box.png', mimeType: 'image/png', buffer: PNG });
  const attached = page.getByRole('list', { name: '添付したファイル' });
  await expect(attached.getByText('damaged-box.png', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '確認画面へ進む' }).click();
  await expect(
    page.getByLabel('お問い合わせ内容', { exact: true }).getByText('damaged-box.png'),
  ).toBeVisible();
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page).toHaveURL(/\/contact\/complete\/?$/);
  const inquiryNo = (await page.getByText(/^Q\d{6}$/).textContent())!;
  const id = Number(inquiryNo.slice(1));

  // The operator sees the file with the inquiry, and it is served.
  const seen = await request.get(`${apiUrl}/admin/inquiries/${id}`, {
    headers: { authorization: `Bearer ${ADMIN_API_TOKEN}` },
  });
  const [file] = ((await seen.json()) as { data: { attachments: { url: string; name: string }[] } })
    .data.attachments;
  expect(file?.name).toBe('damaged-box.png');
  const served = await request.get(`${apiUrl}${file!.url}`, {
    headers: { 'x-channel': shop.channel },
  });
  expect(served.ok()).toBe(true);
  expect((await served.body()).equals(PNG)).toBe(true);

  await openHydrated(page, `${base}/mypage/inquiry_history/${id}/`);
  const files = page.getByRole('list', { name: '添付ファイル' });
  await expect(files.getByRole('link', { name: 'damaged-box.png' })).toHaveAttribute(
    'href',
    file!.url,
  );
});
