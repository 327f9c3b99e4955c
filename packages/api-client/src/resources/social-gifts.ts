import type { HttpClient } from '../client.js';
import { callPending } from '../request.js';
import type { Fields, Json } from './common.js';

/** Query of the receiver's lead times: the postal code and prefecture they entered. */
export type SocialGiftLeadTimeQuery = { postal: string; pref: string };

/**
 * Spec section 7, "Social gift": the receiver of a gift fills in where and when it goes.
 * Spec section 4's flow: products, shipping, check shipping, check delivery, lead times,
 * put, complete.
 */
export function socialGiftsApi(http: HttpClient) {
  return {
    products: (token: string) =>
      callPending<Json>(http, 'get', '/v1/social-gifts/{token}/products', { params: { token } }),
    shipping: (token: string) =>
      callPending<Json>(http, 'get', '/v1/social-gifts/{token}/shipping', { params: { token } }),
    checkShipping: (body: Fields) =>
      callPending<Json>(http, 'post', '/v1/social-gifts/check/shipping', { body }),
    checkDelivery: (body: Fields) =>
      callPending<Json>(http, 'post', '/v1/social-gifts/check/delivery', { body }),
    leadTime: (token: string, query: SocialGiftLeadTimeQuery) =>
      callPending<Json>(http, 'get', '/v1/shipping-leadtime/input/{token}', {
        params: { token },
        query,
      }),
    update: (token: string, shipping: Fields) =>
      callPending<Json>(http, 'put', '/v1/social-gifts/{token}', {
        params: { token },
        body: shipping,
      }),
    complete: (token: string) =>
      callPending<Json>(http, 'get', '/v1/social-gifts/{token}/complete', { params: { token } }),
  };
}
