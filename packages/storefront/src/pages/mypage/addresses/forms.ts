import type { UserAddress, UserAddressBody } from '@mise/api-client';

export type AddressBookValues = {
  nickname: string;
  shipping_last_name: string;
  shipping_first_name: string;
  shipping_last_name_kana: string;
  shipping_first_name_kana: string;
  company_name: string;
  postal_code: string;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
  phone_number: string;
  cell_phone_number: string;
  is_default: boolean;
  is_sender_default: boolean;
};

export const EMPTY_ADDRESS: AddressBookValues = {
  nickname: '',
  shipping_last_name: '',
  shipping_first_name: '',
  shipping_last_name_kana: '',
  shipping_first_name_kana: '',
  company_name: '',
  postal_code: '',
  prefecture: '',
  city: '',
  address1: '',
  address2: '',
  phone_number: '',
  cell_phone_number: '',
  is_default: false,
  is_sender_default: false,
};

/** The form's values of a saved address (postal code shown 123-4567). */
export function valuesOf(address: UserAddress): AddressBookValues {
  return {
    nickname: address.nickname,
    shipping_last_name: address.shipping_last_name,
    shipping_first_name: address.shipping_first_name,
    shipping_last_name_kana: address.shipping_last_name_kana,
    shipping_first_name_kana: address.shipping_first_name_kana,
    company_name: address.company_name,
    postal_code: address.formatted_postal_code || address.postal_code,
    prefecture: address.prefecture,
    city: address.city,
    address1: address.address1,
    address2: address.address2,
    phone_number: address.phone_number,
    cell_phone_number: address.cell_phone_number,
    is_default: address.is_default,
    is_sender_default: address.is_sender_default,
  };
}

/**
 * What the API takes: trimmed text, phones without hyphens. The flags go only when asked
 * (an edit leaves the default where it is; the list's buttons move it).
 */
export function bodyOf(values: AddressBookValues, withFlags: boolean): UserAddressBody {
  const text = (value: string) => value.trim();
  return {
    nickname: text(values.nickname),
    shipping_last_name: text(values.shipping_last_name),
    shipping_first_name: text(values.shipping_first_name),
    shipping_last_name_kana: text(values.shipping_last_name_kana),
    shipping_first_name_kana: text(values.shipping_first_name_kana),
    company_name: text(values.company_name),
    postal_code: text(values.postal_code),
    prefecture: values.prefecture,
    city: text(values.city),
    address1: text(values.address1),
    address2: text(values.address2),
    phone_number: values.phone_number.replace(/[-\s]/g, ''),
    cell_phone_number: values.cell_phone_number.replace(/[-\s]/g, ''),
    ...(withFlags
      ? { is_default: values.is_default, is_sender_default: values.is_sender_default }
      : {}),
  };
}

/** What the list and the dialogs call an address: its registered name, else the recipient. */
export function addressLabel(address: UserAddress): string {
  return address.nickname || `${address.shipping_name}様`;
}

/** The book is full: the own address counts. */
export const limitMessage = (limit: number) =>
  `お届け先は${limit}件まで登録できます。新しいお届け先を追加するには、不要なお届け先を削除してください。`;
