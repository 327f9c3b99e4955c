import type { AxiosResponse } from 'axios';
import type { HttpClient } from '../../client.js';
import { call, callPaged, download, fillPath } from '../../request.js';
import type { Download } from '../../request.js';
import type { ListItem, RequestBody, ResponseBody } from '../../types.js';
import { formWithFile, headerOf } from '../common.js';
import type { Fields, Id, PageQuery } from '../common.js';

/** A landing page (spec section 3): the header and footer may be hidden per page. */
export type LandingPage = ResponseBody<'/v1/lp/{slug}', 'get'>['data'];
export type LandingPageSummary = ListItem<'/v1/lp'>;

/**
 * A landing page and, when the API answers an x-redirect header, where the browser must go
 * instead (spec section 4).
 */
export type LandingPageResult = ResponseBody<'/v1/lp/{slug}', 'get'> & { redirect: string | null };

/** A page layout (the top page of each theme is composed from one). */
export type PageLayout = ResponseBody<'/v1/layouts/{page}', 'get'>['data'];
/** One block of a page layout or landing page (hero, banners, products, coupons, ...). */
export type LayoutBlock = PageLayout['blocks'][number];
export type Collection = ResponseBody<'/v1/collections/{alias}', 'get'>['data'];
export type Catalog = ListItem<'/v1/catalog'>;
export type NewsItem = ListItem<'/v1/news'>;
export type BlogListItem = ListItem<'/v1/blogs'>;
export type Blog = ResponseBody<'/v1/blogs/{id}', 'get'>['data'];
export type Banner = ListItem<'/v1/banners'>;
export type Popup = ListItem<'/v1/popups'>;
export type Qa = ListItem<'/v1/qas'>;
export type QaCategory = ListItem<'/v1/qa-categories'>;
export type UploadedFile = ResponseBody<'/v1/upload-files', 'post'>['data'];
export type FileContents = ResponseBody<'/v1/files-contents', 'get'>['data'];
export type BusinessCalendarMonth = ListItem<'/v1/business-dates/monthly/calendar/front'>;
export type BusinessDay = BusinessCalendarMonth['dates'][number];
export type PostalAddress = ListItem<'/v1/postal-code'>;
export type Prefecture = ListItem<'/v1/postal-codes/prefectures'>;
export type CategoryTable = 'products' | 'inquiries';
export type CategoryNode = ListItem<'/v1/categories/hierarchy'>;
export type Brand = ListItem<'/v1/brands'>;
export type Maker = ListItem<'/v1/makers'>;
export type Tag = ListItem<'/v1/tags'>;
export type TagPasswordBody = RequestBody<'/v1/tags/password', 'post'>;
export type CalendarRange = { startDate: string; endDate: string };
/** Filters of the news and blog lists. */
export type ArticleQuery = PageQuery & { category?: string; keyword?: string; tag?: string };

/**
 * Spec section 7, "Base and content" beyond the shop base of content.ts: layouts, collections,
 * news, blogs, tags, makers, banners, popups, FAQ, landing pages, calendar, categories, brands
 * and address lookup.
 */
export function siteApi(http: HttpClient) {
  return {
    /** The content of an uploaded file by its URL (text as UTF-8, other files base64). */
    fileContents: (url: string) => call(http, 'get', '/v1/files-contents', { query: { url } }),
    /** Multipart: the file plus the folder it goes to. */
    uploadFile: async (file: Blob, dir: string, filename?: string) => {
      const response: AxiosResponse<ResponseBody<'/v1/upload-files', 'post'>> = await http.request({
        method: 'post',
        url: '/v1/upload-files',
        data: formWithFile(file, { dir }, filename),
      });
      return response.data;
    },
    frontLayout: (id: Id) => call(http, 'get', '/v1/pages/front/layout/{id}', { params: { id } }),
    /** Printed catalogues with cover and flip-book pages. */
    catalog: (query: Fields = {}) => call(http, 'get', '/v1/catalog', { query }),
    layout: (page: string) => call(http, 'get', '/v1/layouts/{page}', { params: { page } }),
    /** A collection with one page of its products (paging in x-* headers). */
    collection: (alias: string, query: PageQuery & Fields = {}) =>
      call(http, 'get', '/v1/collections/{alias}', { params: { alias }, query }),
    /** The single-item page template reads one entry of a collection (max_page_size=1). */
    collectionItem: (alias: string, query: Fields = {}) =>
      call(http, 'get', '/v1/collections/{alias}', {
        params: { alias },
        query: { ...query, max_page_size: 1 },
      }),
    news: (query: ArticleQuery & Fields = {}) => callPaged(http, '/v1/news', { query }),
    /** One news item by id or key. */
    newsItem: (id: Id) => call(http, 'get', '/v1/news/{id}', { params: { id: String(id) } }),
    /** Marks a news item as read (members only). */
    readNews: (readableId: Id) =>
      call(http, 'post', '/v1/news/readables', { body: { readable_id: Number(readableId) } }),
    blogs: (query: ArticleQuery & Fields = {}) => callPaged(http, '/v1/blogs', { query }),
    /** One article by id or key. */
    blog: (id: Id) => call(http, 'get', '/v1/blogs/{id}', { params: { id: String(id) } }),
    /** Every tag at once (or a page with page/per). */
    tags: (query: PageQuery & Fields = {}) => call(http, 'get', '/v1/tags', { query }),
    /**
     * Unlocks a password-protected tag: the answer's tag_token lists its products (send it as
     * tag_token to products.list and products.detail). 422 with a message on a wrong password.
     */
    tagPassword: (body: TagPasswordBody) => call(http, 'post', '/v1/tags/password', { body }),
    /** Every maker at once (per=all); makersPage for one page. */
    makers: () => call(http, 'get', '/v1/makers', { query: { per: 'all' } }),
    makersPage: (query: PageQuery & Fields = {}) => callPaged(http, '/v1/makers', { query }),
    /** A maker by id or key. */
    maker: (id: Id) => call(http, 'get', '/v1/makers/{id}', { params: { id } }),
    /** The shown banners (is_show=1) of the given areas. */
    banners: (area: string | readonly string[]) =>
      call(http, 'get', '/v1/banners', { query: { area, is_show: 1 } }),
    downloadBanner: (id: Id): Promise<Download> =>
      download(http, 'get', '/v1/banners/{id}/download', { params: { id } }),
    popups: () => call(http, 'get', '/v1/popups'),
    popup: (id: Id) => call(http, 'get', '/v1/popups/{id}', { params: { id } }),
    /** A flat list; the FAQ page groups it by category. */
    qas: (query: { category?: string; keyword?: string } & Fields = {}) =>
      call(http, 'get', '/v1/qas', { query }),
    qaCategories: () => call(http, 'get', '/v1/qa-categories'),
    landingPages: (query: Fields = {}) => call(http, 'get', '/v1/lp', { query }),
    /** Not `call`: the x-redirect header is part of the answer. */
    landingPage: async (slug: string): Promise<LandingPageResult> => {
      const response: AxiosResponse<ResponseBody<'/v1/lp/{slug}', 'get'>> = await http.request({
        method: 'get',
        url: fillPath('/v1/lp/{slug}', { slug }),
      });
      return { ...response.data, redirect: headerOf(response, 'x-redirect') };
    },
    /** Every day of the range by month, with holidays and business days. */
    businessCalendar: (range: CalendarRange) =>
      call(http, 'get', '/v1/business-dates/monthly/calendar/front', { query: range }),
    /** The category tree (three levels at most), with the product count of each node. */
    categoryHierarchy: (table: CategoryTable) =>
      call(http, 'get', '/v1/categories/hierarchy', { query: { table } }),
    /** Brands are fetched all at once (spec section 9). */
    brands: () => call(http, 'get', '/v1/brands', { query: { per: 'all' } }),
    /** Addresses of a postal code (404 when unknown, 422 when not 7 digits). */
    postalCode: (code: string) => call(http, 'get', '/v1/postal-code', { query: { code } }),
    prefectures: () => call(http, 'get', '/v1/postal-codes/prefectures'),
  };
}
