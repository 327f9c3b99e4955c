import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Page, ProductHistory } from '@mise/api-client';
import { logout } from '../../logout.js';
import { oneLess } from '../../paging.js';
import { createAppThunk } from '../../thunk.js';
import { setFavorite } from './favorites.js';
import { injectSlices } from '../../reducer.js';

/** Spec section 9: recently viewed products are capped at 10. */
export const RECENT_PRODUCTS_LIMIT = 10;

/** Whose recently viewed products the list holds: a guest's or the logged-in member's. */
type Owner = 'guest' | 'member';

export type ProductHistoryState = {
  list: ProductHistory[];
  page: Page | null;
  owner: Owner | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Views being recorded: their answer brings the list, so no read is sent meanwhile. */
  recording: number;
  /** A view was recorded while a read was out: the read's older list is not taken. */
  recordedDuringRead: boolean;
};

const historyInitial: ProductHistoryState = {
  list: [],
  page: null,
  owner: null,
  status: 'idle',
  recording: 0,
  recordedDuringRead: false,
};

/**
 * Recently viewed products (spec section 4): fetched only while the list is empty (or holds
 * the other party's: a guest who logged in), from /v1/me for a logged-in member and from the
 * guest endpoint otherwise. `force` reads a page again (my page's list).
 */
export const fetchProductHistory = createAppThunk(
  'productHistory/fetch',
  async (arg: { page?: number; force?: boolean } | undefined, { extra, getState }) => {
    const isLogin = getState().auth.isLogin;
    const query = { page: arg?.page ?? 1, per: RECENT_PRODUCTS_LIMIT };
    const result = isLogin
      ? await extra.api.histories.products(query)
      : await extra.api.histories.guestProducts(query);
    const owner: Owner = isLogin ? 'member' : 'guest';
    return { data: result.data, page: result.page, owner };
  },
  {
    condition: (arg, { getState }) => {
      const { auth, productHistory } = getState();
      if (productHistory.status === 'loading') return false;
      if (arg?.force) return true;
      if (productHistory.recording > 0) return false;
      const owner: Owner = auth.isLogin ? 'member' : 'guest';
      return productHistory.list.length === 0 || productHistory.owner !== owner;
    },
  },
);

/** Records a product view (guests too, spec section 6); the answer is the viewer's recent list. */
export const postProductHistory = createAppThunk(
  'productHistory/post',
  async (productId: number, { extra, getState }) => {
    const owner: Owner = getState().auth.isLogin ? 'member' : 'guest';
    return { ...(await extra.api.histories.postProduct({ product_id: productId })), owner };
  },
);

export const removeProductHistory = createAppThunk(
  'productHistory/remove',
  async (id: number, { extra }) => {
    await extra.api.histories.removeProduct(id);
  },
);

export const productHistorySlice = createSlice({
  name: 'productHistory',
  initialState: historyInitial,
  reducers: {
    /** Empties the list (it is read again on next use). */
    productHistoryFlushed: () => historyInitial,
  },
  extraReducers: (builder) =>
    builder
      .addCase(logout, () => historyInitial)
      .addCase(fetchProductHistory.pending, (state) => {
        state.status = 'loading';
        state.recordedDuringRead = false;
      })
      .addCase(fetchProductHistory.fulfilled, (state, action) => {
        state.status = 'loaded';
        if (state.recordedDuringRead) return;
        state.list = action.payload.data;
        state.page = action.payload.page;
        state.owner = action.payload.owner;
      })
      .addCase(fetchProductHistory.rejected, (state, action) => {
        if (!action.meta.condition) state.status = 'failed';
      })
      // The answer is the server's recent list just after the view: the viewed product at the
      // front, once, the 10 newest. It is the list from then on (the product page records the
      // view as it opens, and the recent-products shelf further down needs no read of its own;
      // a read answered later, sent before the view was recorded, would lack the product).
      .addCase(postProductHistory.pending, (state) => {
        state.recording += 1;
      })
      .addCase(postProductHistory.fulfilled, (state, action) => {
        state.recording = Math.max(0, state.recording - 1);
        state.list = action.payload.data.slice(0, RECENT_PRODUCTS_LIMIT);
        state.owner = action.payload.owner;
        if (state.page) state.page.total = state.list.length;
        if (state.status === 'loading') state.recordedDuringRead = true;
        else state.status = 'loaded';
      })
      .addCase(postProductHistory.rejected, (state) => {
        state.recording = Math.max(0, state.recording - 1);
      })
      .addCase(removeProductHistory.fulfilled, (state, action) => {
        state.list = state.list.filter((item) => item.id !== action.meta.arg);
        state.page = oneLess(state.page);
      })
      .addCase(setFavorite.fulfilled, (state, action) => {
        const { productId, favorite } = action.meta.arg;
        for (const item of state.list) {
          if (item.product.id === productId) item.product.is_favorite = favorite;
        }
      }),
  selectors: {
    selectProductHistory: (state) => state.list,
    selectProductHistoryPage: (state) => state.page,
    selectProductHistoryStatus: (state) => state.status,
  },
});

export const { productHistoryFlushed } = productHistorySlice.actions;
export const { selectProductHistory, selectProductHistoryPage, selectProductHistoryStatus } =
  productHistorySlice.selectors;

injectSlices(productHistorySlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof productHistorySlice> {}
}
