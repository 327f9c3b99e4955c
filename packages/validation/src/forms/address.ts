import { boolean, object } from 'yup';
import type { InferType } from 'yup';
import { maxLength } from '../rules.js';
import { memberPhones, postalAddress, shippingName } from './fields.js';

/** Saved delivery address (/mypage/address/add, /edit, /cart/shipping-add). */
export const addressSchema = object({
  // Only for the member's own list; it is never printed on the shipping label.
  nickname: maxLength('登録名', 50),
  ...shippingName,
  ...postalAddress,
  ...memberPhones,
  is_default: boolean(),
  is_sender_default: boolean(),
});
export type AddressValues = InferType<typeof addressSchema>;

/** The address book's form: the address, and the company name a business shop asks for. */
export const addressBookSchema = addressSchema.shape({
  company_name: maxLength('会社名', 250),
});
