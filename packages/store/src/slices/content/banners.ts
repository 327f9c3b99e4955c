import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import { createAppThunk } from '../../thunk.js';
import type { BannerItem } from './shared.js';
import { injectSlices } from '../../reducer.js';

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

injectSlices(bannersSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof bannersSlice> {}
}
