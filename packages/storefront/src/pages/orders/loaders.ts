import { fetchOrder, fetchOrders, openGuestReceipt } from '@mise/store';
import type { PageLoader } from '../../kit/index.js';
import { memberLoader } from '../../kit/index.js';
import { guestReceiptQueryOf, orderIdOf, orderQueryOf } from './order-query.js';

/**
 * Data of the member's order pages and the guest receipt, so the server paints them. A failed
 * call is the page's to show (読み込めませんでした, the detail's own message for an order it
 * cannot show, the receipt's API message for a wrong number or token).
 */
export const ORDER_LOADERS: Record<string, PageLoader> = {
  mypageOrderHistory: memberLoader(async (ctx, { request }) => {
    await ctx.store.dispatch(fetchOrders(orderQueryOf(new URL(request.url).searchParams)));
  }),
  mypageOrderDetail: memberLoader(async (ctx, { params }) => {
    const id = orderIdOf(params.key ?? '');
    if (id !== null) await ctx.store.dispatch(fetchOrder(id));
  }),
  guestReceipt: async (ctx, { request }) => {
    const { no, t } = guestReceiptQueryOf(new URL(request.url).searchParams);
    if (no && t) await ctx.store.dispatch(openGuestReceipt({ orderNo: no, token: t }));
    return null;
  },
};
