import type { AxiosResponse } from 'axios';
import type { HttpClient } from '../../client.js';
import { readPage } from '../../paging.js';
import type { Paged } from '../../paging.js';
import { call } from '../../request.js';
import type { ListItem, ResponseBody } from '../../types.js';
import type { Id, PageQuery } from '../common.js';

/** A message of the member's message centre (an order event or a notice of the shop). */
export type SystemMessage = ListItem<'/v1/me/system-messages'>;

/** A page of messages, with how many of all the member's messages are unread. */
export type SystemMessagePage = Paged<SystemMessage> & { unread_count: number };

/** Spec section 7, "Member data": the member's message centre. */
export function systemMessagesApi(http: HttpClient) {
  return {
    /** Not callPaged: that keeps only `data`, and this answer carries unread_count too. */
    list: async (query: PageQuery = {}): Promise<SystemMessagePage> => {
      const response: AxiosResponse<ResponseBody<'/v1/me/system-messages', 'get'>> =
        await http.request({ method: 'get', url: '/v1/me/system-messages', params: query });
      return {
        data: response.data.data,
        page: readPage(response.headers),
        unread_count: response.data.unread_count,
      };
    },
    /** Opening a message marks it read; the answer has the unread count after that. */
    get: (id: Id) => call(http, 'get', '/v1/me/system-messages/{id}', { params: { id } }),
  };
}
