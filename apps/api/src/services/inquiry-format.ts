import { BUSINESS_DELIVERY_OPTIONS, BUSINESS_PAYMENT_OPTIONS } from '@mise/validation';
import type { InquiryBusinessFields } from '../db/schema.js';

/** The number the sender quotes to the shop (in mail and on the history). */
export const inquiryNo = (id: number) => `Q${String(id).padStart(6, '0')}`;

const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** Business fields with the option codes as their labels (for mail and screens). */
export function businessLabels(fields: InquiryBusinessFields) {
  return {
    ...fields,
    delivery_label: optionLabel(BUSINESS_DELIVERY_OPTIONS, fields.delivery),
    payment_label: optionLabel(BUSINESS_PAYMENT_OPTIONS, fields.payment),
  };
}
