import type { HttpClient } from '../../client.js';
import { call, download } from '../../request.js';
import type { Download } from '../../request.js';
import type { ResponseBody } from '../../types.js';

/** What the guest receipt screen shows of an order. */
export type GuestReceipt = ResponseBody<'/v1/orders/{no}/guest/receipt', 'get'>['data'];
export type GuestReceiptInfo = { addressee: string; proviso?: string };

/**
 * Spec section 7, "Member data" (guest): without an account, the order number and its token t
 * are what opens the receipt (spec section 4: check, then get, then put).
 */
export function guestOrdersApi(http: HttpClient) {
  return {
    downloadReceipt: (orderNo: string, t: string): Promise<Download> =>
      download(http, 'get', '/v1/orders/{no}/download/receipt', {
        params: { no: orderNo },
        query: { t },
      }),
    checkReceipt: (orderNo: string, t: string) =>
      call(http, 'get', '/v1/orders/{no}/check/receipt', {
        params: { no: orderNo },
        query: { t },
      }),
    getReceipt: (orderNo: string, t: string) =>
      call(http, 'get', '/v1/orders/{no}/guest/receipt', {
        params: { no: orderNo },
        query: { t },
      }),
    updateReceipt: (orderNo: string, t: string, receiptInfo: GuestReceiptInfo) =>
      call(http, 'put', '/v1/orders/{no}/guest/receipt', {
        params: { no: orderNo },
        query: { t },
        body: receiptInfo,
      }),
  };
}
