import { object } from 'yup';
import type { InferType } from 'yup';
import { messages } from '../messages.js';
import { email, maxLength, required, tel } from '../rules.js';
import { personName, postalAddress, req } from './fields.js';

/**
 * A delivery address at checkout (/cart/shipping-add, the shipping change, the social gift's
 * receiver), named as the cart API names it: the recipient's name, a company, one phone.
 */
export const shippingAddressSchema = object({
  ...personName,
  company_name: maxLength('会社名', 250),
  ...postalAddress,
  phone_number: tel('電話番号').required(req('電話番号')),
});
export type ShippingAddressValues = InferType<typeof shippingAddressSchema>;

/** A guest's orderer at checkout: the delivery address's fields and an e-mail address. */
export const ordererSchema = shippingAddressSchema.shape({
  email: email('メールアドレス').required(req('メールアドレス')),
});
export type OrdererValues = InferType<typeof ordererSchema>;

/** The coupon code a shopper types on the cart. */
export const couponCodeSchema = object({
  code: required('クーポンコード').max(50, messages.maxLength('クーポンコード', 50)),
});
export type CouponCodeValues = InferType<typeof couponCodeSchema>;

/** A social gift's sender name and message, which the receiver sees (both optional). */
export const socialGiftOptionSchema = object({
  sender_name: maxLength('贈り主のお名前', 50),
  message: maxLength('メッセージ', 200),
});
export type SocialGiftOptionValues = InferType<typeof socialGiftOptionSchema>;
