import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApiClient, Fields, Id, Page, PageQuery, TakeCouponBody } from '@mise/api-client';
import { COOKIES } from '../env.js';
import { logout } from '../logout.js';
import { createAppThunk } from '../thunk.js';

/**
 * The shop's content of spec sections 3 and 4: news, blogs, banners, popups, FAQ, layouts and
 * collections, free areas, landing and static pages, coupons, catalogues, the business-day
 * calendar and ecommerce events. Item types follow the API client's.
 */

type Site = ApiClient['site'];
type Answer = (...args: never[]) => Promise<unknown>;
/** What a call answers inside its `data` envelope. */
type Single<F extends Answer> = Awaited<ReturnType<F>> extends { data: infer D } ? D : unknown;
/** One entry of a list call's `data`. */
type Item<F extends Answer> = Single<F> extends (infer T)[] ? T : never;

export type NewsItem = Item<Site['news']>;
export type NewsDetail = Single<Site['newsItem']>;
export type BlogItem = Item<Site['blogs']>;
export type BlogDetail = Single<Site['blog']>;
export type BannerItem = Item<Site['banners']>;
export type PopupItem = Item<Site['popups']>;
export type QaItem = Item<Site['qas']>;
export type LayoutData = Single<Site['layout']>;
export type CollectionData = Single<Site['collection']>;
export type LandingPageData = Single<Site['landingPage']>;
export type CouponItem = Item<ApiClient['coupons']['list']>;
export type CataloguesData = Single<Site['catalog']>;
export type CalendarData = Single<Site['businessCalendar']>;
export type FreeAreaItem = Item<ApiClient['content']['freeAreas']>;
export type StaticPageData = Single<ApiClient['content']['staticPage']>;

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

/** A paged list as the API pages it. */
type PagedList<T> = { items: T[]; page: Page | null; status: Status };

const pagedInitial = <T>(): PagedList<T> => ({ items: [], page: null, status: 'idle' });

const keyOf = (id: Id) => String(id);

// News -----------------------------------------------------------------------------------------

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

// Blogs ----------------------------------------------------------------------------------------

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

// Banners --------------------------------------------------------------------------------------

/** The shown banners of some areas, kept by area (an area without banners holds []). */
export const fetchBanners = createAppThunk(
  'banners/fetch',
  async (areas: readonly string[], { extra }) => {
    const { data } = await extra.api.site.banners(areas);
    return Object.fromEntries(
      areas.map((area) => [area, data.filter((banner) => banner.area === area)]),
    );
  },
);

/**
 * A downloadable banner (is_downloadable) as its file, handed to `save` with the name the API
 * suggests (the store keeps no Blob).
 */
export const downloadBanner = createAppThunk(
  'banners/download',
  async ({ id, save }: { id: number; save: (blob: Blob, filename: string) => void }, { extra }) => {
    const file = await extra.api.site.downloadBanner(id);
    save(file.blob, file.filename);
    return file.filename;
  },
);

const NO_BANNERS: BannerItem[] = [];

type BannersState = { byArea: Record<string, BannerItem[]> };

const bannersInitial: BannersState = { byArea: {} };

export const bannersSlice = createSlice({
  name: 'banners',
  initialState: bannersInitial,
  reducers: {},
  extraReducers: (builder) =>
    builder.addCase(fetchBanners.fulfilled, (state, action) => {
      Object.assign(state.byArea, action.payload);
    }),
  selectors: {
    selectBanners: (state, area: string) => state.byArea[area] ?? NO_BANNERS,
    selectHasBanners: (state, area: string) => area in state.byArea,
  },
});

export const { selectBanners, selectHasBanners } = bannersSlice.selectors;

// Popups ---------------------------------------------------------------------------------------

/**
 * Spec section 4: popups are fetched once while the list is empty; again only when that fetch
 * failed (a route change cancels what is pending).
 */
export const fetchPopups = createAppThunk(
  'popups/fetchList',
  async (_: void, { extra }) => (await extra.api.site.popups()).data,
  {
    condition: (_, { getState }) => {
      const { items, status } = getState().popups;
      return items.length === 0 && (status === 'idle' || status === 'failed');
    },
  },
);

export const fetchPopup = createAppThunk(
  'popups/fetchOne',
  async (id: Id, { extra }) => (await extra.api.site.popup(id)).data,
);

export type EcommerceEventInput = {
  name: string;
  args?: Record<string, unknown>;
  logrecoRcmdCt?: string | null;
};

/**
 * Records a shop event (name, args as JSON, the cart token from its cookie, the
 * recommendation code); a popup in the answer is shown (spec section 7).
 */
export const postEcommerceEvent = createAppThunk(
  'ecommerceEvents/post',
  async ({ name, args = {}, logrecoRcmdCt }: EcommerceEventInput, { extra }) =>
    (
      await extra.api.ecommerceEvents.post({
        name,
        args: JSON.stringify(args),
        cart_token: extra.cookies.get(COOKIES.cartToken) ?? null,
        logreco_rcmd_ct: logrecoRcmdCt ?? null,
      })
    ).data,
);

type PopupsState = { items: PopupItem[]; status: Status; shown: PopupItem | null };

const popupsInitial: PopupsState = { items: [], status: 'idle', shown: null };

export const popupsSlice = createSlice({
  name: 'popups',
  initialState: popupsInitial,
  reducers: {
    popupShown(state, action: PayloadAction<PopupItem>) {
      state.shown = action.payload;
    },
    popupClosed(state) {
      state.shown = null;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(fetchPopups.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchPopups.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.items = action.payload;
      })
      .addCase(fetchPopups.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(fetchPopup.fulfilled, (state, action) => {
        const at = state.items.findIndex((item) => item.id === action.payload.id);
        if (at === -1) state.items.push(action.payload);
        else state.items[at] = action.payload;
      })
      .addCase(postEcommerceEvent.fulfilled, (state, action) => {
        if (action.payload.popup) state.shown = action.payload.popup;
      }),
  selectors: {
    selectPopups: (state) => state.items,
    selectPopupsStatus: (state) => state.status,
    selectPopup: (state, id: Id) =>
      state.items.find((item) => keyOf(item.id) === keyOf(id)) ?? null,
    selectShownPopup: (state) => state.shown,
  },
});

export const { popupShown, popupClosed } = popupsSlice.actions;
export const { selectPopups, selectPopupsStatus, selectPopup, selectShownPopup } =
  popupsSlice.selectors;

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * The popups that open when a visitor loads `path`: trigger page_load, on that path (with or
 * without its trailing slash) or on every page (no page_path).
 */
export const selectPageLoadPopups = createSelector(
  [selectPopups, (_state: unknown, path: string) => withoutTrailingSlash(path)],
  (items, path) =>
    items.filter(
      (popup) =>
        popup.trigger === 'page_load' &&
        (popup.page_path === null || withoutTrailingSlash(popup.page_path) === path),
    ),
);

// FAQ ------------------------------------------------------------------------------------------

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

// Layouts, collections, free areas -------------------------------------------------------------

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

// Landing and static pages ---------------------------------------------------------------------

/** A landing page; `redirect` is where the browser must go instead (x-redirect, spec section 4). */
export const fetchLandingPage = createAppThunk(
  'landingPage/fetch',
  async (slug: string, { extra }) => {
    const { data, redirect } = await extra.api.site.landingPage(slug);
    return { slug, data, redirect };
  },
);

/** The member takes a coupon; page 'lp' when taken on a landing page (spec section 3). */
export const takeCoupon = createAppThunk(
  'coupons/take',
  async (body: TakeCouponBody, { extra }) => {
    await extra.api.coupons.take(body);
    return body;
  },
);

/** The coupons of a landing page's first layout block (spec section 4), if it lists any. */
function firstBlockCoupons(layout: LandingPageData['layout']) {
  const first = layout[0];
  return first?.type === 'coupons' ? first.coupons : [];
}

type LandingPageState = {
  slug: string | null;
  data: LandingPageData | null;
  redirect: string | null;
  status: Status;
};

const landingInitial: LandingPageState = {
  slug: null,
  data: null,
  redirect: null,
  status: 'idle',
};

export const landingPageSlice = createSlice({
  name: 'landingPage',
  initialState: landingInitial,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchLandingPage.pending, (state, action) => {
        state.slug = action.meta.arg;
        state.status = 'loading';
      })
      .addCase(fetchLandingPage.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.data = action.payload.data;
        state.redirect = action.payload.redirect;
      })
      .addCase(fetchLandingPage.rejected, (state) => {
        state.status = 'failed';
        state.data = null;
        state.redirect = null;
      })
      .addCase(takeCoupon.fulfilled, (state, action) => {
        if (action.payload.page !== 'lp' || !state.data) return;
        for (const coupon of firstBlockCoupons(state.data.layout)) {
          if (keyOf(coupon.id) === keyOf(action.payload.coupon_id)) coupon.is_taken = true;
        }
      }),
  selectors: {
    selectLandingPage: (state) => state.data,
    /** Whether the shop's header and footer stay on this landing page (shown unless it says no). */
    selectLandingShell: createSelector(
      [(state: LandingPageState) => state.data?.extend],
      (extend) => ({
        header: extend?.is_show_header !== false,
        footer: extend?.is_show_footer !== false,
      }),
    ),
  },
});

export const { selectLandingPage, selectLandingShell } = landingPageSlice.selectors;

export const fetchStaticPage = createAppThunk(
  'staticPage/fetch',
  async (url: string, { extra }) => ({
    url,
    data: (await extra.api.content.staticPage(url)).data,
  }),
);

type StaticPageState = { url: string | null; data: StaticPageData | null };

const staticPageInitial: StaticPageState = { url: null, data: null };

export const staticPageSlice = createSlice({
  name: 'staticPage',
  initialState: staticPageInitial,
  reducers: {
    /** Spec section 4: clears the page only when it is the one at `url`. */
    staticPageReset(state, action: PayloadAction<string>) {
      if (state.url === action.payload) {
        state.url = null;
        state.data = null;
      }
    },
  },
  extraReducers: (builder) =>
    builder.addCase(fetchStaticPage.fulfilled, (state, action) => {
      state.url = action.payload.url;
      state.data = action.payload.data;
    }),
  selectors: {
    selectStaticPage: (state) => state.data,
    selectStaticPageUrl: (state) => state.url,
  },
});

export const { staticPageReset } = staticPageSlice.actions;
export const { selectStaticPage, selectStaticPageUrl } = staticPageSlice.selectors;

// Coupons --------------------------------------------------------------------------------------

/** The shop's coupons (GET /v1/coupons); is_taken is the logged-in member's. */
export const fetchCoupons = createAppThunk(
  'coupons/fetchList',
  async (query: Fields | undefined, { extra }) => (await extra.api.coupons.list(query ?? {})).data,
);

type CouponsState = { items: CouponItem[]; status: Status };

const couponsInitial: CouponsState = { items: [], status: 'idle' };

export const couponsSlice = createSlice({
  name: 'coupons',
  initialState: couponsInitial,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchCoupons.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchCoupons.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.items = action.payload;
      })
      .addCase(fetchCoupons.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(takeCoupon.fulfilled, (state, action) => {
        const coupon = state.items.find(
          (item) => keyOf(item.id) === keyOf(action.payload.coupon_id),
        );
        if (coupon) coupon.is_taken = true;
      })
      // Which coupons are taken belongs to the member who logged out.
      .addCase(logout, () => couponsInitial),
  selectors: {
    selectCoupons: (state) => state.items,
    selectCouponsStatus: (state) => state.status,
  },
});

export const { selectCoupons, selectCouponsStatus } = couponsSlice.selectors;

// Catalogues (digital and printed) and the business-day calendar -----------------------------------------------------

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

/** Every content section, for the store's root reducer. */
export const CONTENT_SLICES = [
  newsSlice,
  blogsSlice,
  bannersSlice,
  popupsSlice,
  qasSlice,
  layoutsSlice,
  landingPageSlice,
  staticPageSlice,
  couponsSlice,
  cataloguesSlice,
] as const;
