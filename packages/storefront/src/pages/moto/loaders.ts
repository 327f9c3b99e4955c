import {
  fetchEmbroidery,
  fetchMeasurements,
  fetchStylist,
  fetchStylists,
  fetchUserMemorial,
  fetchUserMemorials,
} from '@mise/store';
import type { PageLoader } from '../../kit/index.js';
import { memberLoader } from '../../kit/index.js';
import { memorialIdOf } from './memorials/memorial-id.js';

const measurements = memberLoader(async (ctx) => {
  await ctx.store.dispatch(fetchMeasurements('body'));
});
const memorials = memberLoader(async (ctx) => {
  await ctx.store.dispatch(fetchUserMemorials());
});
const embroidery = memberLoader(async (ctx) => {
  await ctx.store.dispatch(fetchEmbroidery());
});

/**
 * Data of the motorcycle shop's my pages, so the server paints them: each list and its form
 * read the same data (the form starts from it, or says the list is full). A failed call is the
 * page's to show (読み込めませんでした; the memorial form's 記念日が見つかりませんでした).
 */
export const MOTO_LOADERS: Record<string, PageLoader> = {
  mypageMeasurement: measurements,
  mypageMeasurementEdit: measurements,
  mypageMemorial: memorials,
  mypageMemorialAdd: memorials,
  mypageMemorialEdit: memberLoader(async (ctx, { params }) => {
    const id = memorialIdOf(params.key ?? '');
    if (id !== null) await ctx.store.dispatch(fetchUserMemorial(id));
  }),
  mypageNameEmbroidery: embroidery,
  mypageNameEmbroideryEdit: embroidery,
  // The stylists are shared pages: what anyone sees, painted by the server. A stylist the shop
  // does not have is the detail page's own message, as before.
  stylistList: async ({ store }) => {
    await store.dispatch(fetchStylists());
    return null;
  },
  stylistDetail: async ({ store }, { params }) => {
    await store.dispatch(fetchStylist(params.key ?? ''));
    return null;
  },
};
