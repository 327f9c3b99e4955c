import type { HttpClient } from '../client.js';
import type { Paged } from '../paging.js';
import { callPending, callPendingPaged } from '../request.js';
import type { Fields, Json } from './common.js';

/**
 * Spec section 7, "Member data": body measurements, newest first, filtered by purpose;
 * page.limit (x-limit) is how many the member may keep.
 */
export function timeseriesApi(http: HttpClient) {
  return {
    list: (purpose: string, query: Fields = {}): Promise<Paged<Json>> =>
      callPendingPaged<Json>(http, '/v1/me/timeseries', { query: { ...query, purpose } }),
    create: (body: Fields) => callPending<Json>(http, 'post', '/v1/me/timeseries', { body }),
    /** The API's path ends in a slash here (spec section 7). */
    remove: (query: Fields = {}) =>
      callPending<Json>(http, 'delete', '/v1/me/timeseries/', { query }),
  };
}
