import type { FastifyRequest } from 'fastify';
import type { addressBookSchema } from '@mise/validation';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { loadOrderSettings } from '../../services/order-settings.js';
import type { AddressColumns } from '../../services/user-addresses.js';
import type { validateBody } from '../../services/validation.js';

export const secured = { security: [{ bearer: [] }] };
export const tags = ['user-addresses'];
export const ERRORS = { 401: ErrorResponse, 422: ErrorResponse, ...SHOP_ERRORS } as const;

export type AddressInput = Awaited<ReturnType<typeof validateBody<typeof addressBookSchema>>>;

/** A validated form (or CSV row) as columns; flags only when given. */
export function columnsOf(values: AddressInput): AddressColumns {
  return {
    nickname: (values.nickname ?? '').trim(),
    lastName: values.shipping_last_name.trim(),
    firstName: values.shipping_first_name.trim(),
    lastNameKana: values.shipping_last_name_kana.trim(),
    firstNameKana: values.shipping_first_name_kana.trim(),
    companyName: (values.company_name ?? '').trim(),
    postalCode: values.postal_code.replace(/\D/g, ''),
    prefecture: values.prefecture,
    city: values.city.trim(),
    address1: values.address1.trim(),
    address2: (values.address2 ?? '').trim(),
    phoneNumber: (values.phone_number ?? '').replace(/\D/g, ''),
    cellPhoneNumber: (values.cell_phone_number ?? '').replace(/\D/g, ''),
    ...(typeof values.is_default === 'boolean' ? { isDefault: values.is_default } : {}),
    ...(typeof values.is_sender_default === 'boolean'
      ? { isSenderDefault: values.is_sender_default }
      : {}),
  };
}

/** USER_ADDRESS.LIMIT: the most addresses a member keeps. */
export const addressLimit = async (request: FastifyRequest) =>
  (await loadOrderSettings(request.server.db, request.channel.id))['USER_ADDRESS.LIMIT'];
