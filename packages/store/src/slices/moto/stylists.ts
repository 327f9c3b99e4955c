import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Stylist } from '@mise/api-client';
import { createEnvThunk } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

/** A stylist page's content: loaded, or failed (there is no such stylist, or the call failed). */
type StylistEntry =
  { status: 'loading' } | { status: 'loaded'; data: Stylist } | { status: 'failed' };

export type StylistsState = {
  list: Stylist[];
  listStatus: Status;
  /** By stylist key. */
  details: Record<string, StylistEntry>;
};

const initialState: StylistsState = { list: [], listStatus: 'idle', details: {} };

/** One object for every stylist not asked for yet, so a selector answers the same each time. */
const NOT_ASKED: StylistEntry = { status: 'loading' };

/** The motorcycle shop's stylists, as /stylist lists them. */
export const fetchStylists = createEnvThunk(
  'stylists/fetchList',
  async (_: void, { extra }) => (await extra.api.stylists.list()).data,
);

/** One stylist by key (the detail page's content). */
export const fetchStylist = createEnvThunk(
  'stylists/fetchOne',
  async (key: string, { extra }) => (await extra.api.stylists.get(key)).data,
);

/** The shop's stylists: shop content, not member data, so logout leaves it. */
export const stylistsSlice = createSlice({
  name: 'stylists',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchStylists.pending, (state) => {
        if (state.listStatus !== 'loaded') state.listStatus = 'loading';
      })
      .addCase(fetchStylists.fulfilled, (state, action) => {
        state.listStatus = 'loaded';
        state.list = action.payload;
      })
      .addCase(fetchStylists.rejected, (state) => {
        if (state.listStatus !== 'loaded') state.listStatus = 'failed';
      })
      .addCase(fetchStylist.pending, (state, action) => {
        if (state.details[action.meta.arg]?.status !== 'loaded')
          state.details[action.meta.arg] = { status: 'loading' };
      })
      .addCase(fetchStylist.fulfilled, (state, action) => {
        state.details[action.meta.arg] = { status: 'loaded', data: action.payload };
      })
      .addCase(fetchStylist.rejected, (state, action) => {
        if (state.details[action.meta.arg]?.status !== 'loaded')
          state.details[action.meta.arg] = { status: 'failed' };
      }),
  selectors: {
    selectStylistList: (state) => state.list,
    selectStylistListStatus: (state) => state.listStatus,
    /** A stylist not asked for yet counts as loading (its page asks as it opens). */
    selectStylist: (state, key: string): StylistEntry => state.details[key] ?? NOT_ASKED,
  },
});

export const { selectStylistList, selectStylistListStatus, selectStylist } =
  stylistsSlice.selectors;

injectSlices(stylistsSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof stylistsSlice> {}
}
