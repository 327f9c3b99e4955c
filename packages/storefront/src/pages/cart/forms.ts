/**
 * What the checkout's address forms hold and send. Their rules are @mise/validation's
 * shippingAddressSchema and ordererSchema, the ones the cart API checks the body with.
 */

export type AddressValues = {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  company_name: string;
  postal_code: string;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
  phone_number: string;
};

export const EMPTY_ADDRESS: AddressValues = {
  last_name: '',
  first_name: '',
  last_name_kana: '',
  first_name_kana: '',
  company_name: '',
  postal_code: '',
  prefecture: '',
  city: '',
  address1: '',
  address2: '',
  phone_number: '',
};

/** What the API takes: postal code as 7 digits, phone without hyphens, trimmed text. */
export function addressBody(values: AddressValues) {
  return {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    last_name_kana: values.last_name_kana.trim(),
    first_name_kana: values.first_name_kana.trim(),
    company_name: values.company_name.trim(),
    postal_code: values.postal_code.replace(/\D/g, ''),
    prefecture: values.prefecture,
    city: values.city.trim(),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    phone_number: values.phone_number.replace(/\D/g, ''),
  };
}

/** A form's values from an address the cart (or the address book) already has. */
export function addressValues(from: Partial<Record<keyof AddressValues, string | null>>) {
  const values = { ...EMPTY_ADDRESS };
  for (const name of Object.keys(values) as (keyof AddressValues)[])
    values[name] = from[name] ?? '';
  return values;
}
