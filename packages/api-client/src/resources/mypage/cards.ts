import type { HttpClient } from '../../client.js';
import type { Paged } from '../../paging.js';
import { call, callPaged } from '../../request.js';
import type { ListItem, RequestBody } from '../../types.js';
import type { Id } from '../common.js';

/** A saved payment card (spec section 3): masked number, expiry (yyyymm), holder and main flag. */
export type UserCard = ListItem<'/v1/me/user-cards'>;
/**
 * What saves a card: the token and token key the card tokeniser answered
 * (payments.tokenizeCard), the holder's name, and optionally is_main. Never the card number.
 */
export type UserCardBody = RequestBody<'/v1/me/user-cards', 'post'>;

/** Spec section 7, "Member data": saved cards; page.limit (x-limit) is the most the member may keep. */
export function cardsApi(http: HttpClient) {
  return {
    list: (): Promise<Paged<UserCard>> => callPaged(http, '/v1/me/user-cards'),
    add: (body: UserCardBody) => call(http, 'post', '/v1/me/user-cards', { body }),
    remove: (id: Id) => call(http, 'delete', '/v1/me/user-cards/{id}', { params: { id } }),
    /** Makes it the main card. */
    use: (id: Id) => call(http, 'patch', '/v1/me/user-cards/{id}/use', { params: { id } }),
  };
}
