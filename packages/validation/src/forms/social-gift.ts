import { object } from 'yup';
import type { InferType } from 'yup';
import { futureDate, maxLength, tel } from '../rules.js';
import { postalAddress, req, shippingName } from './fields.js';

/** Where the receiver of a social gift wants it sent (/social-gift/{key}/shipping). */
export const socialGiftShippingSchema = object({
  ...shippingName,
  ...postalAddress,
  phone_number: tel('電話番号').required(req('電話番号')),
});
export type SocialGiftShippingValues = InferType<typeof socialGiftShippingSchema>;

/** The receiver's preferred delivery date and time slot (/social-gift/{key}/delivery); both optional. */
export const socialGiftDeliverySchema = object({
  delivery_at: futureDate('お届け希望日'),
  delivery_timezone_key: maxLength('お届け時間帯', 50),
});
export type SocialGiftDeliveryValues = InferType<typeof socialGiftDeliverySchema>;
