import type { FormSchema } from '@mise/ui';
import {
  email,
  fullWidthName,
  kana,
  maxLength,
  messages,
  post,
  prefecture,
  reminderSchema,
  required,
  tel,
} from '@mise/validation';

/**
 * Schemas of the checkout forms, built from @mise/validation's rules (the same messages as the
 * server's). This package has no yup of its own, so they extend an empty pick of a schema.
 */
const empty = () => reminderSchema.pick([]);

const req = messages.required;

/** The address fields of a delivery (and of a guest orderer), named as the cart API names them. */
const addressFields = {
  last_name: fullWidthName('姓').required(req('姓')).max(50, messages.maxLength('姓', 50)),
  first_name: fullWidthName('名').required(req('名')).max(50, messages.maxLength('名', 50)),
  last_name_kana: kana('セイ').required(req('セイ')).max(50, messages.maxLength('セイ', 50)),
  first_name_kana: kana('メイ').required(req('メイ')).max(50, messages.maxLength('メイ', 50)),
  company_name: maxLength('会社名', 250),
  postal_code: post('郵便番号').required(req('郵便番号')),
  prefecture: prefecture('都道府県').required(messages.select('都道府県')),
  city: required('市区町村').max(100, messages.maxLength('市区町村', 100)),
  address1: required('丁目・番地・号').max(100, messages.maxLength('丁目・番地・号', 100)),
  address2: maxLength('建物名・部屋番号', 100),
  phone_number: tel('電話番号').required(req('電話番号')),
};

export const shippingAddressSchema: FormSchema = empty().shape(addressFields);

export const ordererSchema: FormSchema = empty().shape({
  ...addressFields,
  email: email('メールアドレス').required(req('メールアドレス')),
});

export const couponSchema: FormSchema = empty().shape({
  code: required('クーポンコード').max(50, messages.maxLength('クーポンコード', 50)),
});

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
