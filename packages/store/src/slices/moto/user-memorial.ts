import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Memorial, MemorialBody, Page } from '@mise/api-client';
import { logout } from '../../logout.js';
import { createEnvThunk } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

export type UserMemorialState = {
  list: Memorial[];
  page: Page | null;
  /** x-limit: how many memorials the member may keep (spec section 9: 1 before the first load). */
  limit: number;
  status: Status;
  /** The memorial of the edit form: the one asked for (its id) and where its answer is. */
  current: Memorial | null;
  currentId: number | null;
  currentStatus: Status;
};

const initialState: UserMemorialState = {
  list: [],
  page: null,
  limit: 1,
  status: 'idle',
  current: null,
  currentId: null,
  currentStatus: 'idle',
};

/** The member's memorial days by month and day, and how many may be kept. */
export const fetchUserMemorials = createEnvThunk('userMemorial/fetch', async (_: void, { extra }) =>
  // Every memorial on one page: the limit is small, and the list shows them all.
  extra.api.memorials.list({ per: 100 }),
);

/** One memorial for the edit form (another member's answers 404). */
export const fetchUserMemorial = createEnvThunk(
  'userMemorial/fetchOne',
  async (id: number, { extra }) => (await extra.api.memorials.get(id)).data,
);

export const createUserMemorial = createEnvThunk(
  'userMemorial/create',
  async (body: MemorialBody, { dispatch, extra }) => {
    const { data } = await extra.api.memorials.create(body);
    await dispatch(fetchUserMemorials());
    return data;
  },
);

export const updateUserMemorial = createEnvThunk(
  'userMemorial/update',
  async ({ id, body }: { id: number; body: MemorialBody }, { dispatch, extra }) => {
    const { data } = await extra.api.memorials.update(id, body);
    // The list is ordered by day: a changed day moves the memorial.
    await dispatch(fetchUserMemorials());
    return data;
  },
);

export const removeUserMemorial = createEnvThunk(
  'userMemorial/remove',
  async (id: number, { extra }) => {
    await extra.api.memorials.remove(id);
    return id;
  },
);

export const userMemorialSlice = createSlice({
  name: 'userMemorial',
  initialState,
  reducers: {},
  // A block body: see user-card.ts (expression bodies overflowed tsc's stack).
  extraReducers: (builder) => {
    builder
      .addCase(logout, () => initialState)
      .addCase(fetchUserMemorials.pending, (state) => {
        if (state.status !== 'loaded') state.status = 'loading';
      })
      .addCase(fetchUserMemorials.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload.data;
        state.page = action.payload.page;
        state.limit = action.payload.page.limit ?? state.limit;
      })
      .addCase(fetchUserMemorials.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(fetchUserMemorial.pending, (state, action) => {
        if (state.currentId !== action.meta.arg) state.current = null;
        state.currentId = action.meta.arg;
        state.currentStatus = 'loading';
      })
      .addCase(fetchUserMemorial.fulfilled, (state, action) => {
        if (state.currentId !== action.meta.arg) return;
        state.current = action.payload;
        state.currentStatus = 'loaded';
      })
      .addCase(fetchUserMemorial.rejected, (state, action) => {
        if (state.currentId === action.meta.arg) state.currentStatus = 'failed';
      })
      .addCase(removeUserMemorial.fulfilled, (state, action) => {
        state.list = state.list.filter((memorial) => memorial.id !== action.payload);
        if (state.page) state.page.total = Math.max(0, state.page.total - 1);
      });
  },
  selectors: {
    selectUserMemorialState: (state) => state,
    /** Whether the member already keeps as many memorials as allowed (add is refused then). */
    selectUserMemorialsFull: (state) =>
      state.status === 'loaded' && state.list.length >= state.limit,
  },
});

export const { selectUserMemorialState, selectUserMemorialsFull } = userMemorialSlice.selectors;

injectSlices(userMemorialSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof userMemorialSlice> {}
}
