import { object } from 'yup';
import type { InferType } from 'yup';
import { messages } from '../messages.js';
import { REVIEW_RATINGS } from '../options.js';
import { code, maxLength, required } from '../rules.js';

/** Product review posted from /product/{key}. */
export const productReviewSchema = object({
  rating: code('評価', REVIEW_RATINGS).required(messages.select('評価')),
  title: required('タイトル').max(50, messages.maxLength('タイトル', 50)),
  body: required('レビュー本文').max(1000, messages.maxLength('レビュー本文', 1000)),
  nickname: maxLength('ニックネーム', 20),
});
export type ProductReviewValues = InferType<typeof productReviewSchema>;
