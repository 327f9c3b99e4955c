import { fetchOrder, fetchOrders } from '@mise/store';
import type { PageLoader } from '../../kit/index.js';
import { memberLoader } from '../../kit/index.js';
import { orderIdOf, orderQueryOf } from './order-query.js';

/**
 * Data of the member's order pages, so the server paints them. A failed call is the page's
 * to show (読み込めませんでした, or the detail's own message for an order it cannot show).
 */
export const ORDER_LOADERS: Record<string, PageLoader> = {
  mypageOrderHistory: memberLoader(async (ctx, { request }) => {
    await ctx.store.dispatch(fetchOrders(orderQueryOf(new URL(request.url).searchParams)));
  }),
  mypageOrderDetail: memberLoader(async (ctx, { params }) => {
    const id = orderIdOf(params.key ?? '');
    if (id !== null) await ctx.store.dispatch(fetchOrder(id));
  }),
};
