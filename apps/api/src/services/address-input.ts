import type { TNull, TOptional, TString, TUnion } from 'typebox';
import { shippingAddressSchema } from '@mise/validation';
import type { ShippingAddressValues } from '@mise/validation';
import { bodyOf, validateBody } from './validation.js';

/** Address fields of a shipping or of a guest orderer, as the calls receive them. */
export const ADDRESS_FIELDS = Object.keys(
  shippingAddressSchema.fields,
) as (keyof ShippingAddressValues)[];
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressInput = Partial<Record<AddressField, string | null>>;

type OptionalText = TOptional<TUnion<[TString, TNull]>>;

/**
 * The address fields of a body, from @mise/validation's schema (the storefront's form): the yup
 * schema answers their limits and messages, so none are repeated here.
 */
export const AddressBody = bodyOf(shippingAddressSchema).properties as Record<
  AddressField,
  OptionalText
>;

/** Validated address columns (postal code and phone kept as digits). */
export async function validAddress(input: AddressInput) {
  const values = await validateBody(shippingAddressSchema, input);
  return {
    lastName: values.last_name,
    firstName: values.first_name,
    lastNameKana: values.last_name_kana,
    firstNameKana: values.first_name_kana,
    companyName: values.company_name ?? '',
    postalCode: values.postal_code.replace('-', ''),
    prefecture: values.prefecture,
    city: values.city,
    address1: values.address1,
    address2: values.address2 ?? '',
    phoneNumber: values.phone_number.replaceAll('-', ''),
  };
}

export const hasAnyAddressField = (body: AddressInput) =>
  ADDRESS_FIELDS.some((field) => body[field] !== undefined);
