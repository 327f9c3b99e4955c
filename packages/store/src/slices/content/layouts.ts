import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import { createAppThunk } from '../../thunk.js';
import type { LayoutData } from './shared.js';
import { injectSlices } from '../../reducer.js';

export const fetchLayout = createAppThunk('layouts/fetch', async (page: string, { extra }) => ({
  page,
  layout: (await extra.api.site.layout(page)).data,
}));

type LayoutsState = {
  byPage: Record<string, LayoutData>;
};

const layoutsInitial: LayoutsState = {
  byPage: {},
};

export const layoutsSlice = createSlice({
  name: 'layouts',
  initialState: layoutsInitial,
  reducers: {},
  extraReducers: (builder) =>
    builder.addCase(fetchLayout.fulfilled, (state, action) => {
      state.byPage[action.payload.page] = action.payload.layout;
    }),
  selectors: {
    selectLayout: (state, page: string) => state.byPage[page] ?? null,
  },
});

export const { selectLayout } = layoutsSlice.selectors;

injectSlices(layoutsSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof layoutsSlice> {}
}
