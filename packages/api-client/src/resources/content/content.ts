import type { HttpClient } from '../../client.js';
import { call, callPaged } from '../../request.js';
import type { ListItem, ResponseBody } from '../../types.js';

export type FrontSettings = ResponseBody<'/v1/settings/front', 'get'>['data'];
export type ColorScheme = ResponseBody<'/v1/colorschemes/selected/front', 'get'>['data'];
export type NoticeMessage = ListItem<'/v1/messages'>;
export type FreeArea = ListItem<'/v1/free-areas'>;
export type StaticPage = ResponseBody<'/v1/static-pages/url/{*}', 'get'>['data'];

/** The shop's base: settings, colour scheme, public info, notices, free areas, static pages. */
export function contentApi(http: HttpClient) {
  return {
    publicInfo: () => call(http, 'get', '/public.json'),
    settings: () => call(http, 'get', '/v1/settings/front'),
    colorScheme: () => call(http, 'get', '/v1/colorschemes/selected/front'),
    /** Every notice message at once (per=all). */
    messages: () => call(http, 'get', '/v1/messages', { query: { per: 'all' } }),
    message: (code: string) => call(http, 'get', '/v1/messages/{code}', { params: { code } }),
    freeAreas: () => call(http, 'get', '/v1/free-areas', { query: { per: 'all' } }),
    freeArea: (code: string) => call(http, 'get', '/v1/free-areas/{code}', { params: { code } }),
    freeAreasPage: (query: { page?: string; per?: string } = {}) =>
      callPaged(http, '/v1/free-areas', { query }),
    /** A static page by its shop path, e.g. '/guide/'. */
    staticPage: (path: string) =>
      call(http, 'get', '/v1/static-pages/url/{*}', { params: { '*': path.replace(/^\/+/, '') } }),
    staticPageUrls: () => call(http, 'get', '/v1/static-pages/urls'),
  };
}
