import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type {
  GuestReceipt,
  GuestReceiptInfo,
  Order,
  OrderListEntry,
  OrderQuery,
  Page,
  ReceiptInfoBody,
} from '@mise/api-client';
import { logout } from '../../logout.js';
import { createAppThunk } from '../../thunk.js';
import type { ThunkError } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

/**
 * The member's orders (spec sections 3 and 4: list entries, user_order_total_payment, the
 * order shown, cancel) and the guest receipt flow (check, then get, then put).
 */
export type UserOrderState = {
  list: OrderListEntry[];
  page: Page | null;
  /** The member's total over the orders not cancelled (the list answer's user_order_total_payment). */
  totalPayment: number | null;
  query: OrderQuery;
  listStatus: Status;
  /** The order of the detail screen. */
  order: Order | null;
  orderStatus: Status;
  /** Why the detail screen's order could not be read (the API's message), with its id. */
  orderFailure: { id: number; message: string } | null;
  guestReceipt: GuestReceipt | null;
  /**
   * The order number and token the receipt page opened, and how checking them went: kept here,
   * not in the page, so a page rendered on the server hydrates with its outcome.
   */
  guest: { orderNo: string; token: string; status: Status; error: ThunkError | null } | null;
  /** Kept only for the shape spec section 3 names (limit, as the other member sections). */
  limit: number;
};

const initialState: UserOrderState = {
  list: [],
  page: null,
  totalPayment: null,
  query: {},
  listStatus: 'idle',
  order: null,
  orderStatus: 'idle',
  orderFailure: null,
  guestReceipt: null,
  guest: null,
  limit: 0,
};

/** One page of the member's orders, filtered by period and status. */
export const fetchOrders = createAppThunk(
  'userOrder/fetchList',
  async (query: OrderQuery, { extra }) => extra.api.orders.list(query),
);

export const fetchOrder = createAppThunk(
  'userOrder/fetch',
  async (id: number, { extra }) => (await extra.api.orders.get(id)).data,
);

/** Cancels the order; the server's answer replaces the shown order and its list entry. */
export const cancelOrder = createAppThunk(
  'userOrder/cancel',
  async ({ id, reason }: { id: number; reason: string }, { extra }) =>
    (await extra.api.orders.cancel(id, reason)).data,
);

export const saveReceiptInfo = createAppThunk(
  'userOrder/saveReceiptInfo',
  async ({ id, info }: { id: number; info: ReceiptInfoBody }, { extra }) =>
    (await extra.api.orders.updateReceipt(id, info)).data,
);

export const addOrderMemo = createAppThunk(
  'userOrder/addMemo',
  async ({ orderId, memo }: { orderId: number; memo: string }, { extra }) =>
    (await extra.api.memos.create({ order_id: orderId, memo })).data,
);

export const editOrderMemo = createAppThunk(
  'userOrder/editMemo',
  async ({ id, memo }: { id: number; memo: string }, { extra }) =>
    (await extra.api.memos.update(id, { memo })).data,
);

export const removeOrderMemo = createAppThunk(
  'userOrder/removeMemo',
  async (id: number, { extra }) => {
    await extra.api.memos.remove(id);
  },
);

/** Guest receipt flow, step 1: the order number and token must match an order. */
export const checkGuestReceipt = createAppThunk(
  'userOrder/checkGuestReceipt',
  async ({ orderNo, token }: { orderNo: string; token: string }, { extra }) =>
    (await extra.api.guestOrders.checkReceipt(orderNo, token)).data,
);

/** Step 2: what the receipt will say. */
export const fetchGuestReceipt = createAppThunk(
  'userOrder/fetchGuestReceipt',
  async ({ orderNo, token }: { orderNo: string; token: string }, { extra }) =>
    (await extra.api.guestOrders.getReceipt(orderNo, token)).data,
);

/** Steps 1 and 2 as the receipt page takes them, its outcome kept in `guest`. */
export const openGuestReceipt = createAppThunk(
  'userOrder/openGuestReceipt',
  async (arg: { orderNo: string; token: string }, { dispatch }) => {
    await dispatch(checkGuestReceipt(arg)).unwrap();
    return dispatch(fetchGuestReceipt(arg)).unwrap();
  },
);

/** Step 3: the guest's addressee and proviso. */
export const saveGuestReceipt = createAppThunk(
  'userOrder/saveGuestReceipt',
  async (
    { orderNo, token, info }: { orderNo: string; token: string; info: GuestReceiptInfo },
    { extra },
  ) => (await extra.api.guestOrders.updateReceipt(orderNo, token, info)).data,
);

type Save = (blob: Blob, filename: string) => void;

/**
 * The member's receipt or quotation of an order as a PDF, handed to `save` (the store keeps no
 * Blob). A receipt raises the order's issued count (the 再発行 note), so the order is read again.
 */
export const downloadOrderDocument = createAppThunk(
  'userOrder/downloadDocument',
  async (
    { id, kind, save }: { id: number; kind: 'receipt' | 'quotation'; save: Save },
    { dispatch, extra },
  ) => {
    const file =
      kind === 'receipt'
        ? await extra.api.orders.downloadReceipt(id)
        : await extra.api.orders.downloadQuotation(id);
    save(file.blob, file.filename);
    // The download succeeded whether or not the order can be read again now.
    if (kind === 'receipt') void dispatch(fetchOrder(id));
    return file.filename;
  },
);

/**
 * The guest's receipt as a PDF, handed to `save`; the receipt is read again (its issued count)
 * before the thunk settles. A failed re-read does not fail the download.
 */
export const downloadGuestReceipt = createAppThunk(
  'userOrder/downloadGuestReceipt',
  async (
    { orderNo, token, save }: { orderNo: string; token: string; save: Save },
    { dispatch, extra },
  ) => {
    const file = await extra.api.guestOrders.downloadReceipt(orderNo, token);
    save(file.blob, file.filename);
    await dispatch(fetchGuestReceipt({ orderNo, token }));
    return file.filename;
  },
);

/** The list entry's fields as they are in the detail answer. */
function refreshEntry(state: UserOrderState, order: Order) {
  const entry = state.list.find((item) => item.id === order.id);
  if (!entry) return;
  entry.status = order.status;
  entry.status_label = order.status_label;
  entry.cancelled_at = order.cancelled_at;
  entry.total_payment = order.total_payment;
}

const isGuest = (
  guest: { orderNo: string; token: string },
  arg: { orderNo: string; token: string },
) => guest.orderNo === arg.orderNo && guest.token === arg.token;

export const userOrderSlice = createSlice({
  name: 'userOrder',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      // The guest receipt is the order number's and token's, not the member's: its page stays.
      .addCase(logout, (state) => ({
        ...initialState,
        guestReceipt: state.guestReceipt,
        guest: state.guest,
      }))
      .addCase(fetchOrders.pending, (state, action) => {
        state.listStatus = 'loading';
        state.query = action.meta.arg;
      })
      .addCase(fetchOrders.fulfilled, (state, action) => {
        state.listStatus = 'loaded';
        state.list = action.payload.data;
        state.page = action.payload.page;
        state.totalPayment = action.payload.user_order_total_payment;
      })
      .addCase(fetchOrders.rejected, (state) => {
        state.listStatus = 'failed';
      })
      .addCase(fetchOrder.pending, (state, action) => {
        state.orderStatus = 'loading';
        state.orderFailure = null;
        if (state.order?.id !== action.meta.arg) state.order = null;
      })
      .addCase(fetchOrder.fulfilled, (state, action) => {
        state.orderStatus = 'loaded';
        state.order = action.payload;
      })
      .addCase(fetchOrder.rejected, (state, action) => {
        state.orderStatus = 'failed';
        // Kept for the screen, which may be rendered on the server and hydrated with it.
        state.orderFailure = { id: action.meta.arg, message: action.error.message ?? '' };
      })
      .addCase(cancelOrder.fulfilled, (state, action) => {
        state.order = action.payload;
        refreshEntry(state, action.payload);
        // The total counts only orders not cancelled: it is read again with the next list.
        if (state.totalPayment !== null && action.payload.status === 'cancelled')
          state.totalPayment = Math.max(0, state.totalPayment - action.payload.total_payment);
      })
      .addCase(saveReceiptInfo.fulfilled, (state, action) => {
        state.order = action.payload;
      })
      .addCase(addOrderMemo.fulfilled, (state, action) => {
        if (state.order?.id !== action.payload.order_id) return;
        state.order.memos.push(action.payload);
        state.order.memo = action.payload.memo;
      })
      .addCase(editOrderMemo.fulfilled, (state, action) => {
        if (!state.order) return;
        const index = state.order.memos.findIndex((memo) => memo.id === action.payload.id);
        if (index >= 0) state.order.memos[index] = action.payload;
        state.order.memo = state.order.memos.at(-1)?.memo ?? null;
      })
      .addCase(removeOrderMemo.fulfilled, (state, action) => {
        if (!state.order) return;
        state.order.memos = state.order.memos.filter((memo) => memo.id !== action.meta.arg);
        state.order.memo = state.order.memos.at(-1)?.memo ?? null;
      })
      .addCase(checkGuestReceipt.pending, (state) => {
        state.guestReceipt = null;
      })
      .addCase(openGuestReceipt.pending, (state, action) => {
        const { orderNo, token } = action.meta.arg;
        state.guest = { orderNo, token, status: 'loading', error: null };
      })
      // A pair the page has since left (another lookup) keeps the outcome of the newer one.
      .addCase(openGuestReceipt.fulfilled, (state, action) => {
        if (state.guest && isGuest(state.guest, action.meta.arg)) state.guest.status = 'loaded';
      })
      .addCase(openGuestReceipt.rejected, (state, action) => {
        if (!state.guest || !isGuest(state.guest, action.meta.arg)) return;
        state.guest.status = 'failed';
        state.guest.error = action.error;
      })
      .addCase(fetchGuestReceipt.fulfilled, (state, action) => {
        state.guestReceipt = action.payload;
      })
      .addCase(saveGuestReceipt.fulfilled, (state, action) => {
        state.guestReceipt = action.payload;
      }),
  selectors: {
    selectUserOrderState: (state) => state,
    selectCurrentOrder: (state) => state.order,
    selectGuestReceipt: (state) => state.guestReceipt,
    selectGuestLookup: (state) => state.guest,
  },
});

/** The whole section, for screens that show its list, page and status together. */

export const { selectUserOrderState, selectCurrentOrder, selectGuestReceipt, selectGuestLookup } =
  userOrderSlice.selectors;

injectSlices(userOrderSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof userOrderSlice> {}
}
