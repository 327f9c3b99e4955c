import type { APIRequestContext } from '@playwright/test';
import { shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';

/**
 * A variant of the shop with stock to spare, by its own key: the listed key may be a variant
 * earlier specs sold out, whose page offers no cart button.
 */
export async function productInStock(request: APIRequestContext, shop: Shop): Promise<string> {
  const answer = await request.get(`${shopUrl(shop)}/v1/products?in_stock=1&per=15`);
  const listed = ((await answer.json()) as { data: { key: string }[] }).data;
  for (const { key } of listed) {
    const detail = await request.get(`${shopUrl(shop)}/v1/products/${key}`);
    if (!detail.ok()) continue;
    const { data } = (await detail.json()) as {
      data: { product_model?: { products?: { key: string; stock: number }[] } };
    };
    const variant = data.product_model?.products?.find((entry) => entry.stock >= 5);
    if (variant) return variant.key;
  }
  throw new Error(`no product in stock in ${shop.channel}`);
}
