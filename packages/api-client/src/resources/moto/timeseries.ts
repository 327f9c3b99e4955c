import type { HttpClient } from '../../client.js';
import type { Paged } from '../../paging.js';
import { call, callPaged } from '../../request.js';
import type { ListItem, QueryParams, RequestBody } from '../../types.js';

/** One measurement entry: its purpose, values by field and when it was taken. */
export type TimeseriesEntry = ListItem<'/v1/me/timeseries'>;
export type TimeseriesPurpose = QueryParams<'/v1/me/timeseries', 'get'>['purpose'];
export type TimeseriesBody = RequestBody<'/v1/me/timeseries', 'post'>;
/** One entry by id, or every entry of a purpose. */
export type TimeseriesTarget = { id?: number | string; purpose?: TimeseriesPurpose };

/**
 * Spec section 7, "Member data": measurements, newest first, filtered by purpose ('body': body
 * sizes); page.limit (x-limit) is how many entries of a purpose the member may keep.
 */
export function timeseriesApi(http: HttpClient) {
  return {
    list: (purpose: TimeseriesPurpose): Promise<Paged<TimeseriesEntry>> =>
      callPaged(http, '/v1/me/timeseries', { query: { purpose } }),
    create: (body: TimeseriesBody) => call(http, 'post', '/v1/me/timeseries', { body }),
    /** The API's path ends in a slash here (spec section 7). */
    remove: (target: TimeseriesTarget = {}) =>
      call(http, 'delete', '/v1/me/timeseries/', {
        query: {
          ...(target.id !== undefined ? { id: String(target.id) } : {}),
          ...(target.purpose ? { purpose: target.purpose } : {}),
        },
      }),
  };
}
