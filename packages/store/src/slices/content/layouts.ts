import { createSlice } from '@reduxjs/toolkit';
import type { Fields } from '@mise/api-client';
import { createAppThunk } from '../../thunk.js';
import type { CollectionData, FreeAreaItem, LayoutData, Status } from './shared.js';

export const fetchLayout = createAppThunk('layouts/fetch', async (page: string, { extra }) => ({
  page,
  layout: (await extra.api.site.layout(page)).data,
}));

export const fetchCollection = createAppThunk(
  'collections/fetch',
  async ({ alias, query = {} }: { alias: string; query?: Fields }, { extra }) => ({
    alias,
    collection: (await extra.api.site.collection(alias, query)).data,
  }),
);

/** Every free area at once (per=all), kept by code. */
export const fetchFreeAreas = createAppThunk(
  'freeAreas/fetch',
  async (_: void, { extra }) => (await extra.api.content.freeAreas()).data,
  { condition: (_, { getState }) => getState().layouts.freeAreasStatus === 'idle' },
);

type LayoutsState = {
  byPage: Record<string, LayoutData>;
  collections: Record<string, CollectionData>;
  freeAreas: Record<string, FreeAreaItem>;
  freeAreasStatus: Status;
};

const layoutsInitial: LayoutsState = {
  byPage: {},
  collections: {},
  freeAreas: {},
  freeAreasStatus: 'idle',
};

export const layoutsSlice = createSlice({
  name: 'layouts',
  initialState: layoutsInitial,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchLayout.fulfilled, (state, action) => {
        state.byPage[action.payload.page] = action.payload.layout;
      })
      .addCase(fetchCollection.fulfilled, (state, action) => {
        state.collections[action.payload.alias] = action.payload.collection;
      })
      .addCase(fetchFreeAreas.pending, (state) => {
        state.freeAreasStatus = 'loading';
      })
      .addCase(fetchFreeAreas.fulfilled, (state, action) => {
        state.freeAreasStatus = 'loaded';
        state.freeAreas = Object.fromEntries(action.payload.map((area) => [area.code, area]));
      })
      .addCase(fetchFreeAreas.rejected, (state) => {
        state.freeAreasStatus = 'failed';
      }),
  selectors: {
    selectLayout: (state, page: string) => state.byPage[page] ?? null,
    selectCollection: (state, alias: string) => state.collections[alias] ?? null,
    selectFreeArea: (state, code: string) => state.freeAreas[code] ?? null,
  },
});

export const { selectLayout, selectCollection, selectFreeArea } = layoutsSlice.selectors;
