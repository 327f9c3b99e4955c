import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Page, TimeseriesBody, TimeseriesEntry, TimeseriesPurpose } from '@mise/api-client';
import { logout } from '../../logout.js';
import { createEnvThunk } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

export type UserMeasurementState = {
  /** The entries of `purpose`, newest first. */
  list: TimeseriesEntry[];
  purpose: TimeseriesPurpose;
  page: Page | null;
  /** x-limit: entries kept per purpose (spec section 9: 1 before the first load). */
  limit: number;
  status: Status;
};

const initialState: UserMeasurementState = {
  list: [],
  purpose: 'body',
  page: null,
  limit: 1,
  status: 'idle',
};

/** The member's measurements of a purpose, newest first. */
export const fetchMeasurements = createEnvThunk(
  'userMeasurement/fetch',
  async (purpose: TimeseriesPurpose = 'body', { extra }) => ({
    purpose,
    ...(await extra.api.timeseries.list(purpose)),
  }),
);

/** Records a new entry; it becomes the newest. */
export const addMeasurement = createEnvThunk(
  'userMeasurement/add',
  async (body: TimeseriesBody, { extra }) => (await extra.api.timeseries.create(body)).data,
);

export const removeMeasurement = createEnvThunk(
  'userMeasurement/remove',
  async (id: number, { extra }) => {
    await extra.api.timeseries.remove({ id });
    return id;
  },
);

export const userMeasurementSlice = createSlice({
  name: 'userMeasurement',
  initialState,
  reducers: {},
  // A block body: see user-card.ts (expression bodies overflowed tsc's stack).
  extraReducers: (builder) => {
    builder
      .addCase(logout, () => initialState)
      .addCase(fetchMeasurements.pending, (state) => {
        if (state.status !== 'loaded') state.status = 'loading';
      })
      .addCase(fetchMeasurements.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.purpose = action.payload.purpose;
        state.list = action.payload.data;
        state.page = action.payload.page;
        state.limit = action.payload.page.limit ?? state.limit;
      })
      .addCase(fetchMeasurements.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(addMeasurement.fulfilled, (state, action) => {
        if (action.payload.purpose === state.purpose) state.list = [action.payload, ...state.list];
      })
      .addCase(removeMeasurement.fulfilled, (state, action) => {
        state.list = state.list.filter((entry) => entry.id !== action.payload);
      });
  },
  selectors: {
    selectUserMeasurementState: (state) => state,
    /** Whether as many entries are kept as allowed (a new one is refused until one is deleted). */
    selectMeasurementsFull: (state) =>
      state.status === 'loaded' && state.list.length >= state.limit,
  },
});

export const { selectUserMeasurementState, selectMeasurementsFull } =
  userMeasurementSlice.selectors;

injectSlices(userMeasurementSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof userMeasurementSlice> {}
}
