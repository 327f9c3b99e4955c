import type { HttpClient } from '../../client.js';
import { call } from '../../request.js';
import type { RequestBody, ResponseBody } from '../../types.js';

/** The member's name embroidery: text, style and thread colour with their labels. */
export type Embroidery = NonNullable<ResponseBody<'/v1/me/name-embroidery', 'get'>['data']>;
export type EmbroideryBody = RequestBody<'/v1/me/name-embroidery', 'put'>;
/** What a product offers: the service product to add as its accessory, price and choices. */
export type EmbroideryOffer = ResponseBody<'/v1/products/{key}/embroidery', 'get'>['data'];

/**
 * The motorcycle shop's name embroidery (not in spec section 7: the shop's own call). Bought as
 * an accessory line of the product: carts.addAccessories with `embroidery`.
 */
export function embroideryApi(http: HttpClient) {
  return {
    get: () => call(http, 'get', '/v1/me/name-embroidery'),
    save: (body: EmbroideryBody) => call(http, 'put', '/v1/me/name-embroidery', { body }),
    remove: () => call(http, 'delete', '/v1/me/name-embroidery'),
    /** 404 when the product offers no embroidery. */
    offer: (productKey: string) =>
      call(http, 'get', '/v1/products/{key}/embroidery', { params: { key: productKey } }),
  };
}
