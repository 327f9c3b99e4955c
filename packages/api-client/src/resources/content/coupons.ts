import type { HttpClient } from '../../client.js';
import { call } from '../../request.js';
import type { ListItem, RequestBody } from '../../types.js';
import type { Fields, Id } from '../common.js';

export type Coupon = ListItem<'/v1/coupons'>;

/**
 * What taking a coupon sends: page is 'lp' when the coupon was taken on a landing page,
 * so the landing page's coupon block can show it as taken (spec section 4).
 */
export type TakeCouponBody = Omit<RequestBody<'/v1/me/coupons', 'post'>, 'coupon_id'> & {
  coupon_id: Id;
};

/** Spec section 7, "Member data": coupons the shop offers and the ones the member took. */
export function couponsApi(http: HttpClient) {
  return {
    mine: (query: Fields = {}) => call(http, 'get', '/v1/me/coupons', { query }),
    /** The taken coupon (is_taken true); taking one already taken answers it again. */
    take: (body: TakeCouponBody) =>
      call(http, 'post', '/v1/me/coupons', {
        body: { ...body, coupon_id: Number(body.coupon_id) },
      }),
    /** The shop's coupons, not the member's (no /me); is_taken when logged in. */
    list: (query: Fields = {}) => call(http, 'get', '/v1/coupons', { query }),
  };
}
