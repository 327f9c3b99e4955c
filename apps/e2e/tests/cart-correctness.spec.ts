import { expect, test } from '../fixtures.js';
import type { APIRequestContext } from '@playwright/test';
import { SHOPS, openHydrated, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';

/**
 * Issue 20 on the cart page of each shop: the carriage note names the fee the cart charges, and
 * a coupon that no longer applies says why and can be taken off on the way to checkout.
 */

/** Each shop's carriage settings (seeded ORDER.CARRIAGE / ORDER.FREE_CARRIAGE_FROM). */
const CARRIAGE = {
  standard: { fee: 660, freeFrom: 5000 },
  business: { fee: 1100, freeFrom: 33_000 },
  moto: { fee: 880, freeFrom: 11_000 },
} as const;

/** A public coupon with a minimum order in the shops that have one; `minimum` is at least its own. */
const MINIMUM_COUPONS: Partial<Record<Shop['channel'], { code: string; minimum: number }>> = {
  business: { code: 'PAPER1000', minimum: 22_000 },
  moto: { code: 'RIDE1000', minimum: 11_000 },
};

type Listed = { key: string; product_price_with_tax: number; stock?: number };
type CartAnswer = { data: { token: string; detail: { products: { key: string }[] } } };

const yen = (amount: number) => amount.toLocaleString('ja-JP');

async function cartWith(
  request: APIRequestContext,
  shop: Shop,
  product: Listed,
  quantity: number,
): Promise<CartAnswer['data']> {
  const init = await request.post(`${shopUrl(shop)}/v1/carts/init`, { data: {} });
  const { token } = ((await init.json()) as CartAnswer).data;
  const added = await request.patch(`${shopUrl(shop)}/v1/carts/products/add`, {
    data: { token, products: [{ product_key: product.key, quantity }] },
  });
  expect(added.ok()).toBe(true);
  return ((await added.json()) as CartAnswer).data;
}

async function cheapProduct(request: APIRequestContext, shop: Shop, below: number) {
  const answer = await request.get(`${shopUrl(shop)}/v1/products?in_stock=1&per=30`);
  const listed = ((await answer.json()) as { data: Listed[] }).data;
  const product = listed
    .filter((item) => item.product_price_with_tax < below && (item.stock ?? 50) >= 30)
    .sort((a, b) => b.product_price_with_tax - a.product_price_with_tax)[0];
  expect(product, `a product under ${below} yen in ${shop.channel}`).toBeTruthy();
  return product!;
}

for (const shop of SHOPS) {
  test(`${shop.theme}: the cart's carriage note names the fee it charges`, async ({
    page,
    request,
  }) => {
    const { fee, freeFrom } = CARRIAGE[shop.channel];
    const product = await cheapProduct(request, shop, freeFrom / 2);
    const cart = await cartWith(request, shop, product, 1);
    await page.context().addCookies([{ name: 'cartToken', value: cart.token, url: shopUrl(shop) }]);
    await openHydrated(page, `${shopUrl(shop)}/cart`);

    const totals = page.getByRole('region', { name: 'ご注文金額' });
    await expect(totals.getByText(`¥${yen(fee)}`, { exact: true })).toBeVisible();
    await expect(
      totals.getByText(
        `送料はお届け先1件につき${yen(fee)}円（税込）です。あと${yen(
          freeFrom - product.product_price_with_tax,
        )}円（税込）のご購入で送料無料になります`,
      ),
    ).toBeVisible();
    // The shop's own note about carriage uses the same numbers.
    const note = page.getByText(`${yen(freeFrom)}円（税込）以上のご注文で送料無料`).first();
    await expect(note).toBeVisible();
    await expect(page.getByText(`お届け先1件につき ${yen(fee)}円（税込）`).first()).toBeVisible();
  });

  const coupon = MINIMUM_COUPONS[shop.channel];
  if (!coupon) continue;
  test(`${shop.theme}: a coupon below its minimum says why, and can be taken off to check out`, async ({
    page,
    request,
  }) => {
    const product = await cheapProduct(request, shop, coupon.minimum / 4);
    const enough = Math.ceil(coupon.minimum / product.product_price_with_tax);
    const cart = await cartWith(request, shop, product, enough);
    const applied = await request.patch(`${shopUrl(shop)}/v1/carts/coupons/add`, {
      data: { token: cart.token, code: coupon.code },
    });
    expect(applied.ok()).toBe(true);
    // The shopper then buys fewer: the coupon is still in the cart but no longer applies.
    const fewer = await request.patch(`${shopUrl(shop)}/v1/carts/products/modify`, {
      data: { token: cart.token, products: [{ key: cart.detail.products[0]!.key, quantity: 1 }] },
    });
    expect(fewer.ok()).toBe(true);

    await page.context().addCookies([{ name: 'cartToken', value: cart.token, url: shopUrl(shop) }]);
    await openHydrated(page, `${shopUrl(shop)}/cart`);
    // The coupon's own minimum, whatever the shop set it to, is the reason given.
    await expect(
      page.getByText(
        /^このクーポンはご利用いただけません：このクーポンは[\d,]+円以上（税込）のご注文でご利用いただけます$/,
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        'ご利用いただけないクーポンがあるため、このままではご購入手続きへ進めません。',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'ご購入手続きへ進む' })).toBeDisabled();
    await page.getByRole('button', { name: 'クーポンを外して手続きへ進む' }).click();
    await expect(page).toHaveURL(/\/cart\/shipping-select/);
  });
}
