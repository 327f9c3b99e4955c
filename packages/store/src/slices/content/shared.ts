import type { ApiClient, Id, Page } from '@mise/api-client';

export type Site = ApiClient['site'];
type Answer = (...args: never[]) => Promise<unknown>;
/** What a call answers inside its `data` envelope. */
export type Single<F extends Answer> =
  Awaited<ReturnType<F>> extends { data: infer D } ? D : unknown;
/** One entry of a list call's `data`. */
export type Item<F extends Answer> = Single<F> extends (infer T)[] ? T : never;

export type NewsItem = Item<Site['news']>;
export type NewsDetail = Single<Site['newsItem']>;
export type BlogItem = Item<Site['blogs']>;
export type BlogDetail = Single<Site['blog']>;
export type BannerItem = Item<Site['banners']>;
export type PopupItem = Item<Site['popups']>;
export type QaItem = Item<Site['qas']>;
export type LayoutData = Single<Site['layout']>;
export type LandingPageData = Single<Site['landingPage']>;
export type CouponItem = Item<ApiClient['coupons']['list']>;
export type CataloguesData = Single<Site['catalog']>;
export type CalendarData = Single<Site['businessCalendar']>;
export type StaticPageData = Single<ApiClient['content']['staticPage']>;

export type { LoadStatus as Status } from '../../status.js';
import type { LoadStatus as Status } from '../../status.js';

/** A paged list as the API pages it. */
export type PagedList<T> = { items: T[]; page: Page | null; status: Status };

export const pagedInitial = <T>(): PagedList<T> => ({ items: [], page: null, status: 'idle' });

export const keyOf = (id: Id) => String(id);
