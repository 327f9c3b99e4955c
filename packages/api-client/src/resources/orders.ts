import type { AxiosResponse } from 'axios';
import type { HttpClient } from '../client.js';
import { readPage } from '../paging.js';
import type { Paged } from '../paging.js';
import { callPending, download } from '../request.js';
import type { Download } from '../request.js';
import type { Fields, Id, Json, PageQuery } from './common.js';

/** A member's order as spec section 3 names it. */
export type Order = {
  id: Id;
  memo: unknown;
  /** A warning key: the order page shows it as a warning when it is not empty. */
  cancel_only_ecd_key?: string;
} & Json;

/** The order list also answers the member's total payment over all orders. */
export type OrderPage = Paged<Order> & { user_order_total_payment: unknown };

/** Spec section 7, "Member data": the member's orders, cancelling, receipts and quotations. */
export function ordersApi(http: HttpClient) {
  return {
    /** Not callPendingPaged: that keeps only `data`, and this answer carries user_order_total_payment too. */
    list: async (query: PageQuery & Fields = {}): Promise<OrderPage> => {
      const response: AxiosResponse<{ data: Order[]; user_order_total_payment?: unknown }> =
        await http.get('/v1/me/orders', { params: query });
      return {
        data: response.data.data,
        page: readPage(response.headers),
        user_order_total_payment: response.data.user_order_total_payment,
      };
    },
    get: (id: Id) =>
      callPending<{ data: Order } & Json>(http, 'get', '/v1/me/orders/{id}', { params: { id } }),
    /** Answers the order as it is after cancelling; the store replaces its copy with it. */
    cancel: (id: Id, reason: string) =>
      callPending<Json>(http, 'put', '/v1/me/orders/{id}/cancel', {
        params: { id },
        body: { cancel_reason: reason },
      }),
    downloadReceipt: (id: Id): Promise<Download> =>
      download(http, 'get', '/v1/me/orders/{id}/download/receipt', { params: { id } }),
    /** The receipt info the member entered, saved before the receipt is downloaded. */
    updateReceipt: (id: Id, receiptInfo: Fields) =>
      callPending<Json>(http, 'put', '/v1/me/orders/{id}/download/receipt', {
        params: { id },
        body: receiptInfo,
      }),
    downloadQuotation: (id: Id): Promise<Download> =>
      download(http, 'get', '/v1/me/orders/{id}/download/quotation', { params: { id } }),
  };
}
