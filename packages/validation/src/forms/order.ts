import { object } from 'yup';
import type { InferType } from 'yup';
import { messages } from '../messages.js';
import { date, maxLength, minDate, required } from '../rules.js';

/** Receipt details (my page order and the guest receipt at /orders/receipt). */
export const receiptInfoSchema = object({
  addressee: required('宛名').max(50, messages.maxLength('宛名', 50)),
  proviso: maxLength('但し書き', 50),
});
export type ReceiptInfoValues = InferType<typeof receiptInfoSchema>;

/** Order cancel on /mypage/order_history/{key}. */
export const cancelReasonSchema = object({
  cancel_reason: required('キャンセル理由').max(500, messages.maxLength('キャンセル理由', 500)),
});
export type CancelReasonValues = InferType<typeof cancelReasonSchema>;

/** A note a member keeps on an order. */
export const orderMemoSchema = object({
  memo: required('メモ').max(1000, messages.maxLength('メモ', 1000)),
});
export type OrderMemoValues = InferType<typeof orderMemoSchema>;

/** The period of /mypage/order_history: the end is the start day or later (spec section 5 min_date). */
export const orderPeriodSchema = object({
  ordered_from: date('参照開始日'),
  ordered_to: minDate('参照終了日', 'ordered_from'),
});
