import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Product, Vehicle, VehicleMaker } from '@mise/api-client';
import { createEnvThunk } from '../../thunk.js';
import { injectSlices } from '../../reducer.js';

export type CatalogVehicle = Vehicle;
export type CatalogVehicleMaker = VehicleMaker;

/** How many products the header search suggests while the shopper types. */
export const SUGGESTED_PRODUCTS = 5;

/** The products matching what is typed in the header search (the list's own keyword search). */
export const fetchSearchSuggestions = createEnvThunk(
  'searchSuggestions/fetch',
  async (word: string, { extra }) => {
    const result = await extra.api.products.list({ keyword: word, per: SUGGESTED_PRODUCTS });
    return result.data;
  },
);

type SuggestionsState = {
  /** The word the products answer (what was typed when they were asked for). */
  word: string;
  products: Product[];
  /** The request whose answer is wanted: an older, slower answer never replaces a newer one. */
  requestId: string | null;
};

export const searchSuggestionsSlice = createSlice({
  name: 'searchSuggestions',
  initialState: (): SuggestionsState => ({ word: '', products: [], requestId: null }),
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchSearchSuggestions.pending, (state, action) => {
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchSearchSuggestions.fulfilled, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.word = action.meta.arg;
        state.products = action.payload;
        state.requestId = null;
      })
      .addCase(fetchSearchSuggestions.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        // Suggestions are a help, never in the way: a failure shows none.
        state.word = action.meta.arg;
        state.products = [];
        state.requestId = null;
      }),
  selectors: {
    selectSuggestedProducts: (state) => state,
  },
});

export const { selectSuggestedProducts } = searchSuggestionsSlice.selectors;

/** The makers of 車種から探す, once. */
export const fetchVehicleMakers = createEnvThunk(
  'vehicles/fetchMakers',
  async (_: void, { extra }) => (await extra.api.vehicles.makers()).data,
  {
    condition: (_, { getState }) =>
      (getState() as { vehicles: VehiclesState }).vehicles.makersStatus === 'idle',
  },
);

/** A maker's vehicles (models with their years), once per maker. */
export const fetchVehicles = createEnvThunk(
  'vehicles/fetchModels',
  async (maker: string, { extra }) => (await extra.api.vehicles.list(maker)).data,
  {
    condition: (maker, { getState }) =>
      !(maker in (getState() as { vehicles: VehiclesState }).vehicles.byMaker),
  },
);

type VehiclesState = {
  makers: VehicleMaker[];
  makersStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Vehicles by maker key. */
  byMaker: Record<string, Vehicle[]>;
};

export const vehiclesSlice = createSlice({
  name: 'vehicles',
  initialState: (): VehiclesState => ({ makers: [], makersStatus: 'idle', byMaker: {} }),
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchVehicleMakers.pending, (state) => {
        state.makersStatus = 'loading';
      })
      .addCase(fetchVehicleMakers.fulfilled, (state, action) => {
        state.makersStatus = 'loaded';
        state.makers = action.payload;
      })
      .addCase(fetchVehicleMakers.rejected, (state, action) => {
        if (!action.meta.condition) state.makersStatus = 'failed';
      })
      .addCase(fetchVehicles.fulfilled, (state, action) => {
        state.byMaker[action.meta.arg] = action.payload;
      }),
  selectors: {
    selectVehicleMakers: (state) => state.makers,
    selectVehiclesByMaker: (state) => state.byMaker,
  },
});

export const { selectVehicleMakers, selectVehiclesByMaker } = vehiclesSlice.selectors;

injectSlices(searchSuggestionsSlice, vehiclesSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merged into the state's type (state.ts)
  interface StoreSections
    extends WithSlice<typeof searchSuggestionsSlice>, WithSlice<typeof vehiclesSlice> {}
}
