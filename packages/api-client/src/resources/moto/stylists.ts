import type { HttpClient } from '../../client.js';
import { call } from '../../request.js';
import type { ListItem } from '../../types.js';

/** A stylist of the motorcycle shop: name, kana, title, profile (HTML) and photo. */
export type Stylist = ListItem<'/v1/stylists'>;

/** The motorcycle shop's stylists (/stylist, /stylist/{key}). */
export function stylistsApi(http: HttpClient) {
  return {
    list: () => call(http, 'get', '/v1/stylists'),
    get: (key: string) => call(http, 'get', '/v1/stylists/{key}', { params: { key } }),
  };
}
