import { expect, test } from '../fixtures.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { SHOPS, closeThanks, openHydrated, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';
import { memberCookies } from './member.js';
import type { SessionCookie } from './member.js';

/**
 * Social gift in each theme (issue 17): a member buys a product as a gift without the
 * receiver's address and gets the link; the receiver, in a browser of their own, opens it,
 * enters the address with the postal-code fill, picks a date and time slot, confirms and
 * completes; the buyer's order detail then shows 受け取り済み and the prefecture only, and the
 * link shows the used-key page.
 */

type Listed = { key: string; name: string };

const SENDER = 'ギフト太郎';

/** A product of the shop with plenty in stock (a variant key, as the cart button adds it). */
async function productInStock(request: APIRequestContext, shop: Shop): Promise<Listed> {
  const answer = await request.get(`${shopUrl(shop)}/v1/products?in_stock=1&per=15`);
  const listed = ((await answer.json()) as { data: Listed[] }).data;
  for (const product of listed) {
    const detail = await request.get(`${shopUrl(shop)}/v1/products/${product.key}`);
    if (!detail.ok()) continue;
    const { data } = (await detail.json()) as {
      data: { product_model?: { products?: { key: string; stock: number }[] } };
    };
    // The page of the variant itself: the model's first variant may have sold out in this run.
    const variant = data.product_model?.products?.find((entry) => entry.stock >= 10);
    if (variant) return { ...product, key: variant.key };
  }
  throw new Error(`no product in stock in ${shop.channel}`);
}

const bearer = (session: SessionCookie[]) => ({
  authorization: `Bearer ${session.find((cookie) => cookie.name === 'access_token')?.value ?? ''}`,
});

async function emptyMemberCart(request: APIRequestContext, shop: Shop, session: SessionCookie[]) {
  const headers = bearer(session);
  const init = await request.post(`${shopUrl(shop)}/v1/carts/init`, {
    headers,
    data: { token: null },
  });
  const { data } = (await init.json()) as { data: { token: string } };
  await request.patch(`${shopUrl(shop)}/v1/carts/reset`, { headers, data: { token: data.token } });
}

/** The member orders the product as a social gift by card; answers the gift link shown. */
async function buyAsGift(page: Page, shop: Shop, product: Listed): Promise<string> {
  const base = shopUrl(shop);
  await openHydrated(page, `${base}/product/${product.key}`);
  await page
    .getByRole('button', { name: /^カートに入れる/ })
    .first()
    .click();
  await expect(page.getByText('カートに商品を追加しました')).toBeVisible();
  await openHydrated(page, `${base}/cart`);
  await page.getByRole('button', { name: 'ご購入手続きへ進む' }).click();
  await expect(page).toHaveURL(/\/cart\/shipping-select/);

  const option = page.getByRole('form', { name: 'ソーシャルギフト' });
  await option.getByLabel('ソーシャルギフトとして贈る（お届け先はお相手が入力します）').check();
  await option.getByLabel('贈り主のお名前').fill(SENDER);
  await option.getByLabel('メッセージ').fill('いつもありがとう');
  await option.getByRole('button', { name: 'ギフトの設定を保存する' }).click();
  await expect(option.getByText('ソーシャルギフトとして贈ります')).toBeVisible();
  await expect(
    page.getByText('ソーシャルギフト: お届け先はギフトを受け取る方が入力します。'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'お届け方法の指定へ進む' }).click();
  await expect(page).toHaveURL(/\/cart\/shipping-detail/);
  await expect(
    page.getByText('ソーシャルギフト: お届け先とお届け日時はギフトを受け取る方が入力します。'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'お支払い方法の選択へ進む' }).click();
  await expect(page).toHaveURL(/\/cart\/payment/);

  await page.getByRole('radio', { name: /^クレジットカード/ }).check();
  // A member with saved cards (or a card entered before) picks a new one.
  const another = page.getByRole('radio', { name: '新しいカードを入力する' });
  if (await another.isVisible()) await another.check();
  await page.getByLabel('カード番号', { exact: true }).fill('4111111111111111');
  await page.getByLabel('カード名義', { exact: true }).fill('TARO GIFT');
  await page.getByLabel('有効期限（月）').selectOption('12');
  await page.getByLabel('有効期限（年）').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('セキュリティコード', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'ご注文内容の確認へ進む' }).click();
  await expect(page).toHaveURL(/\/cart\/confirm/);
  await expect(page.getByText(/ソーシャルギフトとして贈ります。/)).toBeVisible();
  await expect(page.getByText(`贈り主のお名前: ${SENDER}`)).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();

  await expect(page).toHaveURL(/\/cart\/complete/);
  if (shop.tracksEvents) await closeThanks(page);
  const link = page.getByRole('textbox', { name: 'ギフトの受け取り用URL' });
  await expect(link).toHaveValue(new RegExp(`^${base}/social-gift/[A-Za-z0-9_-]{40,}$`));
  await expect(page.getByRole('button', { name: 'URLをコピー' })).toBeVisible();
  return link.inputValue();
}

for (const shop of SHOPS) {
  test(`${shop.theme}: a member gives a gift; the receiver enters the delivery; the buyer sees it received`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const base = shopUrl(shop);
    const session = await memberCookies(request, shop);
    await emptyMemberCart(request, shop, session);
    await page.context().addCookies(session.map((cookie) => ({ ...cookie, url: base })));
    const product = await productInStock(request, shop);
    const giftUrl = await buyAsGift(page, shop, product);

    // The receiver: another browser, not logged in.
    const receiverContext = await browser.newContext({ locale: 'ja-JP' });
    const receiver = await receiverContext.newPage();
    try {
      await openHydrated(receiver, giftUrl);
      await expect(
        receiver.getByRole('heading', { name: `${SENDER} 様からギフトが届いています` }),
      ).toBeVisible();
      await expect(receiver.getByText('いつもありがとう')).toBeVisible();
      await expect(
        receiver.getByRole('list', { name: 'ギフトの商品' }).getByText(product.name),
      ).toBeVisible();
      // The steps' addresses without the key (spec section 2) open the gift opened last.
      await openHydrated(receiver, `${base}/social-gift/shipping`);
      await expect(receiver.getByRole('form', { name: 'お届け先' })).toBeVisible();
      await openHydrated(receiver, giftUrl);
      await receiver.getByRole('link', { name: 'お届け先を入力する' }).click();
      await expect(receiver).toHaveURL(/\/social-gift\/[^/]+\/shipping$/);

      const form = receiver.getByRole('form', { name: 'お届け先' });
      await form.getByLabel('姓', { exact: true }).fill('北川');
      await form.getByLabel('名', { exact: true }).fill('次郎');
      await form.getByLabel('セイ', { exact: true }).fill('キタガワ');
      await form.getByLabel('メイ', { exact: true }).fill('ジロウ');
      await form.getByLabel('郵便番号').fill('5300001');
      // The postal code fills the prefecture and the city, as in the checkout.
      await expect(form.getByLabel('都道府県')).toHaveValue('大阪府');
      await expect(form.getByLabel('市区町村')).toHaveValue('大阪市北区梅田');
      await form.getByLabel('丁目・番地・号').fill('3-3-3');
      await form.getByLabel('電話番号').fill('06x');
      await form.getByRole('button', { name: 'お届け日時の指定へ進む' }).click();
      await expect(
        form.getByText('電話番号は電話番号のフォーマットで入力してください'),
      ).toBeVisible();
      await form.getByLabel('電話番号').fill('0612345678');
      await form.getByRole('button', { name: 'お届け日時の指定へ進む' }).click();

      await expect(receiver).toHaveURL(/\/delivery$/);
      const delivery = receiver.getByRole('form', { name: 'お届け日時' });
      await expect(delivery.getByText(/大阪府への最短お届け日/)).toBeVisible();
      const date = delivery.getByLabel('お届け希望日');
      await date.selectOption({ index: 2 });
      const chosenDate = await date.locator('option:checked').textContent();
      await delivery.getByLabel('お届け時間帯').selectOption({ label: '14時〜16時' });
      await delivery.getByRole('button', { name: '入力内容の確認へ進む' }).click();

      await expect(receiver).toHaveURL(/\/confirm$/);
      await expect(receiver.getByText(/北川 次郎（キタガワ ジロウ）様/)).toBeVisible();
      await expect(receiver.getByText(/〒530-0001 大阪府大阪市北区梅田3-3-3/)).toBeVisible();
      await expect(
        receiver.getByText(`お届け希望日: ${chosenDate}／お届け時間帯: 14時〜16時`),
      ).toBeVisible();
      // Going back keeps what was entered.
      await receiver.getByRole('link', { name: 'お届け先を変更する' }).click();
      await expect(receiver.getByLabel('姓', { exact: true })).toHaveValue('北川');
      await expect(receiver.getByLabel('丁目・番地・号')).toHaveValue('3-3-3');
      await receiver.getByRole('button', { name: 'お届け日時の指定へ進む' }).click();
      await expect(receiver.getByLabel('お届け時間帯')).toHaveValue('14-16');
      await receiver.getByRole('button', { name: '入力内容の確認へ進む' }).click();
      await receiver.getByRole('button', { name: 'この内容で受け取る' }).click();

      await expect(receiver).toHaveURL(/\/complete$/);
      await expect(
        receiver.getByText(
          'ギフトの受け取り手続きが完了しました。商品の到着まで今しばらくお待ちください。',
        ),
      ).toBeVisible();
      await expect(receiver.getByText(/お届け先: 大阪府/)).toBeVisible();

      // The key is used: the link now says so, in Japanese, with a way on.
      await openHydrated(receiver, giftUrl);
      await expect(
        receiver.getByText('このギフトはすでに受け取りの手続きが完了しています。'),
      ).toBeVisible();
      await expect(receiver.getByRole('link', { name: 'ソーシャルギフトについて' })).toBeVisible();
    } finally {
      await receiverContext.close();
    }

    // The buyer: received, the prefecture and nothing else the receiver entered.
    const orders = await request.get(`${base}/v1/me/orders`, { headers: bearer(session) });
    const [newest] = ((await orders.json()) as { data: { id: number }[] }).data;
    await openHydrated(page, `${base}/mypage/order_history/${newest!.id}`);
    const gift = page.getByRole('region', { name: 'ソーシャルギフト' });
    await expect(gift.getByText('受け取り済み')).toBeVisible();
    await expect(gift.getByText('大阪府')).toBeVisible();
    await expect(gift.getByRole('textbox', { name: 'ギフトの受け取り用URL' })).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main).not.toContainText('梅田');
    await expect(main).not.toContainText('北川');
    await expect(main).not.toContainText('0612345678');
  });
}

test('standard: /social-gift explains social gifts and opens a pasted link; an unknown key gets a clear page', async ({
  page,
}) => {
  const base = shopUrl(SHOPS[0]);
  await openHydrated(page, `${base}/social-gift`);
  await expect(page.getByRole('heading', { name: 'ソーシャルギフトとは' })).toBeVisible();
  await page.getByLabel('受け取り用URL').fill('これはURLではありません');
  await page.getByRole('button', { name: 'ギフトを確認する' }).click();
  await expect(page.getByText(/受け取り用URLの形式が正しくありません/)).toBeVisible();
  await page.getByLabel('受け取り用URL').fill(`${base}/social-gift/unknownKey1234567890`);
  await page.getByRole('button', { name: 'ギフトを確認する' }).click();
  await expect(page).toHaveURL(/\/social-gift\/unknownKey1234567890$/);
  await expect(
    page.getByText('ギフトが見つかりませんでした。受け取り用URLをご確認ください。'),
  ).toBeVisible();
});
