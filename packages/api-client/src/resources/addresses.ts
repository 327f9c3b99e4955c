import type { HttpClient } from '../client.js';
import type { Paged } from '../paging.js';
import { callPending, callPendingPaged, download } from '../request.js';
import type { Download } from '../request.js';
import { formWithFile } from './common.js';
import type { Fields, Id, Json, Single } from './common.js';

/** A saved delivery address (spec section 3). */
export type UserAddress = {
  id: Id;
  is_default: boolean;
  is_sender_default: boolean;
  /** 1: the member's own address, whose edits also change the member's profile. */
  division_ct: number;
  shipping_name: string;
  shipping_first_name: string;
  shipping_last_name: string;
  shipping_kana: string;
  shipping_first_name_kana: string;
  shipping_last_name_kana: string;
  postal_code: string;
  formatted_postal_code: string;
  prefecture: string;
  city: string;
  /** chome, banchi and go. */
  address1: string;
  /** The building. */
  address2: string;
  combined_address: string;
  full_address: string;
  phone_number: string;
  cell_phone_number: string;
} & Json;

export type UserAddressBody = Partial<Omit<UserAddress, 'id'>> & Fields;

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
    list: (query: Fields = {}): Promise<Paged<UserAddress>> =>
      callPendingPaged<UserAddress>(http, '/v1/me/user-addresses', { query }),
    get: (id: Id) =>
      callPending<Single<UserAddress>>(http, 'get', '/v1/me/user-addresses/{id}', {
        params: { id },
      }),
    create: (body: UserAddressBody) =>
      callPending<Json>(http, 'post', '/v1/me/user-addresses', { body }),
    /** The body repeats the id (spec section 7). */
    update: (id: Id, body: UserAddressBody) =>
      callPending<Json>(http, 'put', '/v1/me/user-addresses/{id}', {
        params: { id },
        body: { ...body, id },
      }),
    remove: (id: Id) =>
      callPending<Json>(http, 'delete', '/v1/me/user-addresses/{id}', { params: { id } }),
    removeAll: () => callPending<Json>(http, 'delete', '/v1/me/user-addresses-all'),
    /** use: the default delivery address; useSender: the default sender address. */
    use: (id: Id) =>
      callPending<Json>(http, 'patch', '/v1/me/user-addresses/{id}/use', { params: { id } }),
    useSender: (id: Id) =>
      callPending<Json>(http, 'patch', '/v1/me/user-addresses/{id}/use-sender', { params: { id } }),
    /** The file goes as the multipart field `file` (spec section 5). */
    importFile: (file: Blob, filename?: string) =>
      callPending<Json>(http, 'post', '/v1/me/user-addresses/import', {
        body: formWithFile(file, {}, filename),
      }),
    exportFile: async (query: Fields = {}): Promise<AddressExport> =>
      readDelayed(await download(http, 'get', '/v1/me/user-addresses/export', { query })),
  };
}
