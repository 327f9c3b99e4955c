import { newsSlice } from './news.js';
import { blogsSlice } from './blogs.js';
import { bannersSlice } from './banners.js';
import { popupsSlice } from './popups.js';
import { qasSlice } from './qas.js';
import { layoutsSlice } from './layouts.js';
import { landingPageSlice, staticPageSlice } from './pages.js';
import { couponsSlice } from './coupons.js';
import { cataloguesSlice } from './catalogues.js';

/**
 * The shop's content of spec sections 3 and 4: news, blogs, banners, popups, FAQ, layouts and
 * collections, free areas, landing and static pages, coupons, catalogues and the business-day
 * calendar, one file each. Item types follow the API client's.
 */
export type {
  BannerItem,
  BlogDetail,
  BlogItem,
  CalendarData,
  CataloguesData,
  CouponItem,
  LandingPageData,
  LayoutData,
  NewsDetail,
  NewsItem,
  PagedList,
  PopupItem,
  QaItem,
  StaticPageData,
} from './shared.js';
export * from './news.js';
export * from './blogs.js';
export * from './banners.js';
export * from './popups.js';
export * from './qas.js';
export * from './layouts.js';
export * from './pages.js';
export * from './coupons.js';
export * from './catalogues.js';

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
