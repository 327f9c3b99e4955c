import type { AxiosResponse } from 'axios';
import type { HttpClient } from '../../client.js';
import { readPage } from '../../paging.js';
import type { Paged } from '../../paging.js';
import { call, download } from '../../request.js';
import type { Download } from '../../request.js';
import type { ListItem, QueryParams, RequestBody, ResponseBody } from '../../types.js';
import type { Id } from '../common.js';

/**
 * A member's order as the detail answers it (spec section 3 "Order"): deliveries with their
 * lines and packings, payment, totals by tax rate, memos. `cancel_only_ecd_key` is a warning
 * key, not empty when a cancel could not cover shipped deliveries.
 */
export type Order = ResponseBody<'/v1/me/orders/{id}', 'get'>['data'];
export type OrderListEntry = ListItem<'/v1/me/orders'>;
export type OrderMemo = Order['memos'][number];
export type OrderQuery = Omit<QueryParams<'/v1/me/orders', 'get'>, 'page' | 'per'> & {
  page?: number;
  per?: number;
};
export type ReceiptInfoBody = RequestBody<'/v1/me/orders/{id}/download/receipt', 'put'>;

/** The order list also answers the member's total payment over the orders not cancelled. */
export type OrderPage = Paged<OrderListEntry> & { user_order_total_payment: number };

/** Spec section 7, "Member data": the member's orders, cancelling, receipts and quotations. */
export function ordersApi(http: HttpClient) {
  return {
    /** Not callPaged: that keeps only `data`, and this answer carries user_order_total_payment too. */
    list: async (query: OrderQuery = {}): Promise<OrderPage> => {
      const response: AxiosResponse<ResponseBody<'/v1/me/orders', 'get'>> = await http.request({
        method: 'get',
        url: '/v1/me/orders',
        params: query,
      });
      return {
        data: response.data.data,
        page: readPage(response.headers),
        user_order_total_payment: response.data.user_order_total_payment,
      };
    },
    get: (id: Id) => call(http, 'get', '/v1/me/orders/{id}', { params: { id } }),
    /** Answers the order as it is after cancelling; the store replaces its copy with it. */
    cancel: (id: Id, reason: string) =>
      call(http, 'put', '/v1/me/orders/{id}/cancel', {
        params: { id },
        body: { cancel_reason: reason },
      }),
    downloadReceipt: (id: Id): Promise<Download> =>
      download(http, 'get', '/v1/me/orders/{id}/download/receipt', { params: { id } }),
    /** The addressee and proviso of the receipt, saved before it is downloaded; answers the order. */
    updateReceipt: (id: Id, receiptInfo: ReceiptInfoBody) =>
      call(http, 'put', '/v1/me/orders/{id}/download/receipt', {
        params: { id },
        body: receiptInfo,
      }),
    downloadQuotation: (id: Id): Promise<Download> =>
      download(http, 'get', '/v1/me/orders/{id}/download/quotation', { params: { id } }),
  };
}
