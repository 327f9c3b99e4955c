import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Bookmark, Page } from '@mise/api-client';
import { logout } from '../../logout.js';
import { createAppThunk } from '../../thunk.js';
import { injectSlices } from '../../reducer.js';

export type BookmarkState = {
  list: Bookmark[];
  page: Page | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
};

const initialState: BookmarkState = { list: [], page: null, status: 'idle' };

/** The member's bookmarks, one page at a time. */
export const fetchBookmarks = createAppThunk('bookmark/fetch', async (page: number, { extra }) => {
  const result = await extra.api.bookmarks.list({ page });
  return { data: result.data, page: result.page };
});

export const addBookmark = createAppThunk(
  'bookmark/add',
  async (productId: number, { extra }) => await extra.api.bookmarks.add({ product_id: productId }),
);

/** Removes a bookmark: it leaves the list and the total drops by one. */
export const removeBookmark = createAppThunk('bookmark/remove', async (id: number, { extra }) => {
  await extra.api.bookmarks.remove(id);
});

/**
 * Bookmarks are the member's own; spec section 4 does not list them among the sections logout
 * resets, but nothing of one member may stay for the next, so they reset too.
 */
export const bookmarkSlice = createSlice({
  name: 'bookmark',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(logout, () => initialState)
      .addCase(fetchBookmarks.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchBookmarks.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload.data;
        state.page = action.payload.page;
      })
      .addCase(fetchBookmarks.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(removeBookmark.fulfilled, (state, action) => {
        state.list = state.list.filter((item) => item.id !== action.meta.arg);
        if (state.page) state.page.total = Math.max(0, state.page.total - 1);
      }),
  selectors: {
    selectBookmarkState: (state) => state,
  },
});

/** The whole section, for screens that show its list, page and status together. */

export const { selectBookmarkState } = bookmarkSlice.selectors;

injectSlices(bookmarkSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof bookmarkSlice> {}
}
