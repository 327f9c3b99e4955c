import type { HttpClient } from '../client.js';
import { callPending } from '../request.js';
import type { Fields, Id, Json } from './common.js';

/** An event's answer may carry a popup, which the storefront shows (spec section 7). */
export type EcommerceEventResult = { popup?: unknown } & Json;

/** Spec section 7, "Base and content": shop events the API records (and may answer with a popup). */
export function ecommerceEventsApi(http: HttpClient) {
  return {
    post: (body: Fields) =>
      callPending<EcommerceEventResult>(http, 'post', '/v1/ecommerce_events', { body }),
    get: (id: Id) =>
      callPending<Json>(http, 'get', '/v1/ecommerce_events/{id}', { params: { id } }),
  };
}
