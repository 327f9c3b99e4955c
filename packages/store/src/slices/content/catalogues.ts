import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Fields } from '@mise/api-client';
import { createAppThunk } from '../../thunk.js';
import type { CalendarData, CataloguesData, Status } from './shared.js';
import { injectSlices } from '../../reducer.js';

export const fetchCatalogues = createAppThunk(
  'catalogues/fetch',
  async (query: Fields | undefined, { extra }) => (await extra.api.site.catalog(query ?? {})).data,
);

export const fetchBusinessCalendar = createAppThunk(
  'businessCalendar/fetch',
  async (range: { startDate: string; endDate: string }, { extra }) => ({
    range,
    data: (await extra.api.site.businessCalendar(range)).data,
  }),
);

type CataloguesState = {
  catalogues: CataloguesData | null;
  status: Status;
  calendar: CalendarData | null;
  calendarRange: { startDate: string; endDate: string } | null;
};

const cataloguesInitial: CataloguesState = {
  catalogues: null,
  status: 'idle',
  calendar: null,
  calendarRange: null,
};

export const cataloguesSlice = createSlice({
  name: 'catalogues',
  initialState: cataloguesInitial,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchCatalogues.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchCatalogues.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.catalogues = action.payload;
      })
      .addCase(fetchCatalogues.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(fetchBusinessCalendar.fulfilled, (state, action) => {
        state.calendar = action.payload.data;
        state.calendarRange = action.payload.range;
      }),
  selectors: {
    selectCatalogues: (state) => state.catalogues,
    selectCataloguesStatus: (state) => state.status,
    selectBusinessCalendar: (state) => state.calendar,
  },
});

export const { selectCatalogues, selectCataloguesStatus, selectBusinessCalendar } =
  cataloguesSlice.selectors;

injectSlices(cataloguesSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof cataloguesSlice> {}
}
