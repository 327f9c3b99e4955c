import type { HttpClient } from '../client.js';
import { callPending } from '../request.js';
import type { Fields, Id, Json, List } from './common.js';

export type Coupon = { id: Id; is_taken?: boolean } & Json;

/**
 * What taking a coupon sends: page is 'lp' when the coupon was taken on a landing page,
 * so the landing page's coupon block can show it as taken (spec section 4).
 */
export type TakeCouponBody = { coupon_id: Id; page?: string };

/** Spec section 7, "Member data": coupons the shop offers and the ones the member took. */
export function couponsApi(http: HttpClient) {
  return {
    mine: (query: Fields = {}) =>
      callPending<List<Coupon>>(http, 'get', '/v1/me/coupons', { query }),
    take: (body: TakeCouponBody) => callPending<Json>(http, 'post', '/v1/me/coupons', { body }),
    /** The shop's coupons, not the member's (no /me). */
    list: (query: Fields = {}) => callPending<List<Coupon>>(http, 'get', '/v1/coupons', { query }),
  };
}
