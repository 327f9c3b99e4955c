import type { HttpClient } from '../../client.js';
import { call } from '../../request.js';
import type { Id } from '../common.js';
import type { ListItem } from '../../types.js';

/** A maker that has vehicles: the first step of 車種から探す. */
export type VehicleMaker = ListItem<'/v1/vehicle-makers'>;
/** A vehicle (車種): a maker's model with its model years, newest first. */
export type Vehicle = ListItem<'/v1/vehicles'>;

/** 車種から探す: makers, then a maker's models; the product list narrows with `vehicle`. */
export function vehiclesApi(http: HttpClient) {
  return {
    makers: () => call(http, 'get', '/v1/vehicle-makers'),
    list: (maker?: Id) =>
      call(http, 'get', '/v1/vehicles', {
        query: maker === undefined ? {} : { maker: String(maker) },
      }),
  };
}
