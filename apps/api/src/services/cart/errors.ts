import { HttpError } from '../../errors.js';

/** The cart's errors (spec section 7): codes the storefront reacts to. */
export const CART_MESSAGES = {
  notFound: 'カートが見つかりませんでした',
  expired: 'カートの有効期限が切れました。もう一度商品をカートに入れてください。',
  notSale: '販売が終了した商品がカートに含まれていたため、カートをリセットしました。',
  ordered: 'このカートはご注文済みです',
  stopSelling: 'ただいま一時的に販売を停止しております。再開まで今しばらくお待ちください。',
  multipleShipping: '複数のお届け先を指定することはできません',
  addressGone: '選択されたお届け先が見つかりませんでした。お届け先をもう一度お選びください。',
  productNotFound: '商品が見つかりませんでした',
  lineNotFound: 'カート内の商品が見つかりませんでした',
  shippingNotFound: 'お届け先が見つかりませんでした',
  packingNotFound: 'ラッピング・のしが見つかりませんでした',
} as const;

export const cartNotFound = () =>
  new HttpError(404, CART_MESSAGES.notFound, { code: 'cart.common.not_found' });
export const cartExpired = () =>
  new HttpError(422, CART_MESSAGES.expired, { code: 'cart.common.is_expired' });
export const cartNotSale = () =>
  new HttpError(422, CART_MESSAGES.notSale, { code: 'cart.update_products.not_sale' });
export const cartOrdered = () =>
  new HttpError(422, CART_MESSAGES.ordered, { code: 'cart.common.is_ordered' });
export const stopSelling = () =>
  new HttpError(422, CART_MESSAGES.stopSelling, { code: 'cart.temporary_stop_selling' });
export const outOfStock = (name: string, left: number) =>
  new HttpError(422, `「${name}」の在庫が不足しています（残り${Math.max(0, left)}点）`, {
    code: 'cart.update_products.out_of_stock',
  });
export const addressGone = () =>
  new HttpError(422, CART_MESSAGES.addressGone, { code: 'cart_detail.set_user_address.not_data' });
export const productNotFound = () =>
  new HttpError(404, CART_MESSAGES.productNotFound, { code: 'product_not_found' });
export const lineNotFound = () =>
  new HttpError(422, CART_MESSAGES.lineNotFound, { code: 'cart.update_products.line_not_found' });
export const shippingNotFound = () =>
  new HttpError(422, CART_MESSAGES.shippingNotFound, { code: 'cart.shipping.not_found' });
