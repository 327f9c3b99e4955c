import { expect, test } from '../fixtures.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { COOKIES } from '@mise/store';
import { openHydrated, SHOPS, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';
import { memberCookies } from './member.js';
import type { SessionCookie } from './member.js';
import { mailed } from '../outbox.js';

/**
 * My page's profile screens and message centre in every shop: the demo member's real profile
 * (business fields on the business shop) and messages (opening one lowers the unread badges);
 * a freshly registered member edits the profile, changes and confirms the e-mail address, and
 * leaves the shop (a wrong password is refused; afterwards the old login fails).
 */

/** What the demo member of each shop shows on /mypage/user_info (seeded in apps/api). */
const DEMO_PROFILE: Record<
  Shop['theme'],
  { name: string; email: string; city: string; company?: string }
> = {
  standard: { name: '山田 太郎', email: 'taro@example.jp', city: '千代田区' },
  business: {
    name: '鈴木 一郎',
    email: 'buyer@example.co.jp',
    city: '千代田区',
    company: '株式会社見世商事',
  },
  moto: { name: '高橋 健太', email: 'rider@example.jp', city: '名古屋市中区' },
};

/** Logs in through the shop's /v1 proxy: the status and, when it worked, the session cookies. */
async function apiLogin(request: APIRequestContext, shop: Shop, loginId: string, password: string) {
  const response = await request.post(`${shopUrl(shop)}/v1/auth/login`, {
    data: { login_id: loginId, password },
  });
  if (!response.ok()) return { status: response.status(), cookies: [] as SessionCookie[] };
  const { access_token: token, expires_in: expiresIn } = (await response.json()) as {
    access_token: string;
    expires_in: number;
  };
  return {
    status: response.status(),
    cookies: [
      { name: COOKIES.accessToken, value: token },
      { name: COOKIES.tokenExpiresAt, value: String(Date.now() + (expiresIn - 60) * 1000) },
    ],
  };
}

/** A new, verified member of the shop (registered through the shop's /v1 proxy). */
async function registerMember(request: APIRequestContext, shop: Shop) {
  const stamp = `${shop.theme}-${Date.now()}`;
  const email = `e2e-profile-${stamp}@example.jp`;
  const password = 'profile2026';
  const business =
    shop.theme === 'business'
      ? { company_name: '株式会社退会テスト', orderer_name: '退会次郎', postal_code: '1000001' }
      : { postal_code: '100-0001' };
  const registered = await request.post(`${shopUrl(shop)}/v1/users`, {
    data: {
      last_name: '退会',
      first_name: '次郎',
      last_name_kana: 'タイカイ',
      first_name_kana: 'ジロウ',
      email,
      prefecture: '東京都',
      city: '千代田区',
      address1: '千代田1-1',
      cell_phone_number: '09011112222',
      is_receive_newsletter: '1',
      password,
      password_confirmation: password,
      question_ct: '4',
      answer: 'カレー',
      ...business,
    },
  });
  expect(registered.status()).toBe(201);
  const code = await mailed(request, email, /確認コード: (\d{6})/);
  const checked = await request.post(`${shopUrl(shop)}/v1/email-verify/check`, {
    data: { email, code },
  });
  expect(checked.ok()).toBe(true);
  return { email, password };
}

async function enter(page: Page, shop: Shop, cookies: SessionCookie[]) {
  await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: shopUrl(shop) })));
}

/** The unread count a badge reads out (0 when no badge is shown). */
async function unreadIn(scope: ReturnType<Page['getByRole']>): Promise<number> {
  const label = scope.getByText(/^未読メッセージ \d+件$/);
  if ((await label.count()) === 0) return 0;
  return Number(/(\d+)/.exec((await label.textContent()) ?? '')?.[1] ?? 0);
}

for (const shop of SHOPS) {
  const base = shopUrl(shop);
  const demo = DEMO_PROFILE[shop.theme];

  test(`${shop.theme}: user info shows the member's profile; opening a message marks it read and the badges drop`, async ({
    page,
    request,
  }) => {
    await enter(page, shop, await memberCookies(request, shop));

    await openHydrated(page, `${base}/mypage/user_info/`);
    await expect(page.getByRole('heading', { name: '会員情報', level: 1 })).toBeVisible();
    const facts = page.locator('dl');
    await expect(facts.getByText(demo.name, { exact: true })).toBeVisible();
    await expect(facts.getByText(demo.email)).toBeVisible();
    await expect(facts.getByText(shop.member, { exact: true })).toBeVisible();
    await expect(facts.getByText(new RegExp(demo.city))).toBeVisible();
    if (demo.company) {
      await expect(page.getByRole('main').getByRole('heading', { name: '会社情報' })).toBeVisible();
      await expect(facts.getByText(demo.company, { exact: true })).toBeVisible();
      await expect(page.getByText('FAX番号', { exact: true })).toBeVisible();
    } else {
      await expect(page.getByRole('main').getByRole('heading', { name: '会社情報' })).toHaveCount(
        0,
      );
      await expect(page.getByText('学校名', { exact: true })).toBeVisible();
    }

    // My page's menu links every screen, the message centre with its unread count.
    await openHydrated(page, `${base}/mypage/`);
    const menu = page.getByRole('navigation', { name: 'メニュー' });
    for (const name of [
      '会員情報',
      '退会',
      'ご注文履歴',
      'パスワードの変更',
      'お気に入り',
      'ポイント',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const centreLink = menu.getByRole('link', { name: /^メッセージ/ });
    await expect(centreLink.getByText(/^未読メッセージ \d+件$/)).toBeAttached();
    const before = await unreadIn(centreLink);
    expect(before).toBeGreaterThan(0);
    const header = page.locator('header').getByRole('link', { name: /^マイページ/ });
    expect(await unreadIn(header)).toBe(before);

    await centreLink.click();
    await expect(page).toHaveURL(/\/mypage\/message-center\/?$/);
    const list = page.getByRole('list', { name: 'メッセージ一覧' });
    await expect(list.getByRole('link', { name: 'ポイント有効期限のお知らせ' })).toBeVisible();
    await expect(
      list.getByRole('listitem').filter({ hasText: '会員登録ありがとうございます' }),
    ).not.toContainText('未読');
    const unreadRow = list.getByRole('listitem').filter({ hasText: '未読' }).first();
    const title = (await unreadRow.getByRole('link').textContent()) ?? '';
    await unreadRow.getByRole('link').click();

    await expect(page).toHaveURL(/\/mypage\/message-center\/\d+\/?$/);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(page.getByText('受信日時')).toBeVisible();
    await expect.poll(() => unreadIn(header)).toBe(before - 1);

    await page.getByRole('link', { name: 'メッセージ一覧へ戻る' }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: title }).getByText('未読'),
    ).toHaveCount(0);
    await expect(page.getByText(`（未読${before - 1}件）`)).toBeVisible();

    // A catalogue page hydrates only its islands: the header's count loads there too.
    await openHydrated(page, `${base}/`);
    await expect
      .poll(() => unreadIn(page.locator('header').getByRole('link', { name: /^マイページ/ })))
      .toBe(before - 1);
  });

  test(`${shop.theme}: a new member edits the profile, confirms a new address and leaves`, async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, shop);
    const session = await apiLogin(request, shop, member.email, member.password);
    expect(session.status).toBe(200);
    await enter(page, shop, session.cookies);

    await openHydrated(page, `${base}/mypage/user_info/edit/`);
    const form = page.getByRole('form', { name: '会員情報の変更' });
    await expect(form.getByLabel('姓', { exact: true })).toHaveValue('退会');
    await expect(form.getByLabel('セイ', { exact: true })).toHaveValue('タイカイ');
    if (shop.theme === 'business')
      await expect(form.getByLabel('会社名', { exact: true })).toHaveValue('株式会社退会テスト');

    // Kana must be full-width katakana; another member's address is refused by the server and
    // what was typed stays.
    await form.getByLabel('メイ', { exact: true }).fill('jiro');
    await form.getByLabel('メイ', { exact: true }).blur();
    await expect(form.getByText('メイは全角カタカナで入力してください')).toBeVisible();
    await form.getByLabel('メイ', { exact: true }).fill('ジロー');
    await form.getByLabel('市区町村', { exact: true }).fill('千代田区永田町');
    await form.getByLabel('メールアドレス', { exact: true }).fill(demo.email);
    await page.getByRole('button', { name: '変更を保存する' }).click();
    await expect(form.getByText('このメールアドレスは既に使用されています').first()).toBeVisible();
    await expect(form.getByLabel('市区町村', { exact: true })).toHaveValue('千代田区永田町');

    // A new address of its own: saved, unconfirmed until the mailed code is entered.
    const newEmail = member.email.replace('e2e-profile-', 'e2e-changed-');
    await form.getByLabel('メールアドレス', { exact: true }).fill(newEmail);
    await form.getByRole('radio', { name: '受け取らない' }).check();
    await page.getByRole('button', { name: '変更を保存する' }).click();
    const code = () => mailed(request, newEmail, /確認コード: (\d{6})/);
    const facts = page.locator('dl');
    if (shop.theme === 'business') {
      // This shop lets nobody in with an unconfirmed address: /verify asks for the mailed code.
      await expect(page).toHaveURL(/\/verify\/?$/);
      await page.getByLabel('確認コード', { exact: true }).fill(await code());
      await page.getByRole('button', { name: '確認する' }).click();
      await expect(page).toHaveURL(/\/mypage\/?$/);
      await openHydrated(page, `${base}/mypage/user_info/`);
    } else {
      await expect(page).toHaveURL(/\/mypage\/user_info\/?$/);
      await expect(page.getByText('会員情報を変更しました。')).toBeVisible();
      await expect(facts.getByText('（未確認）')).toBeVisible();
      await expect(
        page.getByText('ご登録のメールアドレスに確認メールを送信しました'),
      ).toBeVisible();
      await page.getByLabel('確認コード', { exact: true }).fill(await code());
      await page.getByRole('button', { name: '確認する' }).click();
    }
    await expect(facts.getByText('タイカイ ジロー')).toBeVisible();
    await expect(facts.getByText(/千代田区永田町/)).toBeVisible();
    await expect(facts.getByText('受け取らない')).toBeVisible();
    await expect(facts.getByText(newEmail)).toBeVisible();
    await expect(facts.getByText('（未確認）')).toHaveCount(0);

    // Leaving: both notices, a wrong password refused after the confirm step, then the right one.
    await openHydrated(page, `${base}/mypage/leave/`);
    await expect(page.getByText('退会される前にご確認ください')).toBeVisible();
    await expect(page.getByText('退会手続きについて')).toBeVisible();
    const password = page.getByLabel('パスワード', { exact: true });
    await page.getByRole('button', { name: '退会の確認へ進む' }).click();
    await expect(page.getByText('パスワードは必須項目です')).toBeVisible();
    await password.fill('wrong-pass1');
    await page.getByRole('button', { name: '退会の確認へ進む' }).click();
    await expect(page.getByText('本当に退会しますか？')).toBeVisible();
    await page.getByRole('button', { name: '退会する' }).click();
    await expect(page.getByText('パスワードが正しくありません').first()).toBeVisible();
    await expect(page).toHaveURL(/\/mypage\/leave\/?$/);

    await password.fill(member.password);
    await page.getByRole('button', { name: '退会の確認へ進む' }).click();
    await page.getByRole('button', { name: '退会する' }).click();
    await expect(page).toHaveURL(new RegExp(`^${base}/?$`));
    await expect(page.getByText('退会手続きが完了しました。')).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'ログイン' })).toBeVisible();
    const cookies = await page.context().cookies(base);
    expect(cookies.find((cookie) => cookie.name === COOKIES.accessToken)).toBeUndefined();

    // The old credentials log nobody in, by the old or the new address.
    expect((await apiLogin(request, shop, newEmail, member.password)).status).toBe(401);
    expect((await apiLogin(request, shop, member.email, member.password)).status).toBe(401);
    await openHydrated(page, `${base}/mypage/user_info/`);
    await expect(page).toHaveURL(/\/login\/?/);
  });
}
