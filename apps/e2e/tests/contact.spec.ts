import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_API_TOKEN, apiUrl, openHydrated, SHOPS, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';
import { memberCookies } from './member.js';

/** The newest mail to `to` from the API's outbox (waits for it a little). */
async function mailTo(request: APIRequestContext, to: string) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await request.get(`${apiUrl}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
    const [mail] = ((await response.json()) as { data: { subject: string; text: string }[] }).data;
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to}`);
}

async function enterAsMember(page: Page, request: APIRequestContext, shop: Shop) {
  const cookies = await memberCookies(request, shop);
  await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: shopUrl(shop) })));
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The business shop's form: the company's details with its option lists. */
async function fillBusiness(page: Page) {
  const values: [string, string][] = [
    ['会社名', '株式会社見世商事'],
    ['部署名', '購買部'],
    ['住所', '東京都千代田区千代田1-1'],
    ['設立年月', '1998年4月'],
    ['年商', '5億円'],
    ['資本金', '1000万円'],
    ['従業員数', '42'],
    ['業種', '小売業'],
    ['店舗名', '見世 千代田店'],
    ['営業時間', '10:00〜19:00'],
    ['定休日', '水曜日'],
    ['URL', 'https://example.jp'],
    ['配送業者', 'ヤマト運輸'],
    ['注文番号', 'A-0001'],
  ];
  for (const [label, value] of values) await field(page, label).fill(value);
  const delivery = field(page, '納品方法');
  await expect(delivery.locator('option')).toContainText([
    '問屋引き取り',
    '店舗直送',
    'お客様直送',
  ]);
  await delivery.selectOption({ label: '店舗直送' });
  const payment = field(page, 'お支払い方法');
  await expect(payment.locator('option')).toContainText([
    '銀行振込（前払い）',
    '請求書払い（後払い）',
    '後払い決済サービス',
  ]);
  await payment.selectOption({ label: '請求書払い（後払い）' });
}

for (const shop of SHOPS) {
  const base = shopUrl(shop);
  const business = shop.theme === 'business';

  test(`${shop.theme}: contact form → confirm → complete, the mail, the shop's answer in the inquiry history and a reply`, async ({
    page,
    request,
  }) => {
    await enterAsMember(page, request, shop);
    const email = `e2e-contact-${shop.theme}-${Date.now()}@example.jp`;
    const body = `${shop.theme}の商品の在庫について教えてください。`;

    await openHydrated(page, `${base}/contact/`);
    await expect(page.getByRole('heading', { name: 'お問い合わせ', level: 1 })).toBeVisible();
    await expect(page.getByText('お問い合わせの前に')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: '会社情報' })).toHaveCount(
      business ? 1 : 0,
    );

    // Nothing filled: Japanese messages, and the page stays.
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await expect(page.getByText('お名前は必須項目です')).toBeVisible();
    await expect(page.getByText('フリガナは必須項目です')).toHaveCount(business ? 0 : 1);
    if (business) await expect(page.getByText('会社名は必須項目です')).toBeVisible();

    await field(page, 'お問い合わせ種別').selectOption({ label: '商品について／在庫・入荷予定' });
    await field(page, 'お問い合わせ内容').fill(body);
    await field(page, 'お名前').fill('山田太郎');
    if (!business) await field(page, 'フリガナ').fill('ヤマダタロウ');
    await field(page, 'メールアドレス').fill(email);
    await field(page, '電話番号').fill('03-1234-5678');
    if (business) await fillBusiness(page);
    await page.getByRole('button', { name: '確認画面へ進む' }).click();

    await expect(page).toHaveURL(/\/contact\/confirm\/?$/);
    const summary = page.getByLabel('お問い合わせ内容', { exact: true });
    await expect(summary.getByText(body)).toBeVisible();
    await expect(summary.getByText('商品について／在庫・入荷予定')).toBeVisible();
    if (business) await expect(summary.getByText('店舗直送')).toBeVisible();

    // Back to the form: everything typed is still there.
    await page.getByRole('button', { name: '入力内容を修正する' }).click();
    await expect(field(page, 'メールアドレス')).toHaveValue(email);
    await expect(field(page, 'お問い合わせ内容')).toHaveValue(body);
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await page.getByRole('button', { name: '送信する' }).click();

    await expect(page).toHaveURL(/\/contact\/complete\/?$/);
    await expect(page.getByRole('heading', { name: 'お問い合わせ完了', level: 1 })).toBeVisible();
    await expect(page.getByText(/内容を確認のうえ、2営業日以内に/)).toBeVisible();
    await expect(page.getByText('お問い合わせ窓口')).toBeVisible();
    const inquiryNo = (await page.getByText(/^Q\d{6}$/).textContent())!;
    const id = Number(inquiryNo.slice(1));

    const received = await mailTo(request, email);
    expect(received.subject).toContain('お問い合わせを受け付けました');
    expect(received.text).toContain(inquiryNo);
    expect(received.text).toContain(body);
    if (business) expect(received.text).toContain('納品方法: 店舗直送');

    // No anonymous caller reads inquiries; the operator answers with the admin token.
    expect((await request.get(`${apiUrl}/admin/inquiries`)).status()).toBe(401);
    const answer = `${inquiryNo}へのご回答です。在庫は10点ございます。`;
    const answered = await request.post(`${apiUrl}/admin/inquiries/${id}/replies`, {
      headers: { authorization: `Bearer ${ADMIN_API_TOKEN}` },
      data: { body: answer },
    });
    expect(answered.status()).toBe(201);
    expect((await mailTo(request, email)).subject).toContain('お問い合わせへの回答');

    await openHydrated(page, `${base}/mypage/`);
    await page.getByRole('link', { name: 'お問い合わせ履歴' }).click();
    const entry = page.getByRole('link', { name: new RegExp(`受付番号 ${inquiryNo}`) });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/mypage/inquiry_history/${id}/?$`));
    const thread = page.getByRole('list', { name: 'やりとり' });
    await expect(thread.getByText(body)).toBeVisible();
    await expect(thread.getByRole('heading', { name: 'ショップからの回答' })).toBeVisible();
    await expect(thread.getByText(answer)).toBeVisible();

    await page.getByRole('button', { name: '返信する' }).click();
    await expect(page.getByText('返信内容は必須項目です')).toBeVisible();
    await field(page, '返信内容').fill('ありがとうございます。2点注文します。');
    await page.getByRole('button', { name: '返信する' }).click();
    await expect(page.getByText('返信を送信しました')).toBeVisible();
    await expect(thread.getByRole('heading', { name: 'あなたの返信' })).toBeVisible();
    await expect(thread.getByText('ありがとうございます。2点注文します。')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('list', { name: 'やりとり' })
        .getByText('ありがとうございます。2点注文します。'),
    ).toBeVisible();
  });
}

const moto = SHOPS.find((shop) => shop.theme === 'moto')!;

test('moto: a catalogue ordered from /catalog-order is requested through the contact form with the address', async ({
  page,
  request,
}) => {
  const base = shopUrl(moto);
  const email = `e2e-catalog-${Date.now()}@example.jp`;
  await openHydrated(page, `${base}/catalog-order/`);
  await page
    .getByRole('article', { name: 'パーツカタログ 2027' })
    .getByRole('link', { name: 'このカタログを請求する' })
    .click();
  await expect(page).toHaveURL(/\/contact\/?\?catalog=parts-2027$/);
  await expect(page.getByRole('heading', { name: 'カタログの送付先' })).toBeVisible();
  await expect(field(page, 'お問い合わせ内容')).toHaveValue(
    '「パーツカタログ 2027」を1部請求します。',
  );

  await field(page, 'お名前').fill('高橋健太');
  await field(page, 'フリガナ').fill('タカハシケンタ');
  await field(page, 'メールアドレス').fill(email);
  await field(page, '電話番号').fill('052-123-4567');
  // The catalogue cannot be posted without an address.
  await page.getByRole('button', { name: '確認画面へ進む' }).click();
  await expect(page.getByText('郵便番号は必須項目です')).toBeVisible();
  await field(page, '郵便番号').fill('100-0001');
  await field(page, '都道府県').selectOption({ label: '東京都' });
  await field(page, '市区町村').fill('千代田区');
  await field(page, '丁目・番地・号').fill('千代田1-1');
  await page.getByRole('button', { name: '確認画面へ進む' }).click();

  const summary = page.getByLabel('お問い合わせ内容', { exact: true });
  await expect(summary.getByText('パーツカタログ 2027', { exact: true })).toBeVisible();
  await expect(summary.getByText('千代田1-1')).toBeVisible();
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(
    page.getByText('カタログのご請求を受け付けました。', { exact: false }),
  ).toBeVisible();

  const mail = await mailTo(request, email);
  expect(mail.subject).toContain('カタログのご請求を受け付けました');
  expect(mail.text).toContain('ご請求のカタログ: パーツカタログ 2027');
  expect(mail.text).toContain('送付先: 〒100-0001 東京都千代田区千代田1-1');
});
