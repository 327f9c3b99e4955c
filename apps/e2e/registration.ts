import type { Page } from '@playwright/test';

/** The password every registration of the specs uses. */
export const NEW_MEMBER_PASSWORD = 'kimura2026';

/**
 * Fills every field of the registration form a consumer shop asks for (a business shop adds its
 * company fields before), with `email` as the new member's address.
 */
export async function fillRegistration(page: Page, email: string): Promise<void> {
  await page.getByLabel('姓', { exact: true }).fill('木村');
  await page.getByLabel('名', { exact: true }).fill('次郎');
  await page.getByLabel('セイ', { exact: true }).fill('キムラ');
  await page.getByLabel('メイ', { exact: true }).fill('ジロウ');
  await page.getByLabel('メールアドレス', { exact: true }).fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(NEW_MEMBER_PASSWORD);
  await page.getByLabel('パスワード（確認用）', { exact: true }).fill(NEW_MEMBER_PASSWORD);
  await page.getByLabel('郵便番号', { exact: true }).fill('1000001');
  await page.getByLabel('都道府県', { exact: true }).selectOption('東京都');
  await page.getByLabel('市区町村', { exact: true }).fill('千代田区');
  await page.getByLabel('丁目・番地・号', { exact: true }).fill('千代田1-1');
  await page.getByLabel('携帯電話番号', { exact: true }).fill('09011112222');
  await page.getByLabel('秘密の質問', { exact: true }).selectOption('好きな食べ物');
  await page.getByLabel('秘密の質問の答え', { exact: true }).fill('カレー');
}
