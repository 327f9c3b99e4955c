import type { AxiosResponse } from 'axios';
import type { HttpClient } from '../client.js';
import { callPending, callPendingPaged, download, fillPath } from '../request.js';
import type { Download } from '../request.js';
import { formWithFile, headerOf } from './common.js';
import type { Fields, Id, Json, List, PageQuery, Single } from './common.js';

/** A landing page (spec section 3): the header and footer may be hidden per page. */
export type LandingPage = {
  slug: string;
  extend: { is_show_header: boolean; is_show_footer: boolean } & Json;
  layout: unknown;
} & Json;

/**
 * A landing page and, when the API answers an x-redirect header, where the browser must go
 * instead (spec section 4).
 */
export type LandingPageResult = Single<LandingPage> & { redirect: string | null };

export type Banner = { area: string; is_show: boolean | number } & Json;
export type Popup = { id: Id } & Json;
export type Qa = { category: unknown } & Json;
export type CategoryTable = 'products' | 'inquiries';
export type CalendarRange = { startDate: string; endDate: string };

/**
 * Spec section 7, "Base and content" beyond the shop base of content.ts: layouts, collections,
 * news, blogs, tags, makers, banners, popups, FAQ, landing pages, calendar, categories, brands
 * and address lookup.
 */
export function siteApi(http: HttpClient) {
  return {
    fileContents: (url: string) =>
      callPending<Json>(http, 'get', '/v1/files-contents', { query: { url } }),
    /** Multipart: the file plus the folder it goes to. */
    uploadFile: (file: Blob, dir: string, filename?: string) =>
      callPending<Json>(http, 'post', '/v1/upload-files', {
        body: formWithFile(file, { dir }, filename),
      }),
    frontLayout: (id: Id) =>
      callPending<Json>(http, 'get', '/v1/pages/front/layout/{id}', { params: { id } }),
    catalog: (query: Fields = {}) => callPending<Json>(http, 'get', '/v1/catalog', { query }),
    layout: (page: string) =>
      callPending<Json>(http, 'get', '/v1/layouts/{page}', { params: { page } }),
    collection: (alias: string, query: Fields = {}) =>
      callPending<Json>(http, 'get', '/v1/collections/{alias}', { params: { alias }, query }),
    /** The single-item page template reads one entry of a collection (max_page_size=1). */
    collectionItem: (alias: string, query: Fields = {}) =>
      callPending<Json>(http, 'get', '/v1/collections/{alias}', {
        params: { alias },
        query: { ...query, max_page_size: 1 },
      }),
    news: (query: PageQuery & Fields = {}) => callPendingPaged<Json>(http, '/v1/news', { query }),
    newsItem: (id: Id) => callPending<Json>(http, 'get', '/v1/news/{id}', { params: { id } }),
    /** Marks a news item as read. */
    readNews: (readableId: Id) =>
      callPending<Json>(http, 'post', '/v1/news/readables', { body: { readable_id: readableId } }),
    blogs: (query: PageQuery & Fields = {}) => callPendingPaged<Json>(http, '/v1/blogs', { query }),
    blog: (id: Id) => callPending<Json>(http, 'get', '/v1/blogs/{id}', { params: { id } }),
    tags: (query: Fields = {}) => callPending<Json>(http, 'get', '/v1/tags', { query }),
    tagPassword: (body: Fields) => callPending<Json>(http, 'post', '/v1/tags/password', { body }),
    /** Every maker at once (per=all); makersPage for one page. */
    makers: () => callPending<List<Json>>(http, 'get', '/v1/makers', { query: { per: 'all' } }),
    makersPage: (query: PageQuery & Fields = {}) =>
      callPendingPaged<Json>(http, '/v1/makers', { query }),
    maker: (id: Id) => callPending<Json>(http, 'get', '/v1/makers/{id}', { params: { id } }),
    /** The shown banners (is_show=1) of the given areas. */
    banners: (area: string | readonly string[]) =>
      callPending<List<Banner>>(http, 'get', '/v1/banners', { query: { area, is_show: 1 } }),
    downloadBanner: (id: Id): Promise<Download> =>
      download(http, 'get', '/v1/banners/{id}/download', { params: { id } }),
    popups: () => callPending<List<Popup>>(http, 'get', '/v1/popups'),
    popup: (id: Id) =>
      callPending<Single<Popup>>(http, 'get', '/v1/popups/{id}', { params: { id } }),
    /** A flat list; the FAQ page groups it by category. */
    qas: (query: Fields = {}) => callPending<List<Qa>>(http, 'get', '/v1/qas', { query }),
    qaCategories: () => callPending<Json>(http, 'get', '/v1/qa-categories'),
    landingPages: (query: Fields = {}) => callPending<Json>(http, 'get', '/v1/lp', { query }),
    /** Not callPending: the x-redirect header is part of the answer. */
    landingPage: async (slug: string): Promise<LandingPageResult> => {
      const response: AxiosResponse<Single<LandingPage>> = await http.get(
        fillPath('/v1/lp/{slug}', { slug }),
      );
      return { ...response.data, redirect: headerOf(response, 'x-redirect') };
    },
    businessCalendar: (range: CalendarRange) =>
      callPending<Json>(http, 'get', '/v1/business-dates/monthly/calendar/front', { query: range }),
    categoryHierarchy: (table: CategoryTable) =>
      callPending<Json>(http, 'get', '/v1/categories/hierarchy', { query: { table } }),
    /** Brands are fetched all at once (spec section 9). */
    brands: () => callPending<List<Json>>(http, 'get', '/v1/brands', { query: { per: 'all' } }),
    postalCode: (code: string) =>
      callPending<Json>(http, 'get', '/v1/postal-code', { query: { code } }),
    prefectures: () => callPending<Json>(http, 'get', '/v1/postal-codes/prefectures'),
  };
}
