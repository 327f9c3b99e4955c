import type { HttpClient } from '../client.js';
import { callPending, download } from '../request.js';
import type { Download } from '../request.js';
import type { Fields, Id, Json } from './common.js';

/** A product line of the cart detail (spec section 3). */
export type CartProduct = {
  key: string;
  product_id: Id;
  product_name: string;
  product_info: unknown;
  unit_price: number;
  quantity: number;
  tax_amount: number;
  coupon_discount_parts: unknown;
} & Json;

/**
 * The cart detail as spec section 3 names it. Where it sits in each cart answer is not
 * described, so the cart calls return the answer as sent and the store reads this from it.
 */
export type CartDetail = {
  id: Id;
  payment_id: Id;
  payment_name: string;
  order_no: string;
  user_id: Id;
  products: CartProduct[];
  shippings: unknown[];
  coupons: ({ code: string } & Json)[];
  order: {
    total_payment: number;
    total_tax: number;
    total_carriage: number;
    amount_by_tax_rate: unknown;
  } & Json;
} & Json;

export type CartInitBody = { token?: string | null; invalid_product?: unknown } & Fields;
export type ShippingResetBody = { token: string; is_removing_address?: boolean } & Fields;
/** Lead-time query of the shipping step: which packings/shippings, and how dates are chosen. */
export type LeadTimeQuery = { keys?: unknown; choiceMode?: unknown } & Fields;

/**
 * Spec section 7, "Cart and payment": every change of the cart is a PATCH of one part
 * (products, shippings, packings, order, accessories, coupons, points) with the cart token.
 */
export function cartsApi(http: HttpClient) {
  const patch = (path: string) => (body: Fields) =>
    callPending<Json>(http, 'patch', path, { body });
  return {
    init: (body: CartInitBody = {}) => callPending<Json>(http, 'post', '/v1/carts/init', { body }),
    resetShippings: (body: ShippingResetBody) =>
      callPending<Json>(http, 'patch', '/v1/carts/shippings/reset', { body }),
    reset: patch('/v1/carts/reset'),
    get: (token: string) =>
      callPending<Json>(http, 'get', '/v1/carts/{token}', { params: { token } }),
    addProducts: patch('/v1/carts/products/add'),
    addProductSet: patch('/v1/carts/products/add-set'),
    /** The body names the lines by `key` or by `ids` (spec section 7). */
    deleteProducts: patch('/v1/carts/products/delete'),
    modifyProducts: patch('/v1/carts/products/modify'),
    divideProducts: patch('/v1/carts/products/divide'),
    addShipping: patch('/v1/carts/shippings/add'),
    modifyShipping: patch('/v1/carts/shippings/modify'),
    addPacking: patch('/v1/carts/packings/add'),
    modifyPacking: patch('/v1/carts/packings/modify'),
    modifyOrder: patch('/v1/carts/order/modify'),
    modifyOther: patch('/v1/carts/other/modify'),
    addAccessories: patch('/v1/carts/accessories/add'),
    modifyAccessories: patch('/v1/carts/accessories/modify'),
    deleteAccessories: patch('/v1/carts/accessories/delete'),
    /** Also how purchase tracking reads the decided order (spec section 4). */
    decision: (token: string, body: Fields = {}) =>
      callPending<Json>(http, 'post', '/v1/carts/{token}/decision', { params: { token }, body }),
    deleteTransactionError: patch('/v1/carts/transaction/error/delete'),
    addCoupon: patch('/v1/carts/coupons/add'),
    deleteCoupon: patch('/v1/carts/coupons/delete'),
    usePoints: patch('/v1/carts/point'),
    setSocialReceiver: patch('/v1/carts/social/receiver'),
    shippingLeadTime: (token: string, query: LeadTimeQuery = {}) =>
      callPending<Json>(http, 'get', '/v1/shipping-leadtime/carts/{token}', {
        params: { token },
        query,
      }),
    orderByNumber: (orderNo: string) =>
      callPending<Json>(http, 'get', '/v1/carts/order/{orderNo}', { params: { orderNo } }),
    downloadQuotation: (token: string): Promise<Download> =>
      download(http, 'get', '/v1/carts/{token}/download/quotation', { params: { token } }),
  };
}
