import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { TakeCouponBody } from '@mise/api-client';
import { createAppThunk } from '../../thunk.js';
import { keyOf } from './shared.js';
import type { LandingPageData, StaticPageData, Status } from './shared.js';
import { injectSlices } from '../../reducer.js';

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
    selectLandingSlug: (state) => state.slug,
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

export const { selectLandingPage, selectLandingShell, selectLandingSlug } =
  landingPageSlice.selectors;

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

injectSlices(landingPageSlice, staticPageSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merged into the state's type (state.ts)
  interface StoreSections
    extends WithSlice<typeof landingPageSlice>, WithSlice<typeof staticPageSlice> {}
}
