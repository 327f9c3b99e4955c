import { KEEP_ON_ROUTE_CHANGE } from '../../client.js';
import type { HttpClient } from '../../client.js';
import { call } from '../../request.js';
import type { RequestBody, ResponseBody } from '../../types.js';
import type { Id } from '../common.js';

/** An event's answer may carry a popup, which the storefront shows (spec section 7). */
export type EcommerceEventResult = ResponseBody<'/v1/ecommerce_events', 'post'>;
export type EcommerceEventBody = RequestBody<'/v1/ecommerce_events', 'post'>;

/** Spec section 7, "Base and content": shop events the API records (and may answer with a popup). */
export function ecommerceEventsApi(http: HttpClient) {
  return {
    post: (body: EcommerceEventBody) =>
      call(http, 'post', '/v1/ecommerce_events', { body, config: KEEP_ON_ROUTE_CHANGE }),
    get: (id: Id) => call(http, 'get', '/v1/ecommerce_events/{id}', { params: { id: String(id) } }),
  };
}
