import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Fields } from '@mise/api-client';
import { createAppThunk } from '../../thunk.js';
import type { QaItem, Status } from './shared.js';
import { injectSlices } from '../../reducer.js';

export const fetchQas = createAppThunk(
  'qas/fetch',
  async (query: Fields | undefined, { extra }) => (await extra.api.site.qas(query ?? {})).data,
);

export type QaGroup = { category: string; items: QaItem[] };

export const qasSlice = createSlice({
  name: 'qas',
  initialState: { items: [] as QaItem[], status: 'idle' as Status },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchQas.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchQas.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.items = action.payload;
      })
      .addCase(fetchQas.rejected, (state) => {
        state.status = 'failed';
      }),
  selectors: {
    /** Spec section 3: the flat list grouped by category, in the order categories first appear. */
    selectQaGroups: createSelector([(state: { items: QaItem[] }) => state.items], (items) => {
      const groups = new Map<string, QaItem[]>();
      for (const item of items) {
        const name = item.category.name;
        groups.set(name, [...(groups.get(name) ?? []), item]);
      }
      return [...groups].map(([category, list]): QaGroup => ({ category, items: list }));
    }),
    selectQasStatus: (state) => state.status,
  },
});

export const { selectQaGroups, selectQasStatus } = qasSlice.selectors;

injectSlices(qasSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof qasSlice> {}
}
