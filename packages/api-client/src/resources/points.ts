import type { HttpClient } from '../client.js';
import { callPending, callPendingPaged } from '../request.js';
import type { Fields, Json, PageQuery } from './common.js';

/** Spec section 7, "Member data": the member's points and how they changed. */
export function pointsApi(http: HttpClient) {
  return {
    get: () => callPending<Json>(http, 'get', '/v1/me/points'),
    histories: (query: PageQuery & Fields = {}) =>
      callPendingPaged<Json>(http, '/v1/me/point-histories', { query }),
  };
}
