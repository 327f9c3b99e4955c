import type { HttpClient } from '../../client.js';
import { call, callPaged } from '../../request.js';
import type { ListItem, ResponseBody } from '../../types.js';
import type { PageQuery } from '../common.js';

/** The member's balance and the points that will expire (GET /v1/me/points). */
export type PointSummary = ResponseBody<'/v1/me/points', 'get'>['data'];
/** One change of the member's points: granted, used, taken back or expired. */
export type PointHistoryEntry = ListItem<'/v1/me/point-histories'>;

/** Spec section 7, "Member data": the member's points and how they changed. */
export function pointsApi(http: HttpClient) {
  return {
    get: () => call(http, 'get', '/v1/me/points'),
    histories: (query: PageQuery = {}) =>
      callPaged(http, '/v1/me/point-histories', {
        query: { page: query.page, per: query.per },
      }),
  };
}
