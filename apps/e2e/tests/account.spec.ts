import { expect, test } from '../fixtures.js';
import type { Page } from '@playwright/test';
import { SHOPS, shopUrl, openHydrated } from '../shops.js';
import { mailed } from '../outbox.js';
import { fillRegistration, NEW_MEMBER_PASSWORD } from '../registration.js';

async function logout(page: Page, base: string) {
  await openHydrated(page, `${base}/mypage/logout/`);
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login\/?$/);
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('メールアドレスまたはユーザー名', { exact: true }).fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/?$/);
}

for (const shop of SHOPS) {
  test(`${shop.theme}: register → verify → logout → login → password change → logout → reminder reset`, async ({
    page,
    request,
  }) => {
    const base = shopUrl(shop);
    const email = `e2e-${shop.theme}-${Date.now()}@example.jp`;
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match/i.test(message.text())) hydration.push(message.text());
    });

    await openHydrated(page, `${base}/register/`);
    if (shop.theme === 'business') {
      await page.getByLabel('会社名', { exact: true }).fill('株式会社テスト商会');
      await page.getByLabel('発注者名', { exact: true }).fill('木村次郎');
    }
    await fillRegistration(page, email);
    await page.getByRole('button', { name: '登録する' }).click();

    await expect(page).toHaveURL(/\/register\/complete\/?$/);
    await page
      .getByLabel('確認コード', { exact: true })
      .fill(await mailed(request, email, /確認コード: (\d{6})/));
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page).toHaveURL(/\/mypage\/?$/);
    await expect(page.getByText(/木村 次郎 様/)).toBeVisible();

    await logout(page, base);
    await login(page, email, NEW_MEMBER_PASSWORD);

    await openHydrated(page, `${base}/mypage/password/`);
    await page.getByLabel('現在のパスワード', { exact: true }).fill(NEW_MEMBER_PASSWORD);
    await page.getByLabel('新しいパスワード', { exact: true }).fill('kimura2027');
    await page.getByLabel('新しいパスワード（確認用）', { exact: true }).fill('kimura2027');
    await page.getByRole('button', { name: '変更する' }).click();
    await expect(page.getByText('パスワードを変更しました')).toBeVisible();

    await logout(page, base);
    await openHydrated(page, `${base}/reminder/`);
    await page.getByLabel('メールアドレス', { exact: true }).fill(email);
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByText(/ご登録のメールアドレス宛にご案内をお送りしました/)).toBeVisible();
    const link = await mailed(request, email, /(\/reminder\/reset\?token=[\w-]+)/);
    await openHydrated(page, `${base}${link}`);
    await page.getByLabel('秘密の質問の答え', { exact: true }).fill('カレー');
    await page.getByLabel('新しいパスワード', { exact: true }).fill('kimura2028');
    await page.getByLabel('新しいパスワード（確認用）', { exact: true }).fill('kimura2028');
    await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
    await expect(page).toHaveURL(/\/mypage\/?$/);

    await logout(page, base);
    await login(page, email, 'kimura2028');
    expect(hydration).toEqual([]);
  });
}
