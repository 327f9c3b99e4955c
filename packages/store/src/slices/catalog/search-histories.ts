import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Page, ProductRequestHistory, ProductSearchHistory } from '@mise/api-client';
import { logout } from '../../logout.js';
import type { LoadStatus } from '../../status.js';
import { oneLess } from '../../paging.js';
import { createAppThunk } from '../../thunk.js';
import { injectSlices } from '../../reducer.js';

/**
 * A member's searched words and product requests, apart from the recently viewed products
 * (product-histories.ts): a product page records its view without loading these.
 */
type PagedState<T> = { list: T[]; page: Page | null; status: LoadStatus };

/** The member's search words (paged). */
export const fetchProductSearchHistory = createAppThunk(
  'productSearchHistory/fetch',
  async (page: number, { extra }) => {
    const result = await extra.api.histories.searches({ page });
    return { data: result.data, page: result.page };
  },
);

/** Records a search word; a word that is blank once trimmed is not posted (spec section 5). */
export const postProductSearchHistory = createAppThunk(
  'productSearchHistory/post',
  async (word: string, { extra }) => {
    await extra.api.products.postSearchHistory(word.trim());
  },
  { condition: (word) => word.trim() !== '' },
);

export const removeProductSearchHistory = createAppThunk(
  'productSearchHistory/remove',
  async (id: number, { extra }) => {
    await extra.api.histories.removeSearch(id);
  },
);

const searchInitial: PagedState<ProductSearchHistory> = {
  list: [],
  page: null,
  status: 'idle',
};

export const productSearchHistorySlice = createSlice({
  name: 'productSearchHistory',
  initialState: searchInitial,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(logout, () => searchInitial)
      .addCase(fetchProductSearchHistory.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchProductSearchHistory.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload.data;
        state.page = action.payload.page;
      })
      .addCase(fetchProductSearchHistory.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(removeProductSearchHistory.fulfilled, (state, action) => {
        state.list = state.list.filter((item) => item.id !== action.meta.arg);
        state.page = oneLess(state.page);
      }),
  selectors: {
    selectProductSearchHistoryState: (state) => state,
  },
});

/** The member's product requests (paged; x-total and friends). */
export const fetchProductRequestHistory = createAppThunk(
  'productRequestHistory/fetch',
  async (page: number, { extra }) => {
    const result = await extra.api.histories.requests({ page });
    return { data: result.data, page: result.page };
  },
);

/** Deleting a request history removes it and decrements the total (spec section 4). */
export const removeProductRequestHistory = createAppThunk(
  'productRequestHistory/remove',
  async (id: number, { extra }) => {
    await extra.api.histories.removeRequest(id);
  },
);

const requestInitial: PagedState<ProductRequestHistory> = {
  list: [],
  page: null,
  status: 'idle',
};

export const productRequestHistorySlice = createSlice({
  name: 'productRequestHistory',
  initialState: requestInitial,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(logout, () => requestInitial)
      .addCase(fetchProductRequestHistory.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchProductRequestHistory.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload.data;
        state.page = action.payload.page;
      })
      .addCase(fetchProductRequestHistory.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(removeProductRequestHistory.fulfilled, (state, action) => {
        state.list = state.list.filter((item) => item.id !== action.meta.arg);
        state.page = oneLess(state.page);
      }),
  selectors: {
    selectProductRequestHistoryState: (state) => state,
  },
});

/** The whole section, for screens that show its list, page and status together. */
export const { selectProductSearchHistoryState } = productSearchHistorySlice.selectors;
export const { selectProductRequestHistoryState } = productRequestHistorySlice.selectors;

injectSlices(productSearchHistorySlice, productRequestHistorySlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merged into the state's type (state.ts)
  interface StoreSections
    extends
      WithSlice<typeof productSearchHistorySlice>,
      WithSlice<typeof productRequestHistorySlice> {}
}
