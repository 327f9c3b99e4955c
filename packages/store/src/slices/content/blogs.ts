import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Fields, Id, PageQuery } from '@mise/api-client';
import { createAppThunk } from '../../thunk.js';
import { keyOf, pagedInitial } from './shared.js';
import type { BlogDetail, BlogItem, PagedList } from './shared.js';
import { injectSlices } from '../../reducer.js';

export const fetchBlogs = createAppThunk(
  'blogs/fetchList',
  async (query: (PageQuery & Fields) | undefined, { extra }) => extra.api.site.blogs(query ?? {}),
);

export const fetchBlog = createAppThunk('blogs/fetchOne', async (key: Id, { extra }) => ({
  key: keyOf(key),
  item: (await extra.api.site.blog(key)).data,
}));

type BlogsState = { list: PagedList<BlogItem>; details: Record<string, BlogDetail> };

const blogsInitial: BlogsState = { list: pagedInitial(), details: {} };

export const blogsSlice = createSlice({
  name: 'blogs',
  initialState: blogsInitial,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchBlogs.pending, (state) => {
        state.list.status = 'loading';
      })
      .addCase(fetchBlogs.fulfilled, (state, action) => {
        state.list = { items: action.payload.data, page: action.payload.page, status: 'loaded' };
      })
      .addCase(fetchBlogs.rejected, (state) => {
        state.list.status = 'failed';
      })
      .addCase(fetchBlog.fulfilled, (state, action) => {
        state.details[action.payload.key] = action.payload.item;
      }),
  selectors: {
    selectBlogList: (state) => state.list,
    selectBlogDetail: (state, key: Id) => state.details[keyOf(key)] ?? null,
  },
});

export const { selectBlogList, selectBlogDetail } = blogsSlice.selectors;

injectSlices(blogsSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof blogsSlice> {}
}
