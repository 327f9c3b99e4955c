import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Fields, Id, PageQuery } from '@mise/api-client';
import { logout } from '../../logout.js';
import { createAppThunk } from '../../thunk.js';
import { keyOf, pagedInitial } from './shared.js';
import type { NewsDetail, NewsItem, PagedList } from './shared.js';
import { injectSlices } from '../../reducer.js';

export const fetchNews = createAppThunk(
  'news/fetchList',
  async (query: (PageQuery & Fields) | undefined, { extra }) => extra.api.site.news(query ?? {}),
);

export const fetchNewsItem = createAppThunk('news/fetchOne', async (key: Id, { extra }) => ({
  key: keyOf(key),
  item: (await extra.api.site.newsItem(key)).data,
}));

/** Marks a news item read for the member (guests have nothing to mark); once per item. */
export const markNewsRead = createAppThunk(
  'news/markRead',
  async (id: Id, { extra }) => {
    await extra.api.site.readNews(id);
    return keyOf(id);
  },
  {
    condition: (id, { getState }) =>
      getState().auth.isLogin && !getState().news.readIds.includes(keyOf(id)),
  },
);

type NewsState = {
  list: PagedList<NewsItem>;
  details: Record<string, NewsDetail>;
  /** Items this member has read during the visit (the API keeps the lasting record). */
  readIds: string[];
};

const newsInitial: NewsState = { list: pagedInitial(), details: {}, readIds: [] };

export const newsSlice = createSlice({
  name: 'news',
  initialState: newsInitial,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchNews.pending, (state) => {
        state.list.status = 'loading';
      })
      .addCase(fetchNews.fulfilled, (state, action) => {
        state.list = { items: action.payload.data, page: action.payload.page, status: 'loaded' };
      })
      .addCase(fetchNews.rejected, (state) => {
        state.list.status = 'failed';
      })
      .addCase(fetchNewsItem.fulfilled, (state, action) => {
        state.details[action.payload.key] = action.payload.item;
      })
      .addCase(markNewsRead.fulfilled, (state, action) => {
        state.readIds.push(action.payload);
      })
      .addCase(logout, (state) => {
        state.readIds = [];
      }),
  selectors: {
    selectNewsList: (state) => state.list,
    selectNewsDetail: (state, key: Id) => state.details[keyOf(key)] ?? null,
    selectIsNewsRead: (state, id: Id) => state.readIds.includes(keyOf(id)),
  },
});

export const { selectNewsList, selectNewsDetail, selectIsNewsRead } = newsSlice.selectors;

injectSlices(newsSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof newsSlice> {}
}
