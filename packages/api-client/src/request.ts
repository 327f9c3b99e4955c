import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { HttpClient } from './client.js';
import { readPage } from './paging.js';
import type { Paged } from './paging.js';
import type { ApiPath, ListItem, QueryParams, RequestBody, ResponseBody } from './types.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PathParams = Record<string, string | number>;

/**
 * '/v1/auth/unlock/{token}' with { token } → '/v1/auth/unlock/abc', each value URL-encoded;
 * a wildcard {*} takes a path whose segments are encoded one by one.
 */
export function fillPath(path: string, params: PathParams = {}): string {
  return path.replace(/\{(\w+|\*)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return name === '*'
      ? String(value).split('/').map(encodeURIComponent).join('/')
      : encodeURIComponent(String(value));
  });
}

export type CallOptions<P extends ApiPath, M extends Method> = {
  params?: PathParams;
  query?: QueryParams<P, M> | Record<string, unknown>;
  body?: RequestBody<P, M>;
  config?: AxiosRequestConfig;
};

function send<T>(
  http: HttpClient,
  method: Method,
  path: string,
  options: { params?: PathParams; query?: unknown; body?: unknown; config?: AxiosRequestConfig },
): Promise<AxiosResponse<T>> {
  return http.request<T>({
    ...options.config,
    method,
    url: fillPath(path, options.params),
    ...(options.query ? { params: options.query } : {}),
    // A call without fields still sends JSON ({}), which the API expects for POST/PUT/PATCH.
    ...(options.body !== undefined
      ? { data: options.body }
      : method === 'get' || method === 'delete'
        ? {}
        : { data: {} }),
  });
}

/** A call of an endpoint the API documents: typed from the generated OpenAPI types. */
export async function call<P extends ApiPath, M extends Method>(
  http: HttpClient,
  method: M,
  path: P,
  options: CallOptions<P, M> = {},
): Promise<ResponseBody<P, M>> {
  const response = await send<ResponseBody<P, M>>(http, method, path, options);
  return response.data;
}

async function pagedOf<T>(
  http: HttpClient,
  path: string,
  options: { params?: PathParams; query?: unknown; config?: AxiosRequestConfig },
  defaultPerPage: number,
): Promise<Paged<T>> {
  const response = await send<{ data: T[] }>(http, 'get', path, options);
  return { data: response.data.data, page: readPage(response.headers, defaultPerPage) };
}

/** A paged list: the `data` array with the page read from the x-* headers. */
export function callPaged<P extends ApiPath, T = ListItem<P>>(
  http: HttpClient,
  path: P,
  options: CallOptions<P, 'get'> = {},
  defaultPerPage = 10,
): Promise<Paged<T>> {
  return pagedOf<T>(http, path, options, defaultPerPage);
}

export type Download = { blob: Blob; filename: string };

/** A file download: the bytes as a Blob and the name from x-suggested-filename. */
export async function download(
  http: HttpClient,
  method: Method,
  path: string,
  options: { params?: PathParams; query?: unknown; body?: unknown } = {},
): Promise<Download> {
  // arraybuffer works in the browser and in Node (axios's Node adapter has no 'blob').
  const response = await send<ArrayBuffer>(http, method, path, {
    ...options,
    config: { responseType: 'arraybuffer' },
  });
  const headers = response.headers as Record<string, string | undefined>;
  const raw = headers['x-suggested-filename'] ?? 'download';
  let filename = raw;
  try {
    filename = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded: use it as sent.
  }
  return {
    blob: new Blob([response.data], {
      type: headers['content-type'] ?? 'application/octet-stream',
    }),
    filename,
  };
}
