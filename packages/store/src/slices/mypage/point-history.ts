import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Page, PointHistoryEntry, PointSummary } from '@mise/api-client';
import { logout } from '../../logout.js';
import { createAppThunk } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

export type PointHistoryState = {
  /** The balance and the points that will expire. */
  summary: PointSummary | null;
  summaryStatus: Status;
  /** The page of the history shown, newest first. */
  list: PointHistoryEntry[];
  page: Page | null;
  status: Status;
  /** Kept for the shape the member sections share (points have no x-limit). */
  limit: number;
};

const initialState: PointHistoryState = {
  summary: null,
  summaryStatus: 'idle',
  list: [],
  page: null,
  status: 'idle',
  limit: 0,
};

/** The member's balance and expiring points. */
export const fetchPoints = createAppThunk(
  'pointHistory/fetchSummary',
  async (_: void, { extra }) => (await extra.api.points.get()).data,
);

/** One page of the member's point history. */
export const fetchPointHistory = createAppThunk(
  'pointHistory/fetch',
  async (page: number, { extra }) => extra.api.points.histories({ page }),
);

export const pointHistorySlice = createSlice({
  name: 'pointHistory',
  initialState,
  reducers: {},
  // A block body: TypeScript checks it after the slice's type is known, so the thunks' types
  // (which need RootState, made of every slice) are not resolved inside the slice's inference;
  // with expression bodies on every slice that nesting overflowed tsc's stack.
  extraReducers: (builder) => {
    builder
      .addCase(logout, () => initialState)
      .addCase(fetchPoints.pending, (state) => {
        if (state.summaryStatus !== 'loaded') state.summaryStatus = 'loading';
      })
      .addCase(fetchPoints.fulfilled, (state, action) => {
        state.summaryStatus = 'loaded';
        state.summary = action.payload;
      })
      .addCase(fetchPoints.rejected, (state) => {
        state.summaryStatus = 'failed';
      })
      .addCase(fetchPointHistory.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchPointHistory.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload.data;
        state.page = action.payload.page;
      })
      .addCase(fetchPointHistory.rejected, (state) => {
        state.status = 'failed';
      });
  },
  selectors: {
    selectPointHistory: (state) => state,
  },
});

export const { selectPointHistory } = pointHistorySlice.selectors;

injectSlices(pointHistorySlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof pointHistorySlice> {}
}
