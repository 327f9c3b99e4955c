import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Fields } from '@mise/api-client';
import { logout } from '../../logout.js';
import { createAppThunk } from '../../thunk.js';
import { keyOf } from './shared.js';
import type { CouponItem, Status } from './shared.js';
import { takeCoupon } from './pages.js';
import { injectSlices } from '../../reducer.js';

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

injectSlices(couponsSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof couponsSlice> {}
}
