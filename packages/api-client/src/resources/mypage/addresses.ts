import type { AxiosResponse } from 'axios';
import type { HttpClient } from '../../client.js';
import type { Paged } from '../../paging.js';
import { call, callPaged, download } from '../../request.js';
import type { Download } from '../../request.js';
import type { ListItem, QueryParams, RequestBody, ResponseBody } from '../../types.js';
import { formWithFile } from '../common.js';
import type { Id } from '../common.js';

/**
 * A saved delivery address (spec section 3). division_ct 1 is the member's own address, whose
 * edits also change the member's profile and which cannot be deleted.
 */
export type UserAddress = ListItem<'/v1/me/user-addresses'>;
/** The address form: shipping_* names, postal code, lines, phones, default flags. */
export type UserAddressBody = RequestBody<'/v1/me/user-addresses', 'post'>;

/** What an import answers: every row of the file with its errors, and what was written. */
export type AddressImport = ResponseBody<'/v1/me/user-addresses/import', 'post'>;
/** One row of an import file: its line (the heading is line 1), values and errors. */
export type AddressImportRow = AddressImport['data']['rows'][number];
export type AddressExportQuery = QueryParams<'/v1/me/user-addresses/export', 'get'>;

/**
 * An export is either the file, or, when the server answers JSON instead, a notice that the
 * export is being prepared and the member should wait (spec section 8).
 */
export type AddressExport = ({ delayed: false } & Download) | { delayed: true; message: string };

async function readDelayed(file: Download): Promise<AddressExport> {
  if (!file.blob.type.includes('json')) return { delayed: false, ...file };
  let message = '';
  try {
    const body: unknown = JSON.parse(await file.blob.text());
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      message = body.message;
  } catch {
    // A JSON content type with a body that is not JSON still means "not a file": no message to show.
  }
  return { delayed: true, message };
}

/**
 * Spec section 7, "Member data": saved delivery addresses. The list's page.limit (x-limit)
 * is the most addresses the member may keep.
 */
export function addressesApi(http: HttpClient) {
  return {
    /** Every address at once (own address first); page.limit is x-limit. */
    list: (): Promise<Paged<UserAddress>> => callPaged(http, '/v1/me/user-addresses'),
    get: (id: Id) => call(http, 'get', '/v1/me/user-addresses/{id}', { params: { id } }),
    create: (body: UserAddressBody) => call(http, 'post', '/v1/me/user-addresses', { body }),
    /** The body repeats the id (spec section 7). */
    update: (id: Id, body: UserAddressBody) =>
      call(http, 'put', '/v1/me/user-addresses/{id}', {
        params: { id },
        body: { ...body, id: typeof id === 'number' ? id : String(id) },
      }),
    /** The own address (division_ct 1) answers 422. */
    remove: (id: Id) => call(http, 'delete', '/v1/me/user-addresses/{id}', { params: { id } }),
    /** Every address but the own one. */
    removeAll: () => call(http, 'delete', '/v1/me/user-addresses-all'),
    /** use: the default delivery address (いつものお届け先); useSender: the default sender. */
    use: (id: Id) => call(http, 'patch', '/v1/me/user-addresses/{id}/use', { params: { id } }),
    useSender: (id: Id) =>
      call(http, 'patch', '/v1/me/user-addresses/{id}/use-sender', { params: { id } }),
    /**
     * The file goes as the multipart field `file` (spec section 5). With preview nothing is
     * written: the answer lists every row with its errors. Without it, a file with a bad row
     * (or past the limit) is refused with 422 whose `data.rows` carry the errors.
     */
    importFile: async (
      file: Blob,
      filename?: string,
      options: { preview?: boolean } = {},
    ): Promise<AddressImport> => {
      const response: AxiosResponse<AddressImport> = await http.request({
        method: 'post',
        url: '/v1/me/user-addresses/import',
        ...(options.preview ? { params: { preview: '1' } } : {}),
        data: formWithFile(file, {}, filename),
      });
      return response.data;
    },
    /** Shift_JIS unless encoding is utf8 (UTF-8 with a BOM); the name is the server's. */
    exportFile: async (query: AddressExportQuery = {}): Promise<AddressExport> =>
      readDelayed(await download(http, 'get', '/v1/me/user-addresses/export', { query })),
  };
}
