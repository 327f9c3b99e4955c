import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Embroidery, EmbroideryBody, EmbroideryOffer } from '@mise/api-client';
import { logout } from '../../logout.js';
import { createEnvThunk } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

export type UserEmbroideryState = {
  data: Embroidery | null;
  status: Status;
  /**
   * The embroidery option of each product asked about, by product key: null when the product
   * offers none. The same for every shopper, so logout keeps it.
   */
  offers: Record<string, EmbroideryOffer | null>;
};

const initialState: UserEmbroideryState = { data: null, status: 'idle', offers: {} };

/** The member's saved name embroidery (null before one is saved). */
export const fetchEmbroidery = createEnvThunk(
  'userEmbroidery/fetch',
  async (_: void, { extra }) => (await extra.api.embroidery.get()).data,
);

export const saveEmbroidery = createEnvThunk(
  'userEmbroidery/save',
  async (body: EmbroideryBody, { extra }) => (await extra.api.embroidery.save(body)).data,
);

/** A product's name embroidery option (its price as the shop's embroidery service). */
export const fetchEmbroideryOffer = createEnvThunk(
  'userEmbroidery/fetchOffer',
  async (productKey: string, { extra }) => (await extra.api.embroidery.offer(productKey)).data,
);

/** The motorcycle shop's name embroidery of the member; reset on logout like the other sections. */
export const userEmbroiderySlice = createSlice({
  name: 'userEmbroidery',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(logout, (state) => ({ ...initialState, offers: state.offers }))
      .addCase(fetchEmbroidery.pending, (state) => {
        if (state.status !== 'loaded') state.status = 'loading';
      })
      .addCase(fetchEmbroidery.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.data = action.payload;
      })
      .addCase(fetchEmbroidery.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(saveEmbroidery.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.data = action.payload;
      })
      .addCase(fetchEmbroideryOffer.fulfilled, (state, action) => {
        state.offers[action.meta.arg] = action.payload;
      })
      // 404: the product offers no embroidery (any other failure shows no option either).
      .addCase(fetchEmbroideryOffer.rejected, (state, action) => {
        state.offers[action.meta.arg] = null;
      });
  },
  selectors: {
    selectUserEmbroideryState: (state) => state,
    selectEmbroideryOffer: (state, productKey: string) => state.offers[productKey] ?? null,
  },
});

/** A product's embroidery option; null while unknown or when it offers none. */

export const { selectUserEmbroideryState, selectEmbroideryOffer } = userEmbroiderySlice.selectors;

injectSlices(userEmbroiderySlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof userEmbroiderySlice> {}
}
