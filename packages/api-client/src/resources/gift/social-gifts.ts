import type { HttpClient } from '../../client.js';
import { call } from '../../request.js';
import type { ListItem, RequestBody, ResponseBody } from '../../types.js';

/** Query of the receiver's lead times: the postal code and prefecture they entered. */
export type SocialGiftLeadTimeQuery = { postal: string; pref: string };

/** The gift as its link shows it: who sent it (by the name the buyer chose) and what. */
export type SocialGiftProducts = ResponseBody<'/v1/social-gifts/{token}/products', 'get'>['data'];
export type SocialGiftProduct = SocialGiftProducts['products'][number];
export type SocialGiftShipping = ResponseBody<'/v1/social-gifts/{token}/shipping', 'get'>['data'];
export type SocialGiftCheckShippingBody = RequestBody<'/v1/social-gifts/check/shipping', 'post'>;
export type SocialGiftCheckDeliveryBody = RequestBody<'/v1/social-gifts/check/delivery', 'post'>;
export type SocialGiftLeadTime = ListItem<'/v1/shipping-leadtime/input/{token}'>;
/** The receiver's address, date and time slot (PUT /v1/social-gifts/{token}). */
export type SocialGiftInput = RequestBody<'/v1/social-gifts/{token}', 'put'>;
/** The accepted gift: its products, the prefecture, the date and time slot. */
export type SocialGiftCompletion = ResponseBody<'/v1/social-gifts/{token}/complete', 'get'>['data'];

/**
 * Spec section 7, "Social gift": the receiver of a gift fills in where and when it goes.
 * Spec section 4's flow: products, shipping, check shipping, check delivery, lead times,
 * put, complete.
 */
export function socialGiftsApi(http: HttpClient) {
  return {
    products: (token: string) =>
      call(http, 'get', '/v1/social-gifts/{token}/products', { params: { token } }),
    shipping: (token: string) =>
      call(http, 'get', '/v1/social-gifts/{token}/shipping', { params: { token } }),
    checkShipping: (body: SocialGiftCheckShippingBody) =>
      call(http, 'post', '/v1/social-gifts/check/shipping', { body }),
    checkDelivery: (body: SocialGiftCheckDeliveryBody) =>
      call(http, 'post', '/v1/social-gifts/check/delivery', { body }),
    leadTime: (token: string, query: SocialGiftLeadTimeQuery) =>
      call(http, 'get', '/v1/shipping-leadtime/input/{token}', { params: { token }, query }),
    update: (token: string, shipping: SocialGiftInput) =>
      call(http, 'put', '/v1/social-gifts/{token}', { params: { token }, body: shipping }),
    complete: (token: string) =>
      call(http, 'get', '/v1/social-gifts/{token}/complete', { params: { token } }),
  };
}
